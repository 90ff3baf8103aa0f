import { z } from "@hono/zod-openapi";
import { FILTROS_OPORTUNIDADE, STATUS_PROPOSTA } from "@/lib/regras/proposta";
import { ArquivoSchema } from "../../lib/files";
import { HistoricoItemSchema } from "../../lib/history";
import { PaginationQuery, paginatedSchema } from "../../lib/pagination";
import { Dia, Id, QueryBool, Texto } from "../../lib/params";
import { EmpresaAtendidaSchema } from "../empresa";
import { EtapaModeloSchema } from "../servico";
import { RespostaSchema } from "../solicitacao";
import { CorSchema } from "../status";
import { ACOES_PROPOSTA, ACOES_COTACAO } from "./workflow";

const id = z.number().int();
const texto = z.string();
const dinheiro = z.number();

const statusProposta = z.enum(STATUS_PROPOSTA, { error: "Status de proposta desconhecido." });

/** The request as the quotation lists show it. */
const SolicitacaoResumo = z.object({
  id,
  nrosolicitacao: texto,
  empresa_label: texto,
  modelooferta: z.object({ id, titulo: texto }),
  dtaprazoenvioproposta: texto.nullable(),
});

export const OportunidadeSchema = SolicitacaoResumo.extend({
  objetivo: texto,
  /** The caller's proposal for it, when they started one. */
  minha_proposta: z.object({ id, status: CorSchema }).nullable(),
}).openapi("PropostaOportunidade");

export const OportunidadePage = paginatedSchema(OportunidadeSchema, "PropostaOportunidadePagina");

export const PropostaResumoSchema = z
  .object({
    id,
    solicitacao: SolicitacaoResumo,
    prestador: z.object({ id, nomefantasia: texto, cnpj_mask: texto.nullable() }),
    /** SPEC §3's name of the proposing company: the same as `prestador`. */
    empresa_proposta: z.object({ id, nomefantasia: texto, cnpj_mask: texto.nullable() }),
    status: CorSchema,
    valor_bruto: dinheiro,
    /** The whole subsidy: the programme's and the partners' (`valor_subsidio_parceiros`). */
    valor_subsidio: dinheiro,
    valor_subsidio_parceiros: dinheiro,
    valor_cliente: dinheiro,
    /** The programme's subsidy rule, rounded to a whole number for clients (DESIGN §5). */
    percentual_subsidio: z.number(),
    /** The shares of the gross value the subsidies (programme and partners) and the client pay, summing 100. */
    porcentagem_subsidio: z.number(),
    porcentagem_cliente: z.number(),
    dta_inicio: texto,
    dta_fim: texto,
    dtaprazo: texto,
    visita: z.boolean(),
    dtaenvio: texto.nullable(),
  })
  .openapi("PropostaResumo");

export const PropostaPage = paginatedSchema(PropostaResumoSchema, "PropostaPagina");

export const PropostaEtapaSchema = z
  .object({
    id,
    etapa: EtapaModeloSchema,
    ordem: id,
    horas: id,
    visita: z.boolean(),
    valor: dinheiro,
  })
  .openapi("PropostaEtapa");

export const PropostaDetalheSchema = PropostaResumoSchema.extend({
  comentario: texto,
  modelo_hora: z.object({ id, descricao: texto }),
  faixa_quilometragem: z.object({ id, km_minimo: id, km_maximo: id }).nullable(),
  plano_pagamento: z.object({ id, descricao: texto, parcelas: id }),
  etapas: z.array(PropostaEtapaSchema),
  parcelas: z.array(z.object({ numero: id, etapa_ordem: id, valor: dinheiro })),
  /** The provider's own PDF of the proposal, when attached. */
  arquivo: ArquivoSchema.nullable(),
  /** Since when the provider is accredited for the service (null: chosen directly without one). */
  credenciado_desde: texto.nullable(),
  versao: id,
  acoes: z.array(z.enum(ACOES_PROPOSTA)),
  historico: z.array(HistoricoItemSchema),
}).openapi("PropostaDetalhe");

