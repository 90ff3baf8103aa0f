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
export { editalInscricaoRoutes } from "./inscricao/routes";
export { editalAvaliacaoRoutes } from "./avaliacao/routes";
export { agirNoDocumento, inscrever, passarEtapa } from "./inscricao/service";
export { documentosDe } from "./inscricao/consulta";
export { editalCriacaoRoutes } from "./criacao/routes";
export { detalheDoEdital, listarEditais } from "./criacao/consulta";
export { EditaisQuery } from "./criacao/schemas";
export { editalResultadoRoutes } from "./resultado/routes";
export { finalizarParcial, publicarIndividual } from "./resultado/service";
// The daily expiry notice runs with the deadline alerts (server/modules/notificacao/alertas.ts).
export { avisarVencimentos } from "./resultado/vencimento";
