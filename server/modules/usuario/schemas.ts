import { z } from "@hono/zod-openapi";
import { GroupSchema } from "../auth";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";

export const UsuarioSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    sobrenome: z.string(),
    email: z.string(),
    cpf_mask: z.string().nullable(),
    ativo: z.boolean(),
    dtainclusao: z.string(),
    groups: z.array(GroupSchema),
  })
  .openapi("UsuarioDetalhe");

export const UsuarioPage = paginatedSchema(UsuarioSchema, "UsuarioPagina");

export const UsuarioQuery = PaginationQuery.extend({
  grupos: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(",")
        .map((g) => g.trim())
        .filter(Boolean),
    ),
  search: z.string().max(120).optional(),
}).strict();

export const AtivarBody = z.strictObject({ ativo: z.boolean() }).openapi("Ativar");

export const GestorSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    sobrenome: z.string(),
    email: z.string(),
    ativo: z.boolean(),
    unidades: z.array(z.object({ id: z.number().int(), descricao: z.string() })),
  })
  .openapi("Gestor");
