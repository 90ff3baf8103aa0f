export { OportunidadesAbertas } from "./oportunidades-abertas";
export { Subsidio } from "./subsidio";
