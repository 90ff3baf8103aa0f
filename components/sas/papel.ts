import type { Vinculo } from "@/services/sas";

/** How each role of a person in a company reads. */
export const PAPEL: Record<Vinculo["papel"], string> = {
  PROPRIETARIO: "Proprietário de imóvel rural",
  SOCIO_ADMINISTRADOR: "Sócio-administrador",
};

/** A company as the lookups name it: its trade name and its CNPJ, or a rural producer's masked CPF. */
export const nomeDaEmpresa = (e: Vinculo["empresa"]) =>
  [e.nomefantasia, e.cnpj_mask ?? e.cpf_mask].filter(Boolean).join(" · ");
