export { temaRoutes } from "./routes";
