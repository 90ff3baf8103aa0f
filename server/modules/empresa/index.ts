export { CnpjField, CpfField } from "../../lib/cpf-cnpj";
export { empresaRoutes } from "./routes";
export { credenciamentoRoutes } from "./credenciamento/routes";
// The demo data asks, decides and suspends accreditations with the API's services.
export { solicitarCredenciamento, suspenderCredenciamento } from "./credenciamento/service";
// A tender's published result accredits or refuses the company's services as staff do (server/modules/edital).
export { aplicarResultadoDeEdital } from "./credenciamento/service";
export { enviarDocumento, tiposDeDocumento } from "./credenciamento/documento";
export { consultorRoutes } from "./consultor/routes";
// The demo data adds consultants and asks their accreditation with the API's services.
export { adicionarConsultor } from "./consultor/cadastro";
export { credenciarConsultor } from "./consultor/credenciamento";
export { contratoConsultaRoutes } from "./contrato-consulta/routes";
export { empresaUsuarioRoutes } from "./usuario/routes";
export { EmpresaAtendidaSchema } from "./schemas";
export { empresaBuscada, resumoColumns, resumoOf, selectResumo } from "./service";
