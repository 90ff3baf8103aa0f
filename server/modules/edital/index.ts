export { criarEdital, gravarConteudo, pendenciasDoEdital } from "./criacao/service";
export { EditalBody } from "./criacao/schemas";
export {
  documentoInscricaoWorkflow,
  editalWorkflow,
  inscricaoWorkflow,
  type LinhaDocumentoInscricao,
  type LinhaEdital,
  type LinhaInscricao,
} from "./workflow";
export { editalResultadoRoutes } from "./resultado/routes";
// The daily expiry notice runs with the deadline alerts (server/modules/notificacao/alertas.ts).
export { avisarVencimentos } from "./resultado/vencimento";
