// The request domain as other modules and the app see it: its routes, who reaches which request,
// the shapes other lists share, and the workflow's substatus codes.
export { gestoresPorCidade } from "./envio/service";
export { solicitacoesDe } from "./consulta/service";
export { isGestao, visivelPara } from "./consulta/escopo";
export { solicitacaoAcoesRoutes } from "./acoes/routes";
export { solicitacaoConsultaRoutes } from "./consulta/routes";
export { solicitacaoCriacaoRoutes } from "./criacao/routes";
export { ConsultorBody } from "./acoes/schemas";
export { CorSchema, EmpresaResumoSchema, PessoaSchema, SubstatusSchema } from "./consulta/schemas";
export { solicitacaoRoutes } from "./routes";
export { daEmpresaBuscada } from "./service";
export { SUBSTATUS } from "./workflow";
