// Codes and limits of a request, shared by the forms and the server (its schemas and workflow table).
import { porNome } from "./estados";

/** Status codes of a request (DESIGN §5), each a stage of substatuses, in workflow order. */
export const STATUS_SOLICITACAO = [
  "EM_ANALISE",
  "EM_COTACAO",
  "EM_CONTRATACAO",
  "EM_EXECUCAO",
  "FINALIZADA",
  "CANCELADA",
] as const;
export type StatusSolicitacao = (typeof STATUS_SOLICITACAO)[number];

/** The statuses of requests still on their way. */
export const STATUS_EM_ANDAMENTO: readonly string[] = [
  "EM_ANALISE",
  "EM_COTACAO",
  "EM_CONTRATACAO",
  "EM_EXECUCAO",
] satisfies StatusSolicitacao[];

/** The statuses where a request became a contract: in execution, or finished. */
export const STATUS_CONTRATADO: readonly string[] = [
  "EM_EXECUCAO",
  "FINALIZADA",
] satisfies StatusSolicitacao[];

/** Substatus codes of a request (DESIGN §5), in workflow order; the `status` tables hold their texts. */
export const SUBSTATUS_SOLICITACAO = [
  "AGUARDANDO_ANALISE",
  "DEVOLVIDA_CLIENTE",
  "AGUARDANDO_DIAGNOSTICO",
  "AGUARDANDO_PROPOSTAS",
  "PROPOSTAS_EM_ANALISE",
  "EM_NEGOCIACAO",
  "ANALISE_FINAL_GESTOR",
  "AGUARDANDO_ASSINATURA",
  "AGUARDANDO_PAGAMENTO",
  "AGUARDANDO_AUTORIZACAO",
  "EM_EXECUCAO",
  "AGUARDANDO_AVALIACAO",
  "CONCLUIDA",
  "CANCELADA",
] as const;
export type SubstatusSolicitacao = (typeof SUBSTATUS_SOLICITACAO)[number];
export const SOLICITACAO = porNome(SUBSTATUS_SOLICITACAO);

/** Concluded or cancelled: nothing changes any more (its consultant neither). */
export const SUBSTATUS_FINAIS: readonly string[] = [
  "CONCLUIDA",
  "CANCELADA",
] satisfies SubstatusSolicitacao[];

/** The round closed: the proposals are being decided (chosen, negotiated, reviewed by the manager). */
export const PROPOSTAS_EM_DECISAO: readonly string[] = [
  "PROPOSTAS_EM_ANALISE",
  "EM_NEGOCIACAO",
  "ANALISE_FINAL_GESTOR",
] satisfies SubstatusSolicitacao[];

/** Proposals are in play, from the round's release to the final analysis: staff follow them and the round. */
export const COM_PROPOSTAS: readonly string[] = ["AGUARDANDO_PROPOSTAS", ...PROPOSTAS_EM_DECISAO];

/** What waits for the client, by the substatus that asks it: the client's dashboard counts and links each. */
export const A_CARGO_DO_CLIENTE = {
  ajuste: "DEVOLVIDA_CLIENTE",
  proposta: "PROPOSTAS_EM_ANALISE",
  assinatura: "AGUARDANDO_ASSINATURA",
  pagamento: "AGUARDANDO_PAGAMENTO",
  avaliacao: "AGUARDANDO_AVALIACAO",
} as const satisfies Record<string, SubstatusSolicitacao>;

/** What waits for the request's managers, by the substatus that asks it: their home counts and links each. */
export const A_CARGO_DA_GESTAO = {
  novas: "AGUARDANDO_ANALISE",
  analise_final: "ANALISE_FINAL_GESTOR",
  autorizacao: "AGUARDANDO_AUTORIZACAO",
} as const satisfies Record<string, SubstatusSolicitacao>;

/** Who started the request: the client, staff, or the programme hiring a provider. */
export const TIPOS_SOLICITACAO = ["EXTERNA", "INTERNA", "CONTRATACAO_INTERNA"] as const;
export type TipoSolicitacao = (typeof TIPOS_SOLICITACAO)[number];

/** The queue's deadline filter: a deadline due from now to this Sunday, or one already missed. */
export const PRAZOS_FILA = ["semana", "atrasado"] as const;
export type PrazoFila = (typeof PRAZOS_FILA)[number];

/** The free texts of a request (objective, reasons, answers): trimmed length. */
export const TEXTO_MIN = 10;
export const TEXTO_MAX = 2000;

/** Substatuses from the payment on: the client and staff see the payment of the client's share. */
export const COM_PAGAMENTO: readonly string[] = SUBSTATUS_SOLICITACAO.slice(
  SUBSTATUS_SOLICITACAO.indexOf("AGUARDANDO_PAGAMENTO"),
  SUBSTATUS_SOLICITACAO.indexOf("CANCELADA"),
);

/** Substatuses from the contracts sent on: the request's parties and staff see its contract. */
export const COM_CONTRATO: readonly string[] = SUBSTATUS_SOLICITACAO.slice(
  SUBSTATUS_SOLICITACAO.indexOf("AGUARDANDO_ASSINATURA"),
  SUBSTATUS_SOLICITACAO.indexOf("CANCELADA"),
);

/** Substatuses from the project sent for evaluation on: its parties and staff see the evaluation. */
export const COM_AVALIACAO: readonly string[] = ["AGUARDANDO_AVALIACAO", "CONCLUIDA"];
