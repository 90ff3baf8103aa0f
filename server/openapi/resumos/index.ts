import { RESUMOS_ACESSO_E_CADASTROS } from "./acesso-e-cadastros";
import { RESUMOS_CATALOGO_E_EMPRESAS } from "./catalogo-e-empresas";
import { RESUMOS_EDITAL_E_INTEGRACAO } from "./edital-e-integracao";
import { RESUMOS_SOLICITACAO } from "./solicitacao";

/**
 * The one table of the API's operation summaries in pt-BR, keyed "METHOD /path/" as the routes declare them
 * (without the /api/hub base): the reference page and integrators read them. A test fails when an operation
 * has none, or a summary names an operation the app does not serve.
 */
export const RESUMOS: Readonly<Record<string, string>> = {
  ...RESUMOS_ACESSO_E_CADASTROS,
  ...RESUMOS_CATALOGO_E_EMPRESAS,
  ...RESUMOS_SOLICITACAO,
  ...RESUMOS_EDITAL_E_INTEGRACAO,
};
