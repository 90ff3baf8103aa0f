export { authRoutes } from "./routes";
export { GroupSchema } from "./schemas";
export { setActive } from "./service";
export { groupsOf, resolveToken } from "./token";
