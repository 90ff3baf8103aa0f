export { VinculoConsultor } from "./vinculo-consultor";
