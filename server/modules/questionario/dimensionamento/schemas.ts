import { z } from "@hono/zod-openapi";
import { CHAVE, CHAVE_MAX, DESCRICAO_MAX, OPCOES_MAX } from "@/lib/regras/dimensionamento";
import { TIPOS_RESPOSTA } from "../../../db/schema";
import { QueryId, Texto } from "../../../lib/params";

const TipoResposta = z.enum(TIPOS_RESPOSTA, { error: "Escolha um tipo de resposta." });

/** A question of the sizing bank (SPEC: descricao, chave, response type), with the services that ask it. */
export const PerguntaBancoSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  chave: z.string(),
  tipo_resposta: TipoResposta,
  opcoes: z.array(z.string()),
  obrigatoria: z.boolean(),
  ativo: z.boolean(),
  /** How many services ask it and how many answers name it: one answered is archived, never deleted. */
  servicos: z.number().int(),
  respostas: z.number().int(),
});

export const PerguntaBancoBody = z
  .object({
    descricao: Texto(3, DESCRICAO_MAX),
    chave: z
      .string({ error: "Preencha este campo." })
      .trim()
      .max(CHAVE_MAX, `Escreva no máximo ${CHAVE_MAX} caracteres.`)
      .regex(CHAVE, "Use letras minúsculas, números e _ (como numero_colaboradores)."),
    tipo_resposta: TipoResposta,
    opcoes: z
      .array(Texto(1, 80))
      .max(OPCOES_MAX, `Liste no máximo ${OPCOES_MAX} opções.`)
      .refine((o) => o.every((v) => !v.includes("|")), "Uma opção não pode ter o caractere |.")
      .transform((o) => o.join("|"))
      .optional(),
    obrigatoria: z.boolean().optional(),
    ativo: z.boolean().optional(),
  })
  .strict()
  .openapi("PerguntaDimensionamentoCorpo");

export const PerguntaBancoFiltro = { tipo_resposta: TipoResposta.optional(), servico: QueryId.optional() };

export const TipoRespostaSchema = z
  .object({ id: TipoResposta, descricao: z.string(), opcoes: z.boolean() })
  .openapi("TipoResposta");
