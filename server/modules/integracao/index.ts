export { integracaoRoutes } from "./routes";
export { integracaoAdminRoutes } from "./rotas-admin";
export { integrar } from "./tarefa";
export { enviarPendentes, enviarUm, fasesDoEnvio, RESERVA_MS } from "./envio";
// A record is given up (FALHOU) after as many failures as an outbox delivery.
export { LIMITE_TENTATIVAS } from "../../lib/evento";
export { CONSUMIDORES_INTEGRACAO } from "./consumidores";
export {
  definirModoDoSandbox,
  criarHttp,
  assinatura,
  CABECALHO_ASSINATURA,
  SISTEMAS,
  type Sistema,
} from "./driver";
