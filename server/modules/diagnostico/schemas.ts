import { z } from "@hono/zod-openapi";
import { HistoricoItemSchema } from "../../lib/history";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { Dia, periodo, QueryId, Texto } from "../../lib/params";
import { ACOES_DIAGNOSTICO } from "./workflow";
import { ArquivoSchema } from "../../lib/files";
import { EmpresaAtendidaSchema } from "../empresa";
import { CorSchema } from "../status";
import { RespostaSchema } from "../solicitacao";
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
  /** The client's answers to the offer's sizing questions, what the provider diagnoses from. */
  respostas: z.array(RespostaSchema),
  /** What the client asked to fix, while the diagnostic is in correction. */
  correcao: texto.nullable(),
  versao: z.number().int(),
  /** The workflow's actions the caller may take now. */
  acoes: z.array(z.enum(ACOES_DIAGNOSTICO)),
  historico: z.array(HistoricoItemSchema),
}).openapi("DiagnosticoDetalhe");

export const DiagnosticoPage = paginatedSchema(DiagnosticoSchema, "DiagnosticoPagina");

const statusDiagnostico = z.enum(STATUS_DIAGNOSTICO, { error: "Status de diagnóstico desconhecido." });

export const EnviadosQuery = PaginationQuery.extend({ consultor: QueryId.optional() }).strict();

export const DiagnosticoQuery = EnviadosQuery.extend({ dash_filter: statusDiagnostico.optional() }).strict();
export type DiagnosticoFilter = z.infer<typeof DiagnosticoQuery>;

/** The parties' list: by status (one or several, comma-separated), search and inclusion dates, or a dashboard card. */
export const DiagnosticoExternoQuery = periodo(
  PaginationQuery.extend({
    status: z
      .string()
      .transform((v, ctx) => {
        const codigos = v.split(",").filter(Boolean);
        if (
          codigos.every((c): c is StatusDiagnostico => (STATUS_DIAGNOSTICO as readonly string[]).includes(c))
        )
          return codigos;
        ctx.addIssue({ code: "custom", message: "Status de diagnóstico desconhecido." });
        return z.NEVER;
      })
      .optional(),
    search: z.string().max(120).optional(),
    min_date: Dia.optional(),
    max_date: Dia.optional(),
    dash_filter: statusDiagnostico.optional(),
  }).strict(),
);
export type DiagnosticoExternoFiltro = z.infer<typeof DiagnosticoExternoQuery>;

export const MotivoBody = z.strictObject({ motivo: Texto(10, 2000) }).openapi("DiagnosticoMotivo");

export const ArquivoDiagnosticoForm = z
  .strictObject({
    arquivo: z
      .instanceof(File, { message: "Envie o arquivo no campo arquivo." })
      .openapi({ type: "string", format: "binary" }),
  })
  .openapi("DiagnosticoArquivoEnvio");

export const DiagnosticoAcaoSchema = z
  .object({ id, versao: z.number().int(), status: CorSchema })
  .openapi("DiagnosticoAcao");

export const DiagnosticoConsultorSchema = z
  .object({ id, consultor: PessoaSchema.nullable() })
  .openapi("DiagnosticoConsultor");
