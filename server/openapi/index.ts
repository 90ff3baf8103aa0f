export { documentar } from "./documento";
export { RESUMOS } from "./resumos";
export { TAGS } from "./tags";
