import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { arquivo, corpo, endpoint, escrita, json, leitura } from "../../lib/endpoint";
import { ErrorSchema } from "../../lib/errors";
import { fileResponse } from "../../lib/files";
import { LinkSchema, TokenParam } from "../../lib/link";
import { IdParam, NoQuery } from "../../lib/params";
import { atestadoFinal } from "./atestado";
import { exigirConsultaDeAtestado, verificarAtestado } from "./verificacao";
import { avaliacaoDaSolicitacao } from "./consulta";
import { avaliacaoDoLink, avaliar, avaliarPorLink, linkDeAvaliacao } from "./resposta";
import {
  AtestadoVerificadoSchema,
  AvaliacaoBody,
  AvaliacaoDaSolicitacaoSchema,
  AvaliacaoDoLinkSchema,
  CodigoParam,
  RespostasBody,
  TokenQuery,
} from "./schemas";

/** The client's evaluation of a request's service, by the portal or a link, and the final attestation. */
export const avaliacaoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["avaliacao"];
const naoAvaliavel = { 409: json(ErrorSchema, "A solicitação não aguarda avaliação, ou já foi avaliada") };

// GET /avaliacao/questionario/{id}/ – request {id}'s questionnaire, its answers once given, what the user may do
leitura(
  avaliacaoRoutes,
  { path: "/avaliacao/questionario/{id}/", acao: "avaliacao.ver", tags, params: IdParam },
  json(AvaliacaoDaSolicitacaoSchema, "Avaliação da solicitação"),
  ({ db, user, params }) => avaliacaoDaSolicitacao(db, user, params.id),
);

// POST /avaliacao/ – the request's client answers its evaluation ("evaluation page")
escrita(
  avaliacaoRoutes,
  { method: "post", path: "/avaliacao/", acao: "avaliacao.responder", tags, body: corpo(AvaliacaoBody) },
  { 201: json(AvaliacaoDaSolicitacaoSchema, "Avaliação registrada"), ...naoAvaliavel },
  async ({ db, user, body, now }) => {
    await avaliar(db, user, body, now);
    return avaliacaoDaSolicitacao(db, user, body.solicitacao);
  },
);

// POST /avaliacao/{id}/link/ – a link to answer request {id}'s evaluation without an account
escrita(
  avaliacaoRoutes,
  { method: "post", path: "/avaliacao/{id}/link/", acao: "avaliacao.compartilhar", tags, params: IdParam },
  { 201: json(LinkSchema, "Link de avaliação criado"), ...naoAvaliavel },
  ({ db, user, params, now }) => linkDeAvaliacao(db, user, params.id, now),
);

// GET /link/avaliacao/{token}/ – public: the request and questionnaire a live evaluation link opens
leitura(
  avaliacaoRoutes,
  { path: "/link/avaliacao/{token}/", acao: "link.usar", tags, transacao: true, params: TokenParam },
  json(AvaliacaoDoLinkSchema, "Questionário do link"),
  ({ db, params, now }) => avaliacaoDoLink(db, params.token, now),
);

// POST /avaliacao/avaliacao-link/?token= – public: the evaluation answered through a link, which it spends
escrita(
  avaliacaoRoutes,
  {
    method: "post",
    path: "/avaliacao/avaliacao-link/",
    acao: "link.usar",
    tags,
    query: TokenQuery,
    body: corpo(RespostasBody),
  },
  { 204: { description: "Avaliação registrada" }, ...naoAvaliavel },
  async ({ db, query, body, now }) => {
    await avaliarPorLink(db, query.token ?? "", body, now);
    return null;
  },
);

// POST /avaliacao/gerar/atestofinal/{id}/ – the concluded request's final attestation (PDF)
escrita(
  avaliacaoRoutes,
  {
    method: "post",
    path: "/avaliacao/gerar/atestofinal/{id}/",
    acao: "avaliacao.ver",
    tags,
    params: IdParam,
  },
  { 200: arquivo("Atestado final (PDF)"), 409: json(ErrorSchema, "A solicitação ainda não foi concluída") },
  async ({ db, user, params, now }) => fileResponse(await atestadoFinal(db, user, params.id, now)),
);

// GET /avaliacao/atestado/{codigo}/ – public: what the attestation with this verification code attests
endpoint(
  avaliacaoRoutes,
  {
    method: "get",
    path: "/avaliacao/atestado/{codigo}/",
    acao: "atestado.verificar",
    tags,
    request: { query: NoQuery, params: CodigoParam },
    responses: {
      200: json(AtestadoVerificadoSchema, "Atestado verificado"),
      404: json(ErrorSchema, "Nenhum atestado tem este código"),
      429: json(ErrorSchema, "Consultas demais a partir deste endereço"),
    },
  },
  async ({ db, params, now, c }) => {
    // The one read that writes: the attempt it counts (limite_tentativa), taken before the look-up.
    await exigirConsultaDeAtestado(db, c.get("ip"), now);
    return verificarAtestado(db, params.codigo);
  },
);
