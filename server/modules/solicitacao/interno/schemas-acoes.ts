import { z } from "@hono/zod-openapi";
import { RespostaItem } from "../schemas";
import { SubstatusSchema } from "./schemas-interno";

const positive = z.number().int().positive();
const texto = z.string().trim().min(10).max(2000);
// Date rolls 2026-02-30 over to March, so a day exists only if it comes back unchanged.
const existe = (dia: string) => {
  const data = new Date(`${dia}T00:00:00Z`);
  return !Number.isNaN(data.getTime()) && data.toISOString().startsWith(dia);
};

export const AcaoResultSchema = z
  .object({ id: z.number().int(), versao: z.number().int(), substatus: SubstatusSchema })
  .openapi("SolicitacaoAcaoResultado");
export type AcaoResult = z.infer<typeof AcaoResultSchema>;

export const MotivoBody = z.strictObject({ motivo: texto }).openapi("SolicitacaoMotivo");

export const AtualizaBody = z
  .strictObject({
    resposta: texto,
    objetivo: texto.optional(),
    // When given, the full new set of dimensioning answers, checked like the client's first send.
    perguntas: z.array(RespostaItem).max(100).optional(),
  })
  .openapi("SolicitacaoAtualizacaoCliente");

export const LiberarBody = z
  .strictObject({
    dtaprazoenvioproposta: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a data no formato AAAA-MM-DD.")
      .refine(existe, "Data inexistente."),
    escolha_direta: z.boolean(),
    prestador: positive.optional(),
  })
  .openapi("SolicitacaoLiberacao");
export type LiberarInput = z.infer<typeof LiberarBody>;

export const ObjetivoBody = z
  .strictObject({ objetivo: texto, justificativa: z.string().trim().max(2000).optional() })
  .openapi("SolicitacaoObjetivo");

export const ConsultorBody = z.strictObject({ consultor: positive }).openapi("SolicitacaoConsultor");

export const CentroCustoBody = z.strictObject({ centrocusto: positive }).openapi("SolicitacaoCentroCusto");

export const ResponsaveisBody = z
  .strictObject({ gestores: z.array(positive).min(1).max(10) })
  .openapi("SolicitacaoResponsaveisAlteracao");
