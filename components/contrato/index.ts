export { ContratosDaSolicitacao } from "./contratos";
