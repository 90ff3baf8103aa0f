import "server-only";
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import type { Acao } from "../../../authz/acoes";
import type { Tx } from "../../../db/client";
import type { HubEnv } from "../../../lib/context";
import { endpoint, json } from "../../../lib/endpoint";
import { ErrorSchema } from "../../../lib/errors";
import { IdParam, IfMatchHeader, NoQuery } from "../../../lib/params";
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

const responses = {
  200: json(AcaoResultSchema, "Nova versão e situação da solicitação"),
  409: json(ErrorSchema, "A solicitação mudou ou não está na situação exigida"),
  422: json(ErrorSchema, "Regra de negócio não atendida"),
};

/**
 * An action on the request of the path, in one transaction, as the signed-in user, against the version
 * they sent in If-Match; answers the new version and substatus (the version also as ETag).
 */
function rotaDeAcao<B extends z.ZodType>(
  method: "patch" | "delete",
  path: string,
  { corpo, acao = "solicitacao.gerir" }: { corpo?: B; acao?: Acao },
  executar: (tx: Tx, ctx: Contexto, body: z.output<B>) => Promise<void>,
) {
  endpoint(
    solicitacaoAcoesRoutes,
    {
      method,
      path,
      acao,
      tags: ["solicitacao"],
      transacao: true,
      request: {
        params: IdParam,
        query: NoQuery,
        headers: IfMatchHeader,
        ...(corpo && { body: { content: { "application/json": { schema: corpo } }, required: true } }),
      },
      responses,
    },
    async ({ db, user, params, body, versao, now }) => {
      const ctx: Contexto = { user, id: (params as { id: number }).id, versao, now };
      await executar(db as Tx, ctx, body as z.output<B>);
      return acaoResult(db, ctx.id);
    },
  );
}

// PATCH /solicitacao/interno/{id}/devolver/ – staff send the request back to the client with what to change
rotaDeAcao("patch", "/solicitacao/interno/{id}/devolver/", { corpo: MotivoBody }, (tx, ctx, { motivo }) =>
  devolver(tx, ctx, motivo),
);

// PATCH /solicitacao/interno/cliente/atualiza/{id}/ – the client answers a returned request; back to analysis
rotaDeAcao(
  "patch",
  "/solicitacao/interno/cliente/atualiza/{id}/",
  { corpo: AtualizaBody, acao: "solicitacao.pedir" },
  atualizarPeloCliente,
);

// PATCH /solicitacao/interno/{id}/liberar/ – release for proposals (all accredited or one), or for a diagnostic first
rotaDeAcao("patch", "/solicitacao/interno/{id}/liberar/", { corpo: LiberarBody }, liberar);

// PATCH /solicitacao/interno/{id}/cancela/ – cancel an open request with a reason; the reservation is released
rotaDeAcao("patch", "/solicitacao/interno/{id}/cancela/", { corpo: MotivoBody }, (tx, ctx, { motivo }) =>
  cancelar(tx, ctx, motivo),
);

// PATCH /solicitacao/interno/{id}/altera/objetivo/ – correct objective and justification during analysis
rotaDeAcao("patch", "/solicitacao/interno/{id}/altera/objetivo/", { corpo: ObjetivoBody }, alterarObjetivo);

// PATCH /solicitacao/interno/{id}/altera/consultor/ – link a consultant to an open request
rotaDeAcao(
  "patch",
  "/solicitacao/interno/{id}/altera/consultor/",
  { corpo: ConsultorBody, acao: "solicitacao.acompanhar" },
  (tx, ctx, { consultor }) => alterarConsultor(tx, ctx, consultor),
);

// DELETE /solicitacao/interno/{id}/remover/consultor/ – unlink the consultant (a consultant only themselves)
rotaDeAcao(
  "delete",
  "/solicitacao/interno/{id}/remover/consultor/",
  { acao: "solicitacao.acompanhar" },
  (tx, ctx) => removerConsultor(tx, ctx),
);

// PATCH /solicitacao/interno/{id}/altera/centrocusto/ – move the reservation to another cost centre
rotaDeAcao(
  "patch",
  "/solicitacao/interno/{id}/altera/centrocusto/",
  { corpo: CentroCustoBody },
  (tx, ctx, { centrocusto }) => alterarCentroCusto(tx, ctx, centrocusto),
);

// PATCH /solicitacao/interno/{id}/alterar/responsaveis/ – replace the responsible managers
rotaDeAcao(
  "patch",
  "/solicitacao/interno/{id}/alterar/responsaveis/",
  { corpo: ResponsaveisBody },
  (tx, ctx, { gestores }) => alterarResponsaveis(tx, ctx, gestores),
);
