import { z } from "@hono/zod-openapi";
import { DESCRICAO_QUESTIONARIO, MAX_PERGUNTAS, TEXTO_PERGUNTA } from "@/lib/regras/questionario";
import { TIPOS_PERGUNTA } from "../../db/schema";
import { paginatedSchema } from "../../lib/pagination";
import { Id, Texto } from "../../lib/params";

const id = z.number().int();
const texto = z.string();
const tipo = z.enum(TIPOS_PERGUNTA);

/** `{id, descricao, padrao}`: a questionnaire to choose in a select. */
export const QuestionarioOpcaoSchema = z
  .object({ id, descricao: texto, padrao: z.boolean() })
  .openapi("QuestionarioOpcao");

/** A row of the staff list: how many questions, services naming it and evaluations answered with it. */
const QuestionarioResumoSchema = QuestionarioOpcaoSchema.extend({
  perguntas: id,
  servicos: id,
  avaliacoes: id,
}).openapi("QuestionarioResumo");

export const QuestionarioResumoPage = paginatedSchema(QuestionarioResumoSchema, "QuestionarioResumoPagina");

export const QuestionarioDetalheSchema = QuestionarioOpcaoSchema.extend({
  perguntas: z.array(z.object({ id, ordem: id, pergunta: texto, tipo })),
  /** The services whose evaluations use it; the rest use the default questionnaire. */
  servicos: z.array(z.object({ id, titulo: texto })),
}).openapi("QuestionarioDetalhe");

const Pergunta = z.strictObject({
  pergunta: Texto(TEXTO_PERGUNTA.min, TEXTO_PERGUNTA.max),
  tipo: z.enum(TIPOS_PERGUNTA, { error: "Escolha nota de 1 a 5 (NOTA) ou texto livre (TEXTO)." }),
});

const campos = {
  questionario: z.strictObject(
    {
      descricao: Texto(DESCRICAO_QUESTIONARIO.min, DESCRICAO_QUESTIONARIO.max),
      /** Makes it the default; the previous default stops being one. Kept as it is when omitted. */
      padrao: z.boolean({ error: "Use true ou false." }).optional(),
    },
    { error: "Informe a descrição do questionário." },
  ),
  perguntas: z
    .array(Pergunta, { error: "Envie a lista de perguntas." })
    .min(1, { message: "Inclua ao menos uma pergunta.", abort: true })
    .max(MAX_PERGUNTAS, `Inclua no máximo ${MAX_PERGUNTAS} perguntas.`)
    .refine((ps) => ps.some((p) => p.tipo === "NOTA"), "Inclua ao menos uma pergunta de nota (1 a 5)."),
};

export const QuestionarioBody = z.strictObject(campos).openapi("QuestionarioCorpo");
export type QuestionarioBody = z.infer<typeof QuestionarioBody>;

export const QuestionarioAtualizacaoBody = z
  .strictObject({ id: Id, ...campos })
  .openapi("QuestionarioAtualizacao");

export const ServicosDoQuestionarioBody = z
  .strictObject({
    questionario: Id,
    /** Exactly the services that use it afterwards; those left out go back to the default questionnaire. */
    servicos: z
      .array(Id, { error: "Envie a lista de serviços." })
      .max(1000, "Envie no máximo 1000 serviços."),
  })
  .openapi("QuestionarioServicos");
export type ServicosDoQuestionarioBody = z.infer<typeof ServicosDoQuestionarioBody>;
