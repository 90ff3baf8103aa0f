import { z } from "@hono/zod-openapi";

/** `{id}` of a path: a positive whole number, else 400. */
export const IdParam = z.object({ id: z.coerce.number().int().positive() });

/** A route that takes no query parameters refuses any it is given. */
export const NoQuery = z.strictObject({});
