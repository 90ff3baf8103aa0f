export { authRoutes } from "./routes";
export { GroupSchema } from "./schemas";
export { setActive } from "./service";
export { CANAL_SESSAO, groupsOf, resolveToken, tokensVivos } from "./token";
