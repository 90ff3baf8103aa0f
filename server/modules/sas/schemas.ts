import { z } from "@hono/zod-openapi";
import { CnpjField, CpfField } from "../empresa";

export const VinculoQuery = z.strictObject({ cnpj: CnpjField, cpf: CpfField });

export const VinculoSchema = z.object({ vinculado: z.boolean() }).openapi("VinculoCpfEmpresa");
