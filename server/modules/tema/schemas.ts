import { z } from "@hono/zod-openapi";
import { QueryId } from "../../lib/params";

const Ref = z.object({ id: z.number().int(), descricao: z.string() });

export const TemaSchema = Ref.openapi("Tema");

export const TemaInternoSchema = Ref.extend({ subtemas: z.number().int() }).openapi("TemaInterno");

export const SubtemaSchema = Ref.extend({ tema: Ref }).openapi("Subtema");

export const SubtemaQuery = z.strictObject({ tema: QueryId.optional() });
