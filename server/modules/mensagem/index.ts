export { mensagemRoutes } from "./routes";
