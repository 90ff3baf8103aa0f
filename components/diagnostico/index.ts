export { ArquivoDoDiagnostico } from "./arquivo";
export { DiagnosticosPendentes } from "./pendentes";
export { DiagnosticoStatus } from "./situacao";
