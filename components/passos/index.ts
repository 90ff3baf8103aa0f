export { PassosDaSolicitacao } from "./passos";
export { textoDaVez, textoDoPasso } from "./texto";
export { irPara, SECAO } from "./secoes";
