// A note staff add to a company's history, shared by its form and the server so both refuse the same.

export const NOTA = { min: 3, max: 2000 } as const;
