import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { corpo, escrita, json, leitura } from "../../../lib/endpoint";
import { ErrorSchema } from "../../../lib/errors";
import { IdParam } from "../../../lib/params";
import {
  EnvolvidoBody,
  EnvolvidoSchema,
  EnvolvidosBody,
  EnvolvidosGrupoQuery,
  EnvolvidosPorGrupoSchema,
} from "./schemas";
import { adicionarEnvolvido, adicionarEnvolvidos, envolvidosPorGrupo, removerEnvolvido } from "./service";

/** Staff users involved in a cost centre. */
export const envolvidoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["centrocusto"];
const PATH = "/centrocusto/interno/envolvidos/";
const porGrupo = json(EnvolvidosPorGrupoSchema, "Pessoas envolvidas por grupo");

// POST /centrocusto/interno/envolvidos/ – involves one staff user in a centre
escrita(
  envolvidoRoutes,
  { method: "post", path: PATH, acao: "centrocusto.gerir", tags, body: corpo(EnvolvidoBody) },
  { 201: json(EnvolvidoSchema, "Pessoa envolvida"), 409: json(ErrorSchema, "A pessoa já está envolvida") },
  ({ db, user, body, now }) => adicionarEnvolvido(db, user, body, now),
);

// DELETE /centrocusto/interno/envolvidos/{id}/ – takes a person off a centre
escrita(
  envolvidoRoutes,
  { method: "delete", path: `${PATH}{id}/`, acao: "centrocusto.gerir", tags, params: IdParam },
  { 204: { description: "Pessoa retirada do centro de custo" } },
  async ({ db, user, params }) => {
    await removerEnvolvido(db, user, params.id);
    return null;
  },
);

// PUT /centrocusto/interno/envolvidos/bulk/create/ – involves several staff users; those already in stay
escrita(
  envolvidoRoutes,
  {
    method: "put",
    path: `${PATH}bulk/create/`,
    acao: "centrocusto.gerir",
    tags,
    body: corpo(EnvolvidosBody),
  },
  { 200: porGrupo },
  ({ db, user, body, now }) => adicionarEnvolvidos(db, user, body, now),
);

// GET /centrocusto/interno/envolvidos/grupo/ – the people involved in a centre, by staff group
leitura(
  envolvidoRoutes,
  { path: `${PATH}grupo/`, acao: "centrocusto.acompanhar", tags, query: EnvolvidosGrupoQuery },
  porGrupo,
  ({ db, query }) => envolvidosPorGrupo(db, query.centrocusto),
);
