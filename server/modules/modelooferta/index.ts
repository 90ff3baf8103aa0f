export { modeloOfertaRoutes } from "./routes";
export { listAcessados, listMarcados } from "./service";
