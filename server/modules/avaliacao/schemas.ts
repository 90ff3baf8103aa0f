import { z } from "@hono/zod-openapi";
import { TIPOS_PERGUNTA } from "../../db/schema";
import { Id } from "../../lib/params";
import { ACOES_AVALIACAO } from "./workflow";

const id = z.number().int();
const texto = z.string();

const PerguntaSchema = z
  .object({ id, ordem: id, pergunta: texto, tipo: z.enum(TIPOS_PERGUNTA) })
  .openapi("PerguntaDeAvaliacao");

/** An evaluation as answered: the questionnaire's text as it was, each answer, the mean score. */
export const AvaliacaoSchema = z
  .object({
    questionario: texto,
    /** Mean of the scored answers, 1 to 5. */
    nota: z.number().nullable(),
    comentario: texto,
    /** PORTAL when the client answered signed in, LINK through an evaluation link. */
    via: z.enum(["PORTAL", "LINK"]),
    dtainclusao: texto,
    respostas: z.array(
      z.object({
        ordem: id,
        pergunta: texto,
        tipo: z.enum(TIPOS_PERGUNTA),
        nota: id.nullable(),
        texto: texto.nullable(),
      }),
    ),
  })
  .openapi("Avaliacao");

/** What the evaluation page shows: the request, the questionnaire to answer and, once answered, the answers. */
export const AvaliacaoDaSolicitacaoSchema = z
  .object({
    solicitacao: z.object({
      id,
      nrosolicitacao: texto,
      servico: texto,
      prestador: texto.nullable(),
    }),
    questionario: z.object({ id, descricao: texto, perguntas: z.array(PerguntaSchema) }),
    avaliacao: AvaliacaoSchema.nullable(),
    /**
     * What this user may do now, from the evaluation's table: answer (the request's client, while it
     * waits), share a link for someone else to answer (the client or staff).
     */
    acoes: z.array(z.enum(ACOES_AVALIACAO)),
  })
  .openapi("AvaliacaoDaSolicitacao");

export const AvaliacaoDoLinkSchema = AvaliacaoDaSolicitacaoSchema.pick({
  solicitacao: true,
  questionario: true,
}).openapi("AvaliacaoDoLink");

const RespostaBody = z.strictObject({
  pergunta: Id,
  nota: z
    .number({ error: "Dê uma nota de 1 a 5." })
    .int("Dê uma nota de 1 a 5.")
    .min(1, "Dê uma nota de 1 a 5.")
    .max(5, "Dê uma nota de 1 a 5.")
    .nullish(),
  texto: z.string().max(2000, "Use até 2.000 caracteres.").nullish(),
});

/** The answers, one per question of the request's questionnaire, and an optional comment. */
export const RespostasBody = z
  .strictObject({
    respostas: z.array(RespostaBody, { error: "Responda ao questionário." }),
    comentario: z.string().max(2000, "Use até 2.000 caracteres.").optional(),
  })
  .openapi("RespostasDeAvaliacao");
export type Respostas = z.infer<typeof RespostasBody>;

export const AvaliacaoBody = RespostasBody.extend({ solicitacao: Id }).openapi("AvaliacaoEnvio");

// Missing or wrong, a token is answered like an expired one (404), as every shared link's is.
export const TokenQuery = z.strictObject({ token: z.string().max(200).optional() });

export const AtestadoVerificadoSchema = z
  .object({
    codigo: texto,
    nrosolicitacao: texto,
    nroprojeto: texto,
    servico: texto,
    oferta: texto,
    prestador: texto,
    empresas: z.array(texto),
    dta_inicio: texto.nullable(),
    dta_fim: texto.nullable(),
    concluida_em: texto.nullable(),
    etapas: z.array(z.object({ ordem: z.number().int(), titulo: texto, situacao: texto })),
    dtaemissao: texto,
  })
  .openapi("AtestadoVerificado");

export const CodigoParam = z.object({ codigo: z.string().min(1).max(40) });
