import { z } from "@hono/zod-openapi";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { Id, QueryId } from "../../lib/params";
import { CepField, CnpjField, CpfField, TelefoneField } from "../../lib/cpf-cnpj";

const Ref = z.object({ id: z.number().int(), descricao: z.string() });

const CredenciamentoSchema = z
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

export const EmpresaResumoSchema = z
  .object({
    id: z.number().int(),
    tipo: z.enum(["CLIENTE", "PRESTADOR"]),
    razaosocial: z.string(),
    nomefantasia: z.string(),
    cnpj_mask: z.string().nullable(),
    cpf_mask: z.string().nullable(),
    cidade: z.object({ id: z.number().int(), nome: z.string() }),
    estado: z.object({ sigla: z.string() }),
  })
  .openapi("EmpresaResumo");

const texto = (min: number, max: number) => z.string().trim().min(min).max(max);

export const EmpresaCreateBody = z
  .strictObject({
    cnpj: CnpjField.optional(),
    cpf: CpfField.optional(),
    razaosocial: texto(2, 200),
    nomefantasia: texto(2, 200),
    cep: CepField,
    logradouro: texto(3, 200),
    complemento: z.string().trim().max(120).optional(),
    cidade: Id,
    telefone: TelefoneField,
    email: z.email().max(254),
    porte: Id.optional(),
    areaatuacao: Id.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.cnpj === undefined && b.cpf === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["cnpj"],
        message: "Informe o CNPJ ou, para produtor rural, o CPF.",
      });
    if (b.cnpj !== undefined && b.cpf !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["cpf"],
        message: "Informe apenas um documento: o CNPJ ou, para produtor rural, o CPF.",
      });
  })
  .openapi("EmpresaNova");
export type EmpresaCreateBody = z.infer<typeof EmpresaCreateBody>;

export const ProdutorRuralQuery = z.strictObject({
  param_name: z.literal("cpf"),
  param_value: CpfField,
});

export const ProdutorRuralSchema = z
  .object({
    encontrado: z.boolean(),
    empresa: EmpresaResumoSchema.omit({ tipo: true, cnpj_mask: true }).nullable(),
  })
  .openapi("ProdutorRuralConsulta");

/** The company a request, diagnostic or project is for, as their lists and details show it. */
export const EmpresaAtendidaSchema = z
  .object({
    id: z.number().int(),
    nomefantasia: z.string(),
    razaosocial: z.string(),
    cnpj_mask: z.string().nullable(),
    cpf_mask: z.string().nullable(),
    cidade: z.object({ id: z.number().int(), nome: z.string() }),
    estado: z.object({ sigla: z.string() }),
  })
  .openapi("SolicitacaoEmpresaResumo");

export const ClientePage = paginatedSchema(EmpresaAtendidaSchema, "ClienteListaPagina");

export const PrestadorListaQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  servico: QueryId.optional(),
}).strict();

export const PrestadorListaPage = paginatedSchema(
  EmpresaAtendidaSchema.omit({ cpf_mask: true })
    .extend({ suspenso: z.boolean(), ativo: z.boolean() })
    .openapi("PrestadorLista"),
  "PrestadorListaPagina",
);
