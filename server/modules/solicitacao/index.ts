// The request domain as other modules and the app see it: its routes, the shapes other lists share,
// and the workflow's substatus codes.
export { gestoresPorCidade } from "./envio/service";
export { solicitacoesDe } from "./consulta/service";
export { solicitacaoAcoesRoutes } from "./acoes/routes";
export { colunasDasRegras, linhaDasRegras, seguirSolicitacao } from "./acoes/seguir";
export { centroCustoAtivo, porcentagemSubsidio, reservarSubsidio } from "./acoes/reserva";
export { numeroParametro, textoParametro } from "../../lib/parametro";
export { solicitacaoConsultaRoutes } from "./consulta/routes";
export { solicitacaoCriacaoRoutes } from "./criacao/routes";
export { solicitacaoEnvioRoutes } from "./envio/routes";
export { ConsultorBody, MotivoBody } from "./acoes/schemas";
export { SubstatusSchema } from "./consulta/schemas";
export { solicitacaoRoutes } from "./routes";
export { daEmpresaBuscada } from "./service";
export { comServico } from "./servico";
export { SUBSTATUS, solicitacaoWorkflow } from "./workflow";
export { encerrarPrazos, lancesDaRodada, rodadaAbertaEm } from "./acoes/prazo";
export { diagnosticoAprovado } from "./acoes/prazo-do-diagnostico";
export { acaoResult, alterarCentroCusto } from "./acoes/service";
export { AcaoResultSchema } from "./acoes/schemas";
export { respostasOf } from "./envio/respostas";
export { RespostaSchema } from "./schemas";
// The dashboards count what the lists show with the lists' own filters and counting.
export { contarPorSituacao } from "./consulta/contagem";
export { filtroDaFila, type FiltroDaFila } from "./consulta/fila";
export { prazosDasSolicitacoes, semana } from "./consulta/prazos";
export { SituacaoContagemSchema } from "./consulta/schemas";
export { ABERTOS } from "./workflow";
