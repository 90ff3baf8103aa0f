export { CnpjField, CpfField } from "./cpf-cnpj";
export { empresaRoutes } from "./routes";
export { empresaBuscada, resumoColumns, resumoOf, selectResumo } from "./service";
