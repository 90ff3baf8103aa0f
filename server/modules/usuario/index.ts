export { ativosDosGrupos, nomeCompleto, nomeCompletoDe, usuariosAtivos } from "./pessoas";
export { usuarioRoutes } from "./routes";
export { PessoaSchema } from "./schemas";
export { cidadesDasUnidades, comGestoresEmDia } from "./gestores-por-unidade";
