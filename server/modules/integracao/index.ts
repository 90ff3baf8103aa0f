export { integracaoRoutes } from "./routes";
