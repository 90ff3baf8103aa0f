import "server-only";
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Tx } from "../../../db/client";
import type { HubEnv } from "../../../lib/context";
import { ErrorSchema } from "../../../lib/errors";
import { IdParam, IfMatchHeader, NoQuery } from "../../../lib/params";
import { hubRoute, json } from "../../../lib/route";
import { acaoResult, alterarCentroCusto, alterarObjetivo, cancelar, type Contexto, devolver } from "./acoes";
import { liberar } from "./acoes-liberar";
import { alterarConsultor, alterarResponsaveis, removerConsultor } from "./acoes-responsaveis";
import { atualizarPeloCliente } from "./cliente-atualiza";
import {
  AcaoResultSchema,
  AtualizaBody,
  CentroCustoBody,
  ConsultorBody,
  LiberarBody,
  MotivoBody,
  ObjetivoBody,
  ResponsaveisBody,
} from "./schemas-acoes";

export const solicitacaoAcoesRoutes = new OpenAPIHono<HubEnv>();

const request = <B extends z.ZodType>(schema: B) => ({
  params: IdParam,
  query: NoQuery,
  headers: IfMatchHeader,
  body: { content: { "application/json": { schema } }, required: true },
});

const responses = {
  200: json(AcaoResultSchema, "Nova versão e situação da solicitação"),
  409: json(ErrorSchema, "A solicitação mudou ou não está na situação exigida"),
  422: json(ErrorSchema, "Regra de negócio não atendida"),
};

const patch = <B extends z.ZodType>(path: string, schema: B) =>
  hubRoute({ method: "patch", path, tags: ["solicitacao"], request: request(schema), responses });

/** The context of an action route: the request id in the path and the version in If-Match. */
type AcaoContext = Context<
  HubEnv,
  string,
  { out: { param: z.infer<typeof IdParam>; header: z.infer<typeof IfMatchHeader> } }
>;

/**
 * Runs one action in one transaction, as the signed-in user, against the version they sent in
 * If-Match; answers the new version and substatus, with the version also as ETag.
 */
async function executar(c: AcaoContext, acao: (tx: Tx, ctx: Contexto) => Promise<void>) {
  const ctx: Contexto = {
    user: c.get("user")!,
    id: c.req.valid("param").id,
    versao: c.req.valid("header")["if-match"],
    now: c.get("deps").now(),
  };
  const result = await c.get("db").transaction(async (tx) => {
    await acao(tx, ctx);
    return acaoResult(tx, ctx.id);
  });
  c.header("ETag", `"${result.versao}"`);
  return result;
}

// PATCH /solicitacao/interno/{id}/devolver/ – staff send the request back to the client with what to change
solicitacaoAcoesRoutes.openapi(patch("/solicitacao/interno/{id}/devolver/", MotivoBody), async (c) => {
  const { motivo } = c.req.valid("json");
  return c.json(await executar(c, (tx, ctx) => devolver(tx, ctx, motivo)), 200);
});

// PATCH /solicitacao/interno/cliente/atualiza/{id}/ – the client answers a returned request; back to analysis
solicitacaoAcoesRoutes.openapi(
  patch("/solicitacao/interno/cliente/atualiza/{id}/", AtualizaBody),
  async (c) => {
    const body = c.req.valid("json");
    return c.json(await executar(c, (tx, ctx) => atualizarPeloCliente(tx, ctx, body)), 200);
  },
);

// PATCH /solicitacao/interno/{id}/liberar/ – release for proposals (all accredited or one), or for a diagnostic first
solicitacaoAcoesRoutes.openapi(patch("/solicitacao/interno/{id}/liberar/", LiberarBody), async (c) => {
  const body = c.req.valid("json");
  return c.json(await executar(c, (tx, ctx) => liberar(tx, ctx, body)), 200);
});

// PATCH /solicitacao/interno/{id}/cancela/ – cancel an open request with a reason; the reservation is released
solicitacaoAcoesRoutes.openapi(patch("/solicitacao/interno/{id}/cancela/", MotivoBody), async (c) => {
  const { motivo } = c.req.valid("json");
  return c.json(await executar(c, (tx, ctx) => cancelar(tx, ctx, motivo)), 200);
});

// PATCH /solicitacao/interno/{id}/altera/objetivo/ – correct objective and justification during analysis
solicitacaoAcoesRoutes.openapi(
  patch("/solicitacao/interno/{id}/altera/objetivo/", ObjetivoBody),
  async (c) => {
    const body = c.req.valid("json");
    return c.json(await executar(c, (tx, ctx) => alterarObjetivo(tx, ctx, body)), 200);
  },
);

// PATCH /solicitacao/interno/{id}/altera/consultor/ – link a consultant to an open request
solicitacaoAcoesRoutes.openapi(
  patch("/solicitacao/interno/{id}/altera/consultor/", ConsultorBody),
  async (c) => {
    const { consultor } = c.req.valid("json");
    return c.json(await executar(c, (tx, ctx) => alterarConsultor(tx, ctx, consultor)), 200);
  },
);

// DELETE /solicitacao/interno/{id}/remover/consultor/ – unlink the consultant (a consultant only themselves)
solicitacaoAcoesRoutes.openapi(
  hubRoute({
    method: "delete",
    path: "/solicitacao/interno/{id}/remover/consultor/",
    tags: ["solicitacao"],
    request: { params: IdParam, query: NoQuery, headers: IfMatchHeader },
    responses: { 200: responses[200], 409: responses[409] },
  }),
  async (c) => c.json(await executar(c, removerConsultor), 200),
);

// PATCH /solicitacao/interno/{id}/altera/centrocusto/ – move the reservation to another cost centre
solicitacaoAcoesRoutes.openapi(
  patch("/solicitacao/interno/{id}/altera/centrocusto/", CentroCustoBody),
  async (c) => {
    const { centrocusto } = c.req.valid("json");
    return c.json(await executar(c, (tx, ctx) => alterarCentroCusto(tx, ctx, centrocusto)), 200);
  },
);

// PATCH /solicitacao/interno/{id}/alterar/responsaveis/ – replace the responsible managers
solicitacaoAcoesRoutes.openapi(
  patch("/solicitacao/interno/{id}/alterar/responsaveis/", ResponsaveisBody),
  async (c) => {
    const { gestores } = c.req.valid("json");
    return c.json(await executar(c, (tx, ctx) => alterarResponsaveis(tx, ctx, gestores)), 200);
  },
);
