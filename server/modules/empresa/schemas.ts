import { z } from "@hono/zod-openapi";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";

const Ref = z.object({ id: z.number().int(), descricao: z.string() });

export const CredenciamentoSchema = z
  .object({
    servico: z.object({ id: z.number().int(), codigo: z.string(), titulo: z.string() }),
    ativo: z.boolean(),
  })
  .openapi("EmpresaCredenciamento");

export const EmpresaSchema = z
  .object({
    id: z.number().int(),
    tipo: z.enum(["CLIENTE", "PRESTADOR"]),
    cnpj: z.string().nullable(),
    cnpj_mask: z.string().nullable(),
    cpf_mask: z.string().nullable(),
    nomefantasia: z.string(),
    razaosocial: z.string(),
    dtainclusao: z.string(),
    porte: Ref.nullable(),
    areaatuacao: Ref.nullable(),
    ativo: z.boolean(),
    suspenso: z.boolean(),
    cep_mask: z.string(),
    logradouro: z.string(),
    complemento: z.string(),
    cidade: z.object({ id: z.number().int(), nome: z.string() }),
    estado: z.object({ id: z.number().int(), sigla: z.string(), nome: z.string() }),
    telefone: z.string(),
    email: z.string(),
    credenciamentos: z.array(CredenciamentoSchema),
  })
  .openapi("EmpresaDoUsuario");

export const EmpresaPage = paginatedSchema(EmpresaSchema, "EmpresaDoUsuarioPagina");

export const EmpresaQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
}).strict();
