// How a company's type reads on the staff screens.
export const TIPO_EMPRESA = { CLIENTE: "Cliente", PRESTADOR: "Prestador" } as const;

export const TIPOS_EMPRESA = ["CLIENTE", "PRESTADOR"] as const;

/** The choices of a list's filter by company type, in the plural. */
export const FILTRO_TIPO_EMPRESA: { value: (typeof TIPOS_EMPRESA)[number]; label: string }[] = [
  { value: "CLIENTE", label: "Clientes" },
  { value: "PRESTADOR", label: "Prestadores" },
];
