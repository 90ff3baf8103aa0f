export { parametroRoutes } from "./routes";
