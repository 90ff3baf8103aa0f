import "server-only";

/** A CPF for lists: the middle digits only, enough to tell people apart without exposing the number. */
export const cpfMask = (cpf: string | null) =>
  cpf && cpf.length === 11 ? `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**` : null;
