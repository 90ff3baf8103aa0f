export { notificacaoRoutes } from "./routes";
export { criarCentral, type Central, type MotivoFim } from "./central";
// Tests deliver and raise alerts with the same functions the central runs.
export { entregarEventos, NOTIFICACOES } from "./entrega";
export { gerarAlertas } from "./alertas";
