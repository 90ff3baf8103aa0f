// The back office's users: the groups an administrator gives and the password rules, shared by the forms
// and the server so both refuse the same.
import { GROUPS, type Group } from "@/lib/roles";

/** The groups of the users an administrator registers (clients and providers register themselves). */
export const GRUPOS_INTERNOS = GROUPS.filter(
  (g): g is Exclude<Group, "cliente" | "prestador"> => g !== "cliente" && g !== "prestador",
);

/** How long the link a new user sets the password with works: three days to pass it on and use it. */
export const HORAS_DO_LINK_DE_SENHA = 72;

/** A password: 8 to 200 characters with at least one letter and one digit. */
export const SENHA = { min: 8, max: 200 } as const;

/** Why a password is refused, in pt-BR; null when it passes. */
export function problemaDaSenha(senha: string): string | null {
  if (senha.length < SENHA.min) return `Use ao menos ${SENHA.min} caracteres.`;
  if (senha.length > SENHA.max) return `Use no máximo ${SENHA.max} caracteres.`;
  if (!/\p{L}/u.test(senha) || !/\d/.test(senha)) return "Use ao menos uma letra e um número.";
  return null;
}
