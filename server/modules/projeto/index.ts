export { projetoRoutes } from "./routes";
export { notaRoutes } from "./nota-routes";
// The demo data delivers and returns stages with the same services the API runs.
export { avaliarEntrega, entregarEtapa } from "./entrega";
