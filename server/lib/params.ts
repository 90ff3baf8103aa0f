import { z } from "@hono/zod-openapi";

// Ids are PostgreSQL `integer`s: a larger number would reach the database and fail there (a 500), so it is
// refused here like any other bad id.
const MAX_ID = 2_147_483_647;
const ID_INVALIDO = "Informe um identificador válido.";

/** An id in a JSON body: a positive whole number that fits the database's ids. */
export const Id = z
  .number({ error: ID_INVALIDO })
  .int(ID_INVALIDO)
  .positive(ID_INVALIDO)
  .max(MAX_ID, ID_INVALIDO);

/** An id in a query, a path or a multipart field, where it arrives as text. */
export const QueryId = z.coerce
  .number({ error: ID_INVALIDO })
  .int(ID_INVALIDO)
  .positive(ID_INVALIDO)
  .max(MAX_ID, ID_INVALIDO);

/** `{id}` of a path: a positive whole number, else 400. */
export const IdParam = z.object({ id: QueryId });

/**
 * Text a person writes (an objective, a reason), trimmed, with messages a user can act on rather than
 * the generic ones ("Pequeno demais: esperava que o texto tivesse >= 10 caracteres").
 */
export const Texto = (min: number, max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? "Preencha este campo." : "Envie um texto.") })
    .trim()
    .min(min, min <= 1 ? "Preencha este campo." : `Escreva ao menos ${min} caracteres.`)
    .max(max, `Escreva no máximo ${max} caracteres.`);

/** A yes/no query parameter: only "true" and "false", so "ativo=0" is an error rather than a surprise. */
export const QueryBool = z
  .enum(["true", "false"], { error: "Use true ou false." })
  .transform((v) => v === "true")
  .optional();

/** A route that takes no query parameters refuses any it is given. */
export const NoQuery = z.strictObject({});

// Date rolls 2026-02-30 over to March, so a day exists only if it comes back unchanged.
const existe = (dia: string) => {
  const data = new Date(`${dia}T00:00:00Z`);
  return !Number.isNaN(data.getTime()) && data.toISOString().startsWith(dia);
};

/** A calendar day as `AAAA-MM-DD`; days that do not exist, like 2026-02-30, are refused. */
export const Dia = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Use a data no formato AAAA-MM-DD.", abort: true })
  .refine(existe, "Data inexistente.");

/**
 * `If-Match: "<versao>"`: the version of the object the caller last saw. Optional; when sent, a change
 * made by someone else in between turns this one into a 409 instead of silently overriding it.
 */
export const IfMatchHeader = z.object({
  "if-match": z
    .string()
    .regex(/^(W\/)?"?\d{1,9}"?$/, 'Envie a versão recebida no ETag, como "3".')
    .transform((v) => Number(v.replace(/\D/g, "")))
    .optional(),
});

/**
 * `Idempotency-Key`: one value per attempt of a create the caller may retry (a checkout); the same key
 * again answers the first result instead of creating twice.
 */
export const IdempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{8,200}$/, "Envie de 8 a 200 caracteres visíveis, como um UUID.")
    .optional(),
});

/** A list's date filter: `min_date` and `max_date`, either optional, the end not before the start. */
export const periodo = <T extends z.ZodType<{ min_date?: string; max_date?: string }>>(query: T) =>
  query.refine((q) => !q.min_date || !q.max_date || q.min_date <= q.max_date, {
    path: ["max_date"],
    message: "A data final deve ser igual ou posterior à inicial.",
  });
