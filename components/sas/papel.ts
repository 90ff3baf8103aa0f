import type { Vinculo } from "@/services/sas";

/** How each role of a person in a company reads. */
export { ROTULO_PAPEL as PAPEL } from "@/lib/regras/sas";

/** A company as the lookups name it: its trade name and its CNPJ, or a rural producer's masked CPF. */
export const nomeDaEmpresa = (e: Vinculo["empresa"]) =>
  [e.nomefantasia, e.cnpj_mask ?? e.cpf_mask].filter(Boolean).join(" · ");
