export { authRoutes } from "./routes";
export { GroupSchema } from "./schemas";
export { emitirLinkDeSenha } from "./senha";
export { CANAL_SESSAO, groupsOf, resolveToken, revokeAllTokens, tokensVivos } from "./token";
