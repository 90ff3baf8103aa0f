export { unidadeAtendimentoRoutes } from "./routes";
