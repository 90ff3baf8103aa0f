// Codes of a proposal, shared by the forms and the server (DESIGN §5), in workflow order.
import { porNome } from "./estados";

export const STATUS_PROPOSTA = [
  "RASCUNHO",
  "ENVIADA",
  "SELECIONADA",
  "EM_NEGOCIACAO",
  "CONTRATADA",
  "NAO_SELECIONADA",
  "DESISTENCIA",
] as const;
export type StatusProposta = (typeof STATUS_PROPOSTA)[number];
export const PROPOSTA = porNome(STATUS_PROPOSTA);

/** A proposal the provider may still change or give up. */
export const PROPOSTA_ABERTA: readonly StatusProposta[] = [
  "RASCUNHO",
  "ENVIADA",
  "SELECIONADA",
  "EM_NEGOCIACAO",
];

/** The provider is asked to change its proposal: a draft to send, a revision the client asked for. */
export const PROPOSTA_PEDE_EDICAO: readonly string[] = [
  "RASCUNHO",
  "EM_NEGOCIACAO",
] satisfies StatusProposta[];

/** The proposal chosen by the client: its contract is signed and followed from it. */
export const PROPOSTA_ESCOLHIDA: readonly string[] = ["SELECIONADA", "CONTRATADA"] satisfies StatusProposta[];

/** A draft, or given up: its provider takes no part in the request's rounds (nor is told of them). */
export const PROPOSTA_FORA_DA_DISPUTA: readonly StatusProposta[] = ["RASCUNHO", "DESISTENCIA"];

/** The provider's opportunities' filter (dash_filter): those with a draft of theirs, or not started. */
export const FILTROS_OPORTUNIDADE = ["RASCUNHO", "SEM_PROPOSTA"] as const;
export type FiltroOportunidade = (typeof FILTROS_OPORTUNIDADE)[number];
export const FILTRO_OPORTUNIDADE = porNome(FILTROS_OPORTUNIDADE);

/** The programme's part of a proposal's subsidy, to the cent: what its cost centre reserves (partners pay theirs). */
export const subsidioDoPrograma = (valorSubsidio: number | string, valorSubsidioParceiros: number | string) =>
  (Math.round(Number(valorSubsidio) * 100) - Math.round(Number(valorSubsidioParceiros) * 100)) / 100;
