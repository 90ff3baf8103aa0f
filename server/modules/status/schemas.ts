import { z } from "@hono/zod-openapi";
import { QueryId } from "../../lib/params";

const id = z.number().int();
const texto = z.string();

/** A status or substatus as screens paint it: its code, label and colour. */
export const CorSchema = z.object({ id, codigo: texto, descricao: texto, cor: texto }).openapi("Cor");

const entidade = z
  .string()
  .regex(/^[a-z_]{1,40}$/, "Informe a entidade, como solicitacao.")
  .default("solicitacao");
// A status by its id or its código (EM_ANALISE).
const statusRef = z.union([
  QueryId,
  z
    .string()
    .regex(/^[A-Za-z_]{1,60}$/, "Informe o id ou o código do status.")
    .transform((v) => v.toUpperCase()),
]);

export const StatusQuery = z.strictObject({ entidade });
export const SubstatusQuery = z.strictObject({ entidade, status: statusRef.optional() });
export const SubstatusExternoQuery = z.strictObject({ status: statusRef.optional() });

export const SubstatusOpcaoSchema = CorSchema.extend({ status: z.object({ id, codigo: texto }) }).openapi(
  "SubstatusOpcao",
);
