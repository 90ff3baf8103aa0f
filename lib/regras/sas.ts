// A person's role in a company, as the SAS names it and as the portal reads it (lists, exports).

export const PAPEIS_SAS = ["PROPRIETARIO", "SOCIO_ADMINISTRADOR"] as const;
export type PapelSas = (typeof PAPEIS_SAS)[number];

export const ROTULO_PAPEL: Record<PapelSas, string> = {
  PROPRIETARIO: "Proprietário de imóvel rural",
  SOCIO_ADMINISTRADOR: "Sócio-administrador",
};
