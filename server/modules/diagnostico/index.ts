export { diagnosticoRoutes } from "./routes";
