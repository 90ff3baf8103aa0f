export { PARTES_DO_ORCAMENTO, SituacaoTag } from "./saldos";
