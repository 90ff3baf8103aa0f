import "server-only";
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import type { Tx } from "../../../db/client";
import type { HubEnv } from "../../../lib/context";
import { json } from "../../../lib/endpoint";
import { IdParam } from "../../../lib/params";
import { transicao } from "../../../lib/transicao";
import { solicitacaoWorkflow, type AcaoSolicitacao } from "../workflow";
import {
  acaoResult,
  alterarCentroCusto,
  alterarObjetivo,
  cancelar,
  type Contexto,
  devolver,
} from "./service";
import { liberar } from "./liberar";
import { alterarConsultor, alterarResponsaveis, removerConsultor } from "./responsaveis";
import { atualizarPeloCliente } from "./resposta-cliente";
import {
  AcaoResultSchema,
  AtualizaBody,
  CentroCustoBody,
  ConsultorBody,
  LiberarBody,
  MotivoBody,
  ObjetivoBody,
  ResponsaveisBody,
} from "./schemas";

export const solicitacaoAcoesRoutes = new OpenAPIHono<HubEnv>();

/**
 * A transition of the request of the path, as the signed-in user; answers the new version and substatus
 * (the version also as ETag).
 */
function rotaDeAcao<B extends z.ZodType>(
  method: "patch" | "delete",
  path: string,
  acao: AcaoSolicitacao,
  corpo: B | undefined,
  executar: (tx: Tx, ctx: Contexto, body: z.output<B>) => Promise<void>,
) {
  transicao(
    solicitacaoAcoesRoutes,
    solicitacaoWorkflow,
    acao,
    {
      method,
      path,
      tags: ["solicitacao"],
      request: {
        params: IdParam,
        ...(corpo && { body: { content: { "application/json": { schema: corpo } }, required: true } }),
      },
      responses: { 200: json(AcaoResultSchema, "Nova versão e situação da solicitação") },
    },
    async ({ db, user, params, body, versao, now }) => {
      const ctx: Contexto = { user, id: (params as { id: number }).id, versao, now };
      await executar(db, ctx, body as z.output<B>);
      return acaoResult(db, ctx.id);
    },
  );
}

// PATCH /solicitacao/interno/{id}/devolver/ – staff send the request back to the client with what to change
rotaDeAcao("patch", "/solicitacao/interno/{id}/devolver/", "devolver", MotivoBody, (tx, ctx, { motivo }) =>
  devolver(tx, ctx, motivo),
);

// PATCH /solicitacao/interno/cliente/atualiza/{id}/ – the client answers a returned request; back to analysis
rotaDeAcao(
  "patch",
  "/solicitacao/interno/cliente/atualiza/{id}/",
  "resposta_cliente",
  AtualizaBody,
  atualizarPeloCliente,
);

// PATCH /solicitacao/interno/{id}/liberar/ – release for proposals (all accredited or one), or for a diagnostic first
rotaDeAcao("patch", "/solicitacao/interno/{id}/liberar/", "liberar", LiberarBody, liberar);

// PATCH /solicitacao/interno/{id}/cancela/ – cancel an open request with a reason; the reservation is released
rotaDeAcao("patch", "/solicitacao/interno/{id}/cancela/", "cancelar", MotivoBody, (tx, ctx, { motivo }) =>
  cancelar(tx, ctx, motivo),
);

// PATCH /solicitacao/interno/{id}/altera/objetivo/ – correct objective and justification during analysis
rotaDeAcao(
  "patch",
  "/solicitacao/interno/{id}/altera/objetivo/",
  "alterar_objetivo",
  ObjetivoBody,
  alterarObjetivo,
);

// PATCH /solicitacao/interno/{id}/altera/consultor/ – link a consultant to an open request
rotaDeAcao(
  "patch",
  "/solicitacao/interno/{id}/altera/consultor/",
  "alterar_consultor",
  ConsultorBody,
  (tx, ctx, { consultor }) => alterarConsultor(tx, ctx, consultor),
);

// DELETE /solicitacao/interno/{id}/remover/consultor/ – unlink the consultant (a consultant only themselves)
rotaDeAcao(
  "delete",
  "/solicitacao/interno/{id}/remover/consultor/",
  "remover_consultor",
  undefined,
  (tx, ctx) => removerConsultor(tx, ctx),
);

// PATCH /solicitacao/interno/{id}/altera/centrocusto/ – move the reservation to another cost centre
rotaDeAcao(
  "patch",
  "/solicitacao/interno/{id}/altera/centrocusto/",
  "alterar_centrocusto",
  CentroCustoBody,
  (tx, ctx, { centrocusto }) => alterarCentroCusto(tx, ctx, centrocusto),
);

// PATCH /solicitacao/interno/{id}/alterar/responsaveis/ – replace the responsible managers
rotaDeAcao(
  "patch",
  "/solicitacao/interno/{id}/alterar/responsaveis/",
  "alterar_responsaveis",
  ResponsaveisBody,
  (tx, ctx, { gestores }) => alterarResponsaveis(tx, ctx, gestores),
);
