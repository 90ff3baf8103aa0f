import { z } from "@hono/zod-openapi";

/** `{id}` of a path: a positive whole number, else 400. */
export const IdParam = z.object({ id: z.coerce.number().int().positive() });

/** A yes/no query parameter: only "true" and "false", so "ativo=0" is an error rather than a surprise. */
export const QueryBool = z
  .enum(["true", "false"], { error: "Use true ou false." })
  .transform((v) => v === "true")
  .optional();

/** A route that takes no query parameters refuses any it is given. */
export const NoQuery = z.strictObject({});

/**
 * `If-Match: "<versao>"`: the version of the object the caller last saw. Optional; when sent, a change
 * made by someone else in between turns this one into a 409 instead of silently overriding it.
 */
export const IfMatchHeader = z.object({
  "if-match": z
    .string()
    .regex(/^(W\/)?"?\d{1,9}"?$/, "Envie a versão recebida no ETag, como \"3\".")
    .transform((v) => Number(v.replace(/\D/g, "")))
    .optional(),
});
