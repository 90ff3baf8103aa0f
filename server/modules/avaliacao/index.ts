export { avaliacaoRoutes } from "./routes";
// The demo data answers evaluations with the API's services.
export { avaliar, linkDeAvaliacao } from "./resposta";
export { questionarioDaSolicitacao } from "./consulta";
export { atestadoFinal } from "./atestado";
