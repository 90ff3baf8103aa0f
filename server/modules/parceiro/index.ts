export { parceiroRoutes } from "./routes";
export { exigirParceirosAtivos } from "./service";
