// Contracting: final analysis, contracts and their signatures, execution authorised.
export { contratoRoutes } from "./routes";
// The demo data takes requests through contracting with the same services the API runs.
export { enviarContratos } from "./envio";
export { assinarNoPortal, assinarPorLink, autorizarAssinatura, linkDeAssinatura } from "./assinatura";
export { contratosDaSolicitacao } from "./consulta";
export { autorizarExecucao } from "./execucao";
// The manager's home counts the programme's signatures the batch page lists.
export { contarAssinaturasDoPrograma } from "./lote";
