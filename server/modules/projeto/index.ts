export { projetoRoutes } from "./routes";
export { notaRoutes } from "./nota-routes";
// The demo data delivers, returns and approves stages, and authorises invoices, with the API's services.
export { avaliarEntrega, entregarEtapa } from "./entrega";
export { autorizarNota } from "./nota";
