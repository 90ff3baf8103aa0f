export { diagnosticoAcoesRoutes } from "./acoes/routes";
export { diagnosticoRoutes } from "./routes";
