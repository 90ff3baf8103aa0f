import { z } from "@hono/zod-openapi";
import { TIPOS_RESPOSTA } from "../../../db/schema";
import { Id, QueryId, Texto } from "../../../lib/params";
import { PaginationQuery } from "../../../lib/pagination";

const Ref = z.object({ id: z.number().int(), descricao: z.string() });

/** A service as the back office reads it (SPEC: id, codigo, titulo, ativo, tipo.descricao, programa.descricao). */
export const ServicoInternoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  titulo: z.string(),
  descricao: z.string(),
  ativo: z.boolean(),
  exige_diagnostico: z.boolean(),
  tipo: Ref,
  programa: Ref,
  subtema: Ref,
  area_atuacao: Ref.nullable(),
  /** The share of a proposal's gross value the programme pays, in percent (partners may add to it). */
  porcentagem_subsidio: z.number(),
  /** Its offer models and accredited providers: a service with either is archived, never deleted. */
  modelos: z.number().int(),
  prestadores: z.number().int(),
  perguntas: z.number().int(),
});

export const ServicoInternoBody = z
  .object({
    codigo: Texto(2, 20),
    titulo: Texto(3, 200),
    descricao: Texto(1, 5_000),
    tipo: Id,
    programa: Id,
    subtema: Id,
    area_atuacao: Id.nullable().optional(),
    exige_diagnostico: z.boolean().optional(),
    porcentagem_subsidio: z
      .number({ error: "Informe o percentual de subsídio." })
      .min(0, "O subsídio não pode ser negativo.")
      .max(100, "O subsídio vai até 100%.")
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "Use no máximo duas casas decimais.")
      // As the column keeps it, so the history compares like with like ("12.50").
      .transform((v) => v.toFixed(2))
      .optional(),
    ativo: z.boolean().optional(),
  })
  .strict()
  .openapi("ServicoInternoCorpo");

export const ServicoInternoFiltro = { tipo: QueryId.optional(), programa: QueryId.optional() };

/** The questions a service asks at checkout, in order: every id once. */
export const PerguntasDoServicoBody = z
  .object({
    perguntas: z
      .array(Id)
      .max(30, "Escolha no máximo 30 perguntas.")
      .refine((ids) => new Set(ids).size === ids.length, "Cada pergunta entra uma vez só."),
  })
  .strict()
  .openapi("PerguntasDoServicoCorpo");

export const PerguntaEscolhidaSchema = z
  .object({
    id: z.number().int(),
    descricao: z.string(),
    chave: z.string(),
    tipo_resposta: z.enum(TIPOS_RESPOSTA),
    /** An archived question stays where a service already asked it, until taken out. */
    ativo: z.boolean(),
    ordem: z.number().int(),
  })
  .openapi("PerguntaEscolhida");

/** A company's standing for a service: whether it is accredited, suspended or switched off. */
export const EmpresaServicoSchema = z
  .object({
    empresa: z.object({ id: z.number().int(), nomefantasia: z.string(), razaosocial: z.string() }),
    servico: z.object({ id: z.number().int(), codigo: z.string(), titulo: z.string() }),
    credenciamento: z
      .object({
        id: z.number().int(),
        situacao: z.string(),
        ativo: z.boolean(),
        suspenso: z.boolean(),
        apto: z.boolean(),
        motivo: z.string().nullable(),
      })
      .nullable(),
  })
  .openapi("EmpresaServico");

export const EmpresaServicoParams = z.object({ empresa: QueryId, servico: QueryId });

export const PrestadorQuery = PaginationQuery.extend({
  servico: QueryId,
  search: z.string().max(120).optional(),
}).strict();
