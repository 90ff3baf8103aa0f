// The request domain as other modules and the app see it: its routes, who reaches which request,
// the shapes other lists share, and the workflow's substatus codes.
export { gestoresPorCidade } from "./enviar";
export { solicitacoesDe } from "./interno/consulta";
export { isGestao, visivelPara } from "./interno/escopo";
export { solicitacaoAcoesRoutes } from "./interno/routes-acoes";
export { solicitacaoConsultaRoutes } from "./interno/routes-consulta";
export { solicitacaoCriacaoRoutes } from "./interno/routes-criacao";
export { ConsultorBody } from "./interno/schemas-acoes";
export { CorSchema, EmpresaResumoSchema, PessoaSchema, SubstatusSchema } from "./interno/schemas-interno";
export { solicitacaoRoutes } from "./routes";
export { daEmpresaBuscada } from "./service";
export { SUBSTATUS } from "./workflow";
