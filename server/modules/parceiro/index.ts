export { parceiroRoutes } from "./routes";
