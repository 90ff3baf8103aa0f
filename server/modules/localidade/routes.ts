import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { endpoint, json } from "../../lib/endpoint";
import { NoQuery } from "../../lib/params";
import { CidadeSchema, CidadesQuery, EstadoSchema } from "./schemas";
import { listCidades, listEstados } from "./service";

export const localidadeRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/interno/estados/ – the states (UF), by name
endpoint(
  localidadeRoutes,
  {
    method: "get",
    path: "/listagem/interno/estados/",
    acao: "referencia.basica",
    tags: ["listagem"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(EstadoSchema), "Estados") },
  },
  async ({ db }) => listEstados(db),
);

// GET /listagem/interno/cidades/ – the cities of one state (id or UF), by name
endpoint(
  localidadeRoutes,
  {
    method: "get",
    path: "/listagem/interno/cidades/",
    acao: "referencia.basica",
    tags: ["listagem"],
    request: { query: CidadesQuery },
    responses: { 200: json(z.array(CidadeSchema), "Cidades do estado") },
  },
  async ({ db, query }) => listCidades(db, query.estado),
);
