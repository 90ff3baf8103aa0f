import { z } from "@hono/zod-openapi";

const id = z.number().int();
const texto = z.string();

export const ModeloHoraSchema = z
  .object({ id, descricao: texto, valor_hora: z.number(), valor_hora_adicional: z.number(), hora_limite: id })
  .openapi("ModeloHora");
export const PlanoPagamentoSchema = z
  .object({ id, descricao: texto, parcelas: id })
  .openapi("PlanoPagamento");
export const FaixaQuilometragemSchema = z
  .object({ id, km_minimo: id, km_maximo: id, valor: z.number() })
  .openapi("FaixaQuilometragem");
