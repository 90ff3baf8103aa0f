export { programaRoutes } from "./routes";
