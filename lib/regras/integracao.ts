// The integrations' records (server/modules/integracao): the states of a record the metrics system or the
// ERP is owed, and the words and colours each state, kind and consumer shows with.
/** Waiting to be sent (or retried); sent; given up after the attempt limit; removed (from the other side too). */
export const SITUACAO_INTEGRACAO = {
  PENDENTE: "PENDENTE",
  ENVIADO: "ENVIADO",
  FALHOU: "FALHOU",
  REMOVIDO: "REMOVIDO",
} as const;
export type SituacaoIntegracao = keyof typeof SITUACAO_INTEGRACAO;
export const SITUACOES_INTEGRACAO = Object.keys(SITUACAO_INTEGRACAO) as SituacaoIntegracao[];
/** What the provisioning list shows unless told otherwise: what still needs attention. */
export const SITUACOES_EM_ABERTO: SituacaoIntegracao[] = ["FALHOU", "PENDENTE"];
/** Reprocessing takes what was not delivered; what was delivered or removed is sent again as new. */
export const SITUACOES_A_REPROCESSAR: SituacaoIntegracao[] = ["FALHOU", "PENDENTE"];
/** What can be removed: anything not removed already (the other side is told when it holds it). */
export const SITUACOES_REMOVIVEIS: SituacaoIntegracao[] = ["PENDENTE", "ENVIADO", "FALHOU"];
/** Finished rounds: a new send starts another (with a new key). */
export const SITUACOES_CONCLUIDAS: SituacaoIntegracao[] = ["ENVIADO", "REMOVIDO"];

export const SITUACAO_VISTA: Record<SituacaoIntegracao, { texto: string; cor?: "gold" | "green" | "red" }> = {
  PENDENTE: { texto: "Aguardando envio", cor: "gold" },
  ENVIADO: { texto: "Entregue", cor: "green" },
  FALHOU: { texto: "Falhou", cor: "red" },
  REMOVIDO: { texto: "Removido" },
};

export const TIPO_VISTO: Record<string, string> = {
  solicitacao: "Solicitação",
  diagnostico: "Diagnóstico",
  contrato: "Contrato",
  parcela: "Parcela",
  empenho: "Empenho do centro de custo",
  pagamento: "Pagamento",
  estorno: "Estorno de pagamento",
  email: "E-mail",
};

export const CONSUMIDOR_VISTO: Record<string, string> = {
  notificacao: "Notificações",
  email: "E-mail",
  metricas: "Sistema de métricas",
  rm: "ERP (RM)",
};
