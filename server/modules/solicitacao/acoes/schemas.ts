import { z } from "@hono/zod-openapi";
import { TEXTO_MAX, TEXTO_MIN } from "@/lib/regras/solicitacao";
import { Dia, Id, Texto } from "../../../lib/params";
import { RespostaItem } from "../envio/schemas";
import { SubstatusSchema } from "../consulta/schemas";

const texto = Texto(TEXTO_MIN, TEXTO_MAX);

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
    dtaprazoenvioproposta: Dia,
    escolha_direta: z.boolean(),
    prestador: Id.optional(),
    // The cost centre chosen in the release itself: set first, with the rules of its own action.
    centrocusto: Id.optional(),
  })
  .openapi("SolicitacaoLiberacao");
export type LiberarInput = z.infer<typeof LiberarBody>;

export const ObjetivoBody = z
  .strictObject({ objetivo: texto, justificativa: Texto(0, TEXTO_MAX).optional() })
  .openapi("SolicitacaoObjetivo");

export const ConsultorBody = z.strictObject({ consultor: Id }).openapi("SolicitacaoConsultor");

export const CentroCustoBody = z.strictObject({ centrocusto: Id }).openapi("SolicitacaoCentroCusto");

export const ResponsaveisBody = z
  .strictObject({
    gestores: z.array(Id).min(1, "Escolha ao menos um gestor.").max(10, "Escolha no máximo 10 gestores."),
  })
  .openapi("SolicitacaoResponsaveisAlteracao");
