import { z } from "@hono/zod-openapi";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { QueryBool, QueryId } from "../../lib/params";
import { CorSchema, EmpresaResumoSchema, PessoaSchema } from "../solicitacao";

const id = z.number().int();
const texto = z.string();
const optionalId = QueryId.optional();

export const EstadoSchema = z
  .object({ id: z.number().int(), sigla: z.string(), nome: z.string() })
  .openapi("EstadoOpcao");

export const CidadeSchema = z.object({ id: z.number().int(), nome: z.string() }).openapi("CidadeOpcao");

export const CidadesQuery = z.strictObject({
  // The state's id or its two-letter abbreviation (UF).
  estado: z.union([
    QueryId,
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, "Informe o id ou a sigla do estado.")
      .transform((v) => v.toUpperCase()),
  ]),
});

/** `{id, descricao}`: every short option list (simple lists, genders, target audiences, units…). */
export const OpcaoSchema = z.object({ id, descricao: texto }).openapi("Opcao");

// Paginated lists
const Search = { search: z.string().max(120).optional() };

export const SearchQuery = PaginationQuery.extend(Search).strict();

export const PessoaEmpresaQuery = PaginationQuery.extend({ ...Search, empresa: optionalId }).strict();

export const ModeloOfertaListaQuery = PaginationQuery.extend({
  ...Search,
  servico: optionalId,
  ativo: QueryBool,
}).strict();

export const PrestadorListaQuery = PaginationQuery.extend({ ...Search, servico: optionalId }).strict();

export const ServicoListaQuery = PaginationQuery.extend({ ...Search, ativo: QueryBool }).strict();

export const ClientePage = paginatedSchema(EmpresaResumoSchema, "ClienteListaPagina");

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

export const ModeloOfertaListaPage = paginatedSchema(
  z
    .object({
      id,
      titulo: texto,
      valor: z.number(),
      ativo: z.boolean(),
      servico: z.object({ id, titulo: texto, exige_diagnostico: z.boolean() }),
    })
    .openapi("ModeloOfertaLista"),
  "ModeloOfertaListaPagina",
);

export const PrestadorListaPage = paginatedSchema(
  EmpresaResumoSchema.omit({ cpf_mask: true })
    .extend({ suspenso: z.boolean(), ativo: z.boolean() })
    .openapi("PrestadorLista"),
  "PrestadorListaPagina",
);

export const ServicoListaPage = paginatedSchema(
  z
    .object({
      id,
      codigo: texto,
      titulo: texto,
      ativo: z.boolean(),
      exige_diagnostico: z.boolean(),
      tipo: z.object({ descricao: texto }),
      programa: z.object({ descricao: texto }),
    })
    .openapi("ServicoLista"),
  "ServicoListaPagina",
);

export const OpcaoPage = paginatedSchema(OpcaoSchema, "OpcaoPagina");

// Workflow statuses
const entidade = z
  .string()
  .regex(/^[a-z_]{1,40}$/, "Informe a entidade, como solicitacao.")
  .default("solicitacao");
// A status by its id or its código (EM_ANALISE).
const statusRef = z.union([
  QueryId,
  z
    .string()
    .regex(/^[A-Za-z_]{1,60}$/, "Informe o id ou o código do status.")
    .transform((v) => v.toUpperCase()),
]);

export const StatusQuery = z.strictObject({ entidade });
export const SubstatusQuery = z.strictObject({ entidade, status: statusRef.optional() });
export const SubstatusExternoQuery = z.strictObject({ status: statusRef.optional() });

export const SubstatusOpcaoSchema = CorSchema.extend({ status: z.object({ id, codigo: texto }) }).openapi(
  "SubstatusOpcao",
);

// Small reference tables
export const ModeloHoraSchema = z
  .object({ id, descricao: texto, valor_hora: z.number(), valor_hora_adicional: z.number(), hora_limite: id })
  .openapi("ModeloHora");
export const PlanoPagamentoSchema = z
  .object({ id, descricao: texto, parcelas: id })
  .openapi("PlanoPagamento");
export const FaixaQuilometragemSchema = z
  .object({ id, km_minimo: id, km_maximo: id, valor: z.number() })
  .openapi("FaixaQuilometragem");
