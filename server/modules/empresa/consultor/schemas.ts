import { z } from "@hono/zod-openapi";
import { CONSULTOR } from "@/lib/regras/consultor";
import { PaginationQuery, paginatedSchema } from "../../../lib/pagination";
import { Id, QueryId, Texto } from "../../../lib/params";
import { CpfField, TelefoneField } from "../../../lib/cpf-cnpj";
import { SITUACOES_CREDENCIAMENTO } from "@/lib/regras/credenciamento";
import { ACOES_CREDENCIAMENTO_CONSULTOR } from "./workflow";

const id = z.number().int();
const texto = z.string();
const situacao = z.enum(SITUACOES_CREDENCIAMENTO);
const servico = z.object({ id, codigo: texto, titulo: texto });

/** A consultant's accreditation for one service (`id` is the consultor_credenciamento row). */
export const ConsultorCredenciamentoSchema = z
  .object({
    id,
    servico,
    situacao,
    dtaatualizacao: texto,
    /** What the user may do on it now, from its table: grant, ask again, withdraw (its provider). */
    acoes: z.array(z.enum(ACOES_CREDENCIAMENTO_CONSULTOR)),
  })
  .openapi("ConsultorCredenciamento");

const consultor = {
  id,
  empresa: id,
  nome: texto,
  sobrenome: texto,
  cpf_mask: texto.nullable(),
  email: texto,
  telefone: texto,
  dtainclusao: texto,
};

/** A provider's consultant with every accreditation it has. */
export const ConsultorSchema = z
  .object({ ...consultor, credenciamentos: z.array(ConsultorCredenciamentoSchema) })
  .openapi("ConsultorPrestador");

export const ConsultorPage = paginatedSchema(ConsultorSchema, "ConsultorPrestadorPagina");

/** A provider's consultant as the list of one service shows it: whether it is accredited for it. */
export const ConsultorDoServicoSchema = z
  .object({
    ...consultor,
    /** Accredited (CREDENCIADO) for the service. */
    credenciamento: z.boolean(),
    /** The accreditation for the service, when one was asked. */
    situacao: situacao.nullable(),
    credenciamento_id: id.nullable(),
  })
  .openapi("ConsultorDoServico");

export const ConsultorDoServicoPage = paginatedSchema(ConsultorDoServicoSchema, "ConsultorDoServicoPagina");

export const ConsultorQuery = PaginationQuery.extend({
  search: z.string().trim().max(120, "Busque com no máximo 120 caracteres.").optional(),
}).strict();
export type ConsultorFiltro = z.infer<typeof ConsultorQuery>;

export const EmpresaServicoParams = z.object({ empresa: QueryId, servico: QueryId });

export const ConsultorBody = z
  .strictObject({
    empresa: Id,
    nome: Texto(CONSULTOR.nome.min, CONSULTOR.nome.max),
    sobrenome: Texto(0, CONSULTOR.sobrenome.max).default(""),
    cpf: CpfField,
    email: z
      .email({ error: "Informe um e-mail válido." })
      .max(CONSULTOR.email.max, "Use no máximo 254 caracteres."),
    telefone: TelefoneField.optional(),
  })
  .openapi("ConsultorNovo");
export type ConsultorBody = z.infer<typeof ConsultorBody>;

export const CredenciarBody = z.strictObject({ consultor: Id, servico: Id }).openapi("ConsultorCredenciar");
