import { z } from "@hono/zod-openapi";
import { QueryId, Texto } from "../../lib/params";

const Cidade = z.object({ id: z.number().int(), nome: z.string(), estado: z.string() });

export const UnidadeAtendimentoSchema = z.object({
  id: z.number().int(),
  descricao: z.string(),
  ativo: z.boolean(),
  cidades: z.array(Cidade),
  gestores: z.array(z.object({ id: z.number().int(), nome: z.string(), sobrenome: z.string() })),
});

/** The list's own filter: the units a manager manages. */
export const UnidadeAtendimentoFiltro = { gestor: QueryId.optional() };

export const UnidadeAtendimentoBody = z
  .object({ descricao: Texto(2, 120), ativo: z.boolean().optional() })
  .strict()
  .openapi("UnidadeAtendimentoCorpo");

const Unidade = z.object({ id: z.number().int(), descricao: z.string() });

/** A city a unit serves (GET /unidade-atendimento/cidade/). */
export const UnidadeAtendimentoCidadeSchema = z.object({
  id: z.number().int(),
  unidade: Unidade,
  cidade: Cidade,
});

/** A manager of a unit (GET /unidade-atendimento/gestor/). */
export const UnidadeAtendimentoGestorSchema = z.object({
  id: z.number().int(),
  unidade: Unidade,
  gestor: z.object({ id: z.number().int(), nome: z.string(), email: z.string() }),
});
