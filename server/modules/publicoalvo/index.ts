export { publicoAlvoRoutes } from "./routes";
