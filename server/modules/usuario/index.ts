export {
  ativosDosGrupos,
  GESTORES,
  listPessoasEmpresa,
  listUsuariosDosGrupos,
  listUsuariosInternos,
  nomeCompleto,
  nomeCompletoDe,
  usuariosAtivos,
} from "./pessoas";
export { usuarioRoutes } from "./routes";
