import { z } from "@hono/zod-openapi";
import { HistoricoItemSchema } from "../../lib/history";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { QueryId } from "../../lib/params";
import { ArquivoSchema } from "../../lib/files";
import { EmpresaAtendidaSchema } from "../empresa";
import { CorSchema } from "../status";
import { PessoaSchema } from "../usuario";
import { STATUS_DIAGNOSTICO, type StatusDiagnostico } from "@/lib/regras/diagnostico";

const id = z.number().int();
const texto = z.string();

export type { StatusDiagnostico };

const DiagnosticoSchema = z
  .object({
    id,
    nrodiagnostico: texto,
    solicitacao: z.object({ id, nrosolicitacao: texto }),
    empresa_label: texto,
    modelooferta: z.object({ id, titulo: texto }),
    status: CorSchema.extend({ etapa: z.number().int() }),
    ematraso: z.boolean(),
    prazo: texto,
    comprovante: z.object({ id, nome: texto }).nullable(),
    prestador: z.object({ id, nomefantasia: texto }),
    consultor: PessoaSchema.nullable(),
    dtainclusao: texto,
  })
  .openapi("Diagnostico");

export const DiagnosticoDetalheSchema = DiagnosticoSchema.extend({
  objetivo: texto,
  empresas_detalhe: z.array(EmpresaAtendidaSchema),
  arquivo: ArquivoSchema.nullable(),
  historico: z.array(HistoricoItemSchema),
}).openapi("DiagnosticoDetalhe");

export const DiagnosticoPage = paginatedSchema(DiagnosticoSchema, "DiagnosticoPagina");

export const EnviadosQuery = PaginationQuery.extend({ consultor: QueryId.optional() }).strict();

export const DiagnosticoQuery = EnviadosQuery.extend({
  dash_filter: z.enum(STATUS_DIAGNOSTICO, { error: "Status de diagnóstico desconhecido." }).optional(),
}).strict();
export type DiagnosticoFilter = z.infer<typeof DiagnosticoQuery>;

export const DiagnosticoConsultorSchema = z
  .object({ id, consultor: PessoaSchema.nullable() })
  .openapi("DiagnosticoConsultor");
