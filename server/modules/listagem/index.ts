export { rotaOpcoes } from "./rota-opcoes";
export { listagemRoutes } from "./routes";
