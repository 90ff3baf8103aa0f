export { documentar } from "./documento";
export { RESUMOS } from "./resumos";
export { TAGS } from "./tags";
export { bundleDaReferencia, CSP_DA_REFERENCIA, paginaDaReferencia } from "./referencia";
