export { portalDocumentoRoutes } from "./routes";
