export { integracaoRoutes } from "./routes";
export { integracaoAdminRoutes } from "./rotas-admin";
export { integrar } from "./tarefa";
export { enviarPendentes, enviarUm, fasesDoEnvio, LIMITE_TENTATIVAS, RESERVA_MS } from "./envio";
export { CONSUMIDORES_INTEGRACAO } from "./consumidores";
export {
  definirModoDoSandbox,
  criarHttp,
  assinatura,
  CABECALHO_ASSINATURA,
  SISTEMAS,
  type Sistema,
} from "./driver";
