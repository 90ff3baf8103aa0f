import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Db } from "../../../db/client";
import type { AuthUser, HubEnv } from "../../../lib/context";
import { pageWindow, toPage } from "../../../lib/pagination";
import { IdParam } from "../../../lib/params";
import { json, leitura } from "../../../lib/endpoint";
import { RespostaSchema } from "../schemas";
import { filaGuardada, listPendentes } from "./fila";
import { getDetalhe } from "./detalhe";
import {
  getAssinaturas,
  getDemanda,
  getGestoresOpcoes,
  getPerguntas,
  getResponsaveis,
  getSubsolicitacoes,
} from "./listas";
import {
  AssinaturaSchema,
  DemandaSchema,
  GestorOpcaoSchema,
  PendentesPage,
  PendentesQuery,
  ResponsaveisSchema,
  SolicitacaoInternaDetalheSchema,
  SolicitacaoInternaSchema,
} from "./schemas";

export const solicitacaoConsultaRoutes = new OpenAPIHono<HubEnv>();

const tags = ["solicitacao-interno"];

/** Registers GET `path` of one request the user may reach, answering `ler(db, user, id)` as `schema`. */
function rotaPorId<T extends z.ZodType>(
  path: string,
  schema: T,
  description: string,
  ler: (conn: Db, user: AuthUser, id: number) => Promise<z.input<T>>,
) {
  leitura(
    solicitacaoConsultaRoutes,
    { path, acao: "solicitacao.acompanhar", tags, params: IdParam },
    json(schema, description),
    async ({ db, user, params }) => ler(db, user, params.id),
  );
}

// GET /solicitacao/interno/pendentes/ – the staff queue with filters and totals per status
leitura(
  solicitacaoConsultaRoutes,
  { path: "/solicitacao/interno/pendentes/", acao: "solicitacao.acompanhar", tags, query: PendentesQuery },
  json(PendentesPage, "Fila de solicitações"),
  async ({ db, user, query, c, now, versoes }) => {
    const win = pageWindow(query);
    return filaGuardada(db, user, query, c.req.url, versoes, async () => {
      const { count, results, totais } = await listPendentes(db, user, query, win, now);
      return { ...toPage(c.req.url, win, count, results), totais };
    });
  },
);

// GET /solicitacao/interno/detalhe/{id}/ – a request with everything the staff page shows, ETag = versao
leitura(
  solicitacaoConsultaRoutes,
  { path: "/solicitacao/interno/detalhe/{id}/", acao: "solicitacao.acompanhar", tags, params: IdParam },
  json(SolicitacaoInternaDetalheSchema, "Solicitação"),
  async ({ db, user, params, now }) => getDetalhe(db, user, params.id, now),
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
leitura(
  solicitacaoConsultaRoutes,
  {
    path: "/solicitacao/interno/subsolicitacao/detalhe/{id}/",
    acao: "solicitacao.acompanhar",
    tags,
    params: IdParam,
  },
  json(SolicitacaoInternaDetalheSchema, "Subsolicitação"),
  async ({ db, user, params, now }) => getDetalhe(db, user, params.id, now, true),
);

// GET /solicitacao/interno/demanda/ – request counts per status and substatus, and the user's own
leitura(
  solicitacaoConsultaRoutes,
  { path: "/solicitacao/interno/demanda/", acao: "solicitacao.acompanhar", tags },
  json(DemandaSchema, "Demanda"),
  async ({ db, user }) => getDemanda(db, user),
);
