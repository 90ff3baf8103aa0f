export { projetoRoutes } from "./routes";
