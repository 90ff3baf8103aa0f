export { CnpjField, CpfField } from "./cpf-cnpj";
export { empresaRoutes } from "./routes";
export { credenciamentoRoutes } from "./credenciamento/routes";
export { consultorRoutes } from "./consultor/routes";
export { contratoConsultaRoutes } from "./contrato-consulta/routes";
export { empresaUsuarioRoutes } from "./usuario/routes";
export { EmpresaAtendidaSchema } from "./schemas";
export { empresaBuscada, resumoColumns, resumoOf, selectResumo } from "./service";
