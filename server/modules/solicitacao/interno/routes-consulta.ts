import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Db } from "../../../db/client";
import type { AuthUser, HubEnv } from "../../../lib/context";
import { pageWindow, toPage } from "../../../lib/pagination";
import { IdParam, NoQuery } from "../../../lib/params";
import { hubRoute, json } from "../../../lib/route";
import { RespostaSchema } from "../schemas";
import { listPendentes } from "./consulta-fila";
import { getDetalhe } from "./consulta-detalhe";
import {
  getAssinaturas,
  getDemanda,
  getGestoresOpcoes,
  getPerguntas,
  getResponsaveis,
  getSubsolicitacoes,
} from "./consulta-listas";
import {
  AssinaturaSchema,
  DemandaSchema,
  GestorOpcaoSchema,
  PendentesPage,
  PendentesQuery,
  ResponsaveisSchema,
  SolicitacaoInternaDetalheSchema,
  SolicitacaoInternaSchema,
} from "./schemas-interno";

export const solicitacaoConsultaRoutes = new OpenAPIHono<HubEnv>();

const porId = { params: IdParam, query: NoQuery };
const tags = ["solicitacao-interno"];

// The version goes out as ETag too, so actions can send it back as If-Match.
const comVersao = <T extends { versao: number }>(c: Context<HubEnv>, detalhe: T) => {
  c.header("ETag", `"${detalhe.versao}"`);
  return detalhe;
};

/** Registers GET `path` of one request the user may reach, answering `ler(db, user, id)` as `schema`. */
function rotaPorId<T extends z.ZodType>(
  path: string,
  schema: T,
  description: string,
  ler: (conn: Db, user: AuthUser, id: number) => Promise<z.infer<T>>,
) {
  solicitacaoConsultaRoutes.openapi(
    hubRoute({ method: "get", path, tags, request: porId, responses: { 200: json(schema, description) } }),
    async (c) => c.json(await ler(c.get("db"), c.get("user")!, c.req.valid("param").id), 200),
  );
}

// GET /solicitacao/interno/pendentes/ – the staff queue with filters and totals per status
solicitacaoConsultaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/solicitacao/interno/pendentes/",
    tags,
    request: { query: PendentesQuery },
    responses: { 200: json(PendentesPage, "Fila de solicitações") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    const win = pageWindow(q);
    const { count, results, totais } = await listPendentes(c.get("db"), c.get("user")!, q, win);
    return c.json({ ...toPage(c.req.url, win, count, results), totais }, 200);
  },
);

// GET /solicitacao/interno/detalhe/{id}/ – a request with everything the staff page shows, ETag = versao
solicitacaoConsultaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/solicitacao/interno/detalhe/{id}/",
    tags,
    request: porId,
    responses: { 200: json(SolicitacaoInternaDetalheSchema, "Solicitação") },
  }),
  async (c) =>
    c.json(comVersao(c, await getDetalhe(c.get("db"), c.get("user")!, c.req.valid("param").id)), 200),
);

// GET /solicitacao/interno/detalhe/{id}/perguntas/ – the dimensioning answers of a request
rotaPorId(
  "/solicitacao/interno/detalhe/{id}/perguntas/",
  z.array(RespostaSchema),
  "Respostas do dimensionamento",
  getPerguntas,
);

// GET /solicitacao/interno/detalhe/{id}/assinaturas/ – the contract signatures of a request
rotaPorId(
  "/solicitacao/interno/detalhe/{id}/assinaturas/",
  z.array(AssinaturaSchema),
  "Assinaturas",
  getAssinaturas,
);

// GET /solicitacao/interno/gestores/list/{id}/ – managers to choose from, the request's unit first
rotaPorId(
  "/solicitacao/interno/gestores/list/{id}/",
  z.array(GestorOpcaoSchema),
  "Gestores",
  getGestoresOpcoes,
);

// GET /solicitacao/interno/{id}/responsaveis/ – responsible managers and consultant of a request
rotaPorId("/solicitacao/interno/{id}/responsaveis/", ResponsaveisSchema, "Responsáveis", getResponsaveis);

// GET /solicitacao/interno/{id}/subsolicitacao/ – the sub-requests of a request, oldest first
rotaPorId(
  "/solicitacao/interno/{id}/subsolicitacao/",
  z.array(SolicitacaoInternaSchema),
  "Subsolicitações",
  getSubsolicitacoes,
);

// GET /solicitacao/interno/subsolicitacao/detalhe/{id}/ – a sub-request in full, ETag = versao
solicitacaoConsultaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/solicitacao/interno/subsolicitacao/detalhe/{id}/",
    tags,
    request: porId,
    responses: { 200: json(SolicitacaoInternaDetalheSchema, "Subsolicitação") },
  }),
  async (c) =>
    c.json(comVersao(c, await getDetalhe(c.get("db"), c.get("user")!, c.req.valid("param").id, true)), 200),
);

// GET /solicitacao/interno/demanda/ – request counts per status and substatus, and the user's own
solicitacaoConsultaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/solicitacao/interno/demanda/",
    tags,
    request: { query: NoQuery },
    responses: { 200: json(DemandaSchema, "Demanda") },
  }),
  async (c) => c.json(await getDemanda(c.get("db"), c.get("user")!), 200),
);
