// Quotation: the providers' proposals for released requests, the client's choice and staff's rounds.
export { propostaAcoesRoutes } from "./acoes/routes";
export { propostaRoutes } from "./routes";
export { calcularValores, colunasDeValores, emReais } from "@/lib/regras/valores-proposta";
export { propostaWorkflow } from "./workflow";
// The provider's dashboard counts its opportunities with the same rules its list applies.
export { minhaNaSolicitacao, oportunidadeAberta } from "./consulta";
