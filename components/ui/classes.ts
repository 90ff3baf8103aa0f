/** A className from parts; a part that does not apply (false, undefined, "") is left out. Undefined when none is. */
export const classes = (...nomes: unknown[]): string | undefined =>
  nomes.filter((n): n is string => typeof n === "string" && n !== "").join(" ") || undefined;
