export { AvaliacaoDaSolicitacaoCard } from "./secoes-por-etapa";
export { StatusTag } from "./status-tag";
