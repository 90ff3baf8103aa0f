export { modeloOfertaRoutes } from "./routes";
