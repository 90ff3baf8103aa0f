export { notificacaoRoutes } from "./routes";
export { criarCentral, type Central, type MotivoFim } from "./central";
// Tests deliver and raise alerts with the same functions the central runs.
export { entregarEventos, NOTIFICACOES, notificacoesDe } from "./entrega";
export { gerarAlertas } from "./alertas";
// The e-mail consumer and digest read how each user wants each kind.
export { canaisDe, preferenciasDe } from "./preferencia/service";
export { categoriaDe, tiposDe } from "./preferencia/categorias";
