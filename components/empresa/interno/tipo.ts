// How a company's type reads on the staff screens.
export const TIPO_EMPRESA = { CLIENTE: "Cliente", PRESTADOR: "Prestador" } as const;
