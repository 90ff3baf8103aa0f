// A partner's fields, shared by the staff form and the server so both refuse the same (SPEC §3, §5).

export const PARCEIRO = {
  razaosocial: { min: 3, max: 200 },
  objetivo: { max: 2000 },
} as const;

// Tags and control characters never belong in a partner's texts; pasted text brings them along.
const semMarcacao = (texto: string) =>
  texto.replace(/<[^>]*>/g, "").replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");

// In hundredths as written in decimal: 1.005 is 1.01, though 1.005 * 100 is 100.49999999999999 in binary.
const centesimos = (valor: number) => Math.round(Number((valor * 100).toPrecision(15))) / 100;

/**
 * SPEC §5's sanitising before sending: texts without markup or control characters, trimmed, the name
 * on one line with single spaces; the percentage in hundredths.
 */
export function sanitizarParceiro<P extends { razaosocial: string; objetivo?: string; subsidio: number }>(
  p: P,
): P {
  return {
    ...p,
    razaosocial: semMarcacao(p.razaosocial).replace(/\s+/g, " ").trim(),
    objetivo: semMarcacao(p.objetivo ?? "").trim(),
    subsidio: centesimos(p.subsidio),
  };
}
