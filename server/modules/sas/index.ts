export { sasRoutes } from "./routes";
