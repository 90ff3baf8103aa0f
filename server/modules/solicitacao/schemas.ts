import { CorSchema } from "../status";
import { z } from "@hono/zod-openapi";
import { HistoricoItemSchema } from "../../lib/history";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { PerguntaSchema } from "../servico";
import { ExecucaoSchema, PrestadorDoProjetoSchema } from "./consulta/execucao";
import { ACOES_SOLICITACAO } from "./workflow";
import { SUBSTATUS_SOLICITACAO } from "@/lib/regras/solicitacao";

const id = z.number().int();
const Cor = z.object({ id, codigo: z.string(), descricao: z.string(), cor: z.string() });

export const SolicitacaoSchema = z
  .object({
    id,
    nrosolicitacao: z.string(),
    // The one company of the request, or null when there are several (then empresa_label says so).
    empresa: z.object({ id, nomefantasia: z.string(), razaosocial: z.string() }).nullable(),
    empresa_label: z.string(),
    empresas: z.array(z.object({ id, nomefantasia: z.string() })),
    count_empresas: z.number().int(),
    modelooferta: z.object({
      id,
      titulo: z.string(),
      imagem: z.string().nullable(),
      servico: z.object({ titulo: z.string() }),
    }),
    substatus: Cor.extend({ status: Cor }),
    valor: z.number(),
    objetivo: z.string(),
    dtainclusao: z.string(),
    gestor: z.object({ nome: z.string(), sobrenome: z.string() }).nullable(),
  })
  .openapi("SolicitacaoExterna");

export const SolicitacaoDetalheSchema = SolicitacaoSchema.extend({
  // Sent back as If-Match when the client answers a returned request.
  versao: z.number().int(),
  justificativa: z.string(),
  gestores: z.array(z.object({ id, nome: z.string(), sobrenome: z.string() })),
  dtaprazoenvioproposta: z.string().nullable(),
  escolha_direta: z.boolean(),
  // What staff asked when they sent the request back, while it waits for the client's update.
  ajuste: z.string().nullable(),
  /** The request's diagnostics the client may read (sent for review, in correction, approved). */
  diagnosticos: z.array(
    z.object({
      id,
      nrodiagnostico: z.string(),
      status: CorSchema,
      prestador: z.object({ id, nomefantasia: z.string() }),
    }),
  ),
  historico: z.array(HistoricoItemSchema.omit({ id: true, usuario: true })),
  prestador: PrestadorDoProjetoSchema,
  ...ExecucaoSchema.shape,
  /** What the client may do now, from the request's table (answer a return, send to final analysis…). */
  acoes: z.array(z.enum(ACOES_SOLICITACAO)),
}).openapi("SolicitacaoExternaDetalhe");

export const SolicitacaoPage = paginatedSchema(SolicitacaoSchema, "SolicitacaoExternaPagina");

export const SolicitacaoQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  dash_filter: z
    .string()
    .regex(/^[A-Z_]{1,60}$/, "Use o código de um status, como EM_ANALISE.")
    .optional(),
  /** One step of the workflow (what waits for the client: a return to answer, a proposal to choose…). */
  substatus: z.enum(SUBSTATUS_SOLICITACAO, { error: "Substatus desconhecido." }).optional(),
}).strict();

export const RespostaSchema = z
  .object({ pergunta: PerguntaSchema, resposta: z.string() })
  .openapi("RespostaSolicitacao");
