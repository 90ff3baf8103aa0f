export { centrocustoRoutes } from "./routes";
