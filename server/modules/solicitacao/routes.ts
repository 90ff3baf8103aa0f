import "server-only";
import { IdParam } from "../../lib/params";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { json, leitura } from "../../lib/endpoint";
import { EtapaModeloSchema } from "../servico";
import { getEtapas, getRespostas } from "./envio/respostas";
import { RespostaSchema, SolicitacaoDetalheSchema, SolicitacaoPage, SolicitacaoQuery } from "./schemas";
import { getSolicitacaoDetalhe, listSolicitacoesDoUsuario } from "./service";

export const solicitacaoRoutes = new OpenAPIHono<HubEnv>();

// GET /solicitacao/externo/ – requests of the client's companies, newest first, with search, paginated
leitura(
  solicitacaoRoutes,
  {
    path: "/solicitacao/externo/",
    acao: "solicitacao.pedir",
    tags: ["solicitacao"],
    query: SolicitacaoQuery,
  },
  json(SolicitacaoPage, "Solicitações do cliente"),
  async ({ db, user, query, pagina }) => {
    const usuarioId = user.id;
    return pagina((win) => listSolicitacoesDoUsuario(db, usuarioId, query, win));
  },
);

// GET /solicitacao/externo/detalhe/{id}/ – one of the client's requests with managers and history
leitura(
  solicitacaoRoutes,
  {
    path: "/solicitacao/externo/detalhe/{id}/",
    acao: "solicitacao.pedir",
    tags: ["solicitacao"],
    params: IdParam,
  },
  json(SolicitacaoDetalheSchema, "Solicitação"),
  async ({ db, user, params, now }) => getSolicitacaoDetalhe(db, user, params.id, now),
);

// Two reads of what a client's own request was built from, each a list behind the same check.
const DO_PEDIDO = [
  {
    caminho: "/solicitacao/externo/detalhe/{id}/perguntas/",
    resposta: json(z.array(RespostaSchema), "Respostas do dimensionamento"),
    ler: getRespostas,
  },
  {
    caminho: "/solicitacao/externo/etapas/{id}/",
    resposta: json(z.array(EtapaModeloSchema), "Etapas do modelo de oferta"),
    ler: getEtapas,
  },
] as const;

for (const { caminho, resposta, ler } of DO_PEDIDO)
  // GET /solicitacao/externo/detalhe/{id}/perguntas/ – the dimensioning answers of one of the client's requests
  // GET /solicitacao/externo/etapas/{id}/ – the stages of the offer model of one of the client's requests
  leitura(
    solicitacaoRoutes,
    { path: caminho, acao: "solicitacao.pedir", tags: ["solicitacao"], params: IdParam },
    resposta,
    async ({ db, user, params }) => ler(db, user.id, params.id),
  );
