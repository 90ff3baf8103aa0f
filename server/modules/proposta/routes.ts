import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { arquivo, endpoint, json, leitura } from "../../lib/endpoint";
import { fileResponse } from "../../lib/files";
import { IdParam, NoQuery, QueryId } from "../../lib/params";
import { EmpresaAtendidaSchema } from "../empresa";
import { cotacao } from "./cotacao";
import {
  arquivoDaProposta,
  detalheDaProposta,
  empresasDaProposta,
  etapasVisiveis,
  minhasPropostas,
  oportunidades,
} from "./consulta";
import {
  CotacaoSchema,
  MinhasQuery,
  OportunidadePage,
  OportunidadeQuery,
  PropostaDetalheSchema,
  PropostaEtapaSchema,
  PropostaPage,
} from "./schemas";

export const propostaRoutes = new OpenAPIHono<HubEnv>();
const tags = ["proposta"];

// GET /proposta/externo/ – the requests the provider may quote now, soonest deadline first
leitura(
  propostaRoutes,
  { path: "/proposta/externo/", acao: "proposta.enviar", tags, query: OportunidadeQuery },
  json(OportunidadePage, "Oportunidades"),
  async (ctx) => ctx.pagina((win) => oportunidades(ctx.db, ctx.user, ctx.query, win, ctx.now)),
);

// GET /proposta/externo/emanalise/ – the provider's proposals whose round closed and are being decided
leitura(
  propostaRoutes,
  { path: "/proposta/externo/emanalise/", acao: "proposta.enviar", tags, query: MinhasQuery },
  json(PropostaPage, "Propostas em análise"),
  async (ctx) =>
    ctx.pagina((win) => minhasPropostas(ctx.db, ctx.user, { ...ctx.query, emAnalise: true }, win, ctx.now)),
);

// GET /proposta/externo/enviadas/ – the provider's proposals sent (every state but drafts, or one status)
leitura(
  propostaRoutes,
  { path: "/proposta/externo/enviadas/", acao: "proposta.enviar", tags, query: MinhasQuery },
  json(PropostaPage, "Propostas enviadas"),
  async (ctx) => ctx.pagina((win) => minhasPropostas(ctx.db, ctx.user, ctx.query, win, ctx.now)),
);

// GET /proposta/externo/{id}/solicitacao/ – the request {id} to quote or decide, with the proposals the user may read
leitura(
  propostaRoutes,
  { path: "/proposta/externo/{id}/solicitacao/", acao: "proposta.ver", tags, params: IdParam },
  json(CotacaoSchema, "Cotação da solicitação"),
  async (ctx) => cotacao(ctx.db, ctx.user, ctx.params.id, ctx.now),
);

// GET /proposta/externo/{id}/empresas/ – the companies proposal {id} covers
leitura(
  propostaRoutes,
  { path: "/proposta/externo/{id}/empresas/", acao: "proposta.ver", tags, params: IdParam },
  json(z.array(EmpresaAtendidaSchema), "Empresas da proposta"),
  async (ctx) => empresasDaProposta(ctx.db, ctx.user, ctx.params.id, ctx.now),
);

// GET /proposta/externo/detalhe/{id}/ – one proposal with its stages, instalments, values and actions
leitura(
  propostaRoutes,
  { path: "/proposta/externo/detalhe/{id}/", acao: "proposta.ver", tags, params: IdParam },
  json(PropostaDetalheSchema, "Proposta"),
  async (ctx) => detalheDaProposta(ctx.db, ctx.user, ctx.params.id, ctx.now),
);

// GET /proposta/{solicitacao}/etapas/{proposta}/ – the stages of a proposal of the request
endpoint(
  propostaRoutes,
  {
    method: "get",
    path: "/proposta/{solicitacao}/etapas/{proposta}/",
    acao: "proposta.ver",
    tags,
    request: { params: z.object({ solicitacao: QueryId, proposta: QueryId }), query: NoQuery },
    responses: { 200: json(z.array(PropostaEtapaSchema), "Etapas da proposta") },
  },
  async (ctx) => etapasVisiveis(ctx.db, ctx.user, ctx.params.solicitacao, ctx.params.proposta, ctx.now),
);

// GET /proposta/{id}/arquivo/ – downloads the proposal's PDF (whoever reads the proposal)
leitura(
  propostaRoutes,
  { path: "/proposta/{id}/arquivo/", acao: "proposta.ver", tags, params: IdParam },
  arquivo("PDF da proposta", "application/pdf"),
  async (ctx) => fileResponse(await arquivoDaProposta(ctx.db, ctx.user, ctx.params.id, ctx.now)) as never,
);
