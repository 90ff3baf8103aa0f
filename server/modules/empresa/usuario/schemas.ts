import { z } from "@hono/zod-openapi";
import { PaginationQuery, paginatedSchema } from "../../../lib/pagination";
import { Id, QueryId } from "../../../lib/params";

const id = z.number().int();
const texto = z.string();
const tipo = z.enum(["CLIENTE", "PRESTADOR"]);

/** A user's link to a company: who may act for it (a client's requests, a provider's quotes and work). */
export const EmpresaUsuarioSchema = z
  .object({
    empresa: z.object({
      id,
      tipo,
      razaosocial: texto,
      nomefantasia: texto,
      cnpj_mask: texto.nullable(),
      cpf_mask: texto.nullable(),
    }),
    usuario: z.object({ id, nome: texto, sobrenome: texto, email: texto, ativo: z.boolean() }),
  })
  .openapi("EmpresaUsuario");

export const EmpresaUsuarioPage = paginatedSchema(EmpresaUsuarioSchema, "EmpresaUsuarioPagina");

export const EmpresaUsuarioQuery = PaginationQuery.extend({
  search: z.string().trim().max(120, "Busque com no máximo 120 caracteres.").optional(),
  tipo: tipo.optional(),
  empresa: QueryId.optional(),
  usuario: QueryId.optional(),
}).strict();
export type EmpresaUsuarioFiltro = z.infer<typeof EmpresaUsuarioQuery>;

export const EmpresaUsuarioBody = z
  .strictObject({ empresa: Id, usuario: Id })
  .openapi("EmpresaUsuarioVinculo");
export type EmpresaUsuarioBody = z.infer<typeof EmpresaUsuarioBody>;

/** The link to remove, named by its two ends (the table has no id of its own). */
export const EmpresaUsuarioChave = z.strictObject({ empresa: QueryId, usuario: QueryId });