/** A request as those who quote it see it: what to quote, the deadline and the proposals they may read. */
export const CotacaoSchema = SolicitacaoResumo.extend({
  substatus: CorSchema,
  objetivo: texto,
  servico: z.object({ id, titulo: texto }),
  etapas: z.array(EtapaModeloSchema),
  /** The client's answers to the offer's sizing questions. */
  respostas: z.array(RespostaSchema),
  /** The subsidy percentages a proposal's values are computed with now: the programme's and the partners'. */
  subsidio: z.object({ porcentagem: z.number(), parceiros: z.number() }),
  empresas: z.array(EmpresaAtendidaSchema),
  /** The round is over (past the deadline) and no proposal came: staff open a new round or cancel. */
  prazo_encerrado_sem_propostas: z.boolean(),
  /** The approved diagnostic, for services that need one. */
  diagnostico: z.object({ id, nrodiagnostico: texto, arquivo: ArquivoSchema.nullable() }).nullable(),
  propostas: z.array(PropostaResumoSchema),
  /** The request's version, for If-Match on the client's sending to final analysis. */
  versao: id,
  /** What the user may do now on the request from this page, from its table: send it to final analysis. */
  acoes: z.array(z.enum(ACOES_COTACAO)),
}).openapi("PropostaCotacao");

export const OportunidadeQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  /** "RASCUNHO": those with a draft of mine; "SEM_PROPOSTA": those I have not started. */
  dash_filter: z.enum(FILTROS_OPORTUNIDADE, { error: "Use RASCUNHO ou SEM_PROPOSTA." }).optional(),
}).strict();

export const MinhasQuery = PaginationQuery.extend({
  search: z.string().max(120).optional(),
  status: statusProposta.optional(),
}).strict();

export const SalvarQuery = z.strictObject({ partial_save: QueryBool });

const EtapaPedida = z.strictObject({
  etapa: Id,
  horas: z
    .number({ error: "Informe as horas da etapa." })
    .int("Use horas inteiras.")
    .min(1, "Cada etapa precisa de ao menos 1 hora.")
    .max(2000, "Use no máximo 2000 horas por etapa."),
  visita: z.boolean().default(false),
});

const camposDaProposta = {
  dta_inicio: Dia,
  dta_fim: Dia,
  dtaprazo: Dia,
  comentario: Texto(0, 2000).default(""),
  modelo_hora: Id,
  faixa_quilometragem: Id.nullable().default(null),
  plano_pagamento: Id,
  etapas: z.array(EtapaPedida).min(1, "Informe as horas de cada etapa."),
  /** The offer stage (etapa id) each instalment is paid on, in instalment order. */
  parcelas: z.array(Id).min(1, "Diga em que etapa cada parcela é paga."),
};

const datasEmOrdem = <T extends { dta_inicio: string; dta_fim: string }>(p: T) => p.dta_inicio <= p.dta_fim;
const DATAS = { path: ["dta_fim"], message: "O fim deve ser igual ou posterior ao início." };

export const NovaPropostaBody = z
  .strictObject({ solicitacao: Id, ...camposDaProposta })
  .refine(datasEmOrdem, DATAS)
  .openapi("PropostaEnvio");
export type NovaProposta = z.infer<typeof NovaPropostaBody>;

export const AtualizaPropostaBody = z
  .strictObject({ id: Id, ...camposDaProposta })
  .refine(datasEmOrdem, DATAS)
  .openapi("PropostaAtualizacao");
export type AtualizaProposta = z.infer<typeof AtualizaPropostaBody>;

export const MotivoBody = z.strictObject({ motivo: Texto(10, 2000) }).openapi("PropostaMotivo");

export const NovaRodadaBody = z
  .strictObject({ dtaprazoenvioproposta: Dia, motivo: Texto(0, 2000).default("") })
  .openapi("PropostaNovaRodada");

export const PropostaAcaoSchema = z.object({ id, versao: id, status: CorSchema }).openapi("PropostaAcao");

export const ArquivoPropostaForm = z
  .strictObject({
    arquivo: z
      .instanceof(File, { message: "Envie o arquivo no campo arquivo." })
      .openapi({ type: "string", format: "binary" }),
  })
  .openapi("PropostaArquivoEnvio");

/** The partners co-funding a request (none clears them). */
export const ParceirosBody = z
  .strictObject({
    parceiros: z
      .array(Id, { error: "Informe a lista de parceiros." })
      .max(10, "Escolha no máximo 10 parceiros."),
  })
  .openapi("SolicitacaoParceirosAlteracao");
