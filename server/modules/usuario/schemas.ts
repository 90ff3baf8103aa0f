import { z } from "@hono/zod-openapi";
import { GroupSchema } from "../auth";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { QueryId } from "../../lib/params";

const id = z.number().int();
const texto = z.string();

/** A person named on a screen: a request's consultant and managers, a company's partners. */
export const PessoaSchema = z.object({ id, nome: texto, sobrenome: texto }).openapi("Pessoa");

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

export const PessoaEmpresaQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  empresa: QueryId.optional(),
}).strict();

export const PessoaEmpresaPage = paginatedSchema(
  PessoaSchema.extend({ cpf_mask: texto.nullable(), empresa: z.object({ id, nomefantasia: texto }) }).openapi(
    "PessoaEmpresa",
  ),
  "PessoaEmpresaPagina",
);

const UsuarioOpcaoSchema = PessoaSchema.extend({ email: texto }).openapi("UsuarioOpcao");

export const UsuarioOpcaoPage = paginatedSchema(UsuarioOpcaoSchema, "UsuarioOpcaoPagina");

export const UsuarioInternoPage = paginatedSchema(
  UsuarioOpcaoSchema.extend({ groups: z.array(z.object({ id, name: texto })) }).openapi("UsuarioInterno"),
  "UsuarioInternoPagina",
);
