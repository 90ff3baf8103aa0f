export { projetoRoutes } from "./routes";
export { notaRoutes } from "./nota-routes";
export { certificadoRoutes } from "./certificado-routes";
// The demo data delivers, returns and approves stages, and authorises invoices, with the API's services.
export { avaliarEntrega, entregarEtapa, finalizarProjeto } from "./entrega";
export { aceitarDemanda } from "./aceite";
export { inserirCertificado } from "./certificado";
export { finalizarSolicitacao } from "./encerramento";
export { autorizarNota } from "./nota";
// The parties' dashboards count their projects with the same filters the projects list applies.
export { comNota, PAINEL_PROJETO } from "./externo";
export { comNotaAAutorizar } from "./a-autorizar";
