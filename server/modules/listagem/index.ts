export { rotaOpcoes } from "./opcoes/rota";
export { listagemRoutes } from "./routes";
