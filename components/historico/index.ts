export { CartaoDeHistorico } from "./cartao";
export { HistoricoTimeline } from "./timeline";
