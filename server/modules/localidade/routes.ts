import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { json, leitura, lista } from "../../lib/endpoint";
import { CidadeSchema, CidadesQuery, EstadoSchema } from "./schemas";
import { listCidades, listEstados } from "./service";

export const localidadeRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/interno/estados/ – the states (UF), by name
lista(
  localidadeRoutes,
  { path: "/listagem/interno/estados/", acao: "referencia.basica", tags: ["listagem"], descricao: "Estados" },
  EstadoSchema,
  listEstados,
);

// GET /listagem/interno/cidades/ – the cities of one state (id or UF), by name
leitura(
  localidadeRoutes,
  { path: "/listagem/interno/cidades/", acao: "referencia.basica", tags: ["listagem"], query: CidadesQuery },
  json(z.array(CidadeSchema), "Cidades do estado"),
  async ({ db, query }) => listCidades(db, query.estado),
);
