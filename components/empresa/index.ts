export { BotaoDadosDoPrestador, DadosDoPrestador, ModalDoPrestador } from "./dados-do-prestador";
export { EmpresasLista } from "./lista";
