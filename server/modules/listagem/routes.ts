import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json, rotaLista } from "../../lib/route";
import { listagemInternoRoutes } from "./routes-interno";
import { listagemReferenciaRoutes } from "./routes-referencia";
import { listagemSimplesRoutes } from "./routes-simples";
import { CidadeSchema, CidadesQuery, EstadoSchema } from "./schemas";
import { listCidades, listEstados } from "./service";

export const listagemRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/interno/estados/ – the states (UF), by name
rotaLista(
  listagemRoutes,
  { path: "/listagem/interno/estados/", tag: "listagem", description: "Estados" },
  EstadoSchema,
  listEstados,
);

// GET /listagem/interno/cidades/ – the cities of one state (id or UF), by name
listagemRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/listagem/interno/cidades/",
    tags: ["listagem"],
    request: { query: CidadesQuery },
    responses: { 200: json(z.array(CidadeSchema), "Cidades do estado") },
  }),
  async (c) => c.json(await listCidades(c.get("db"), c.req.valid("query").estado), 200),
);

listagemRoutes.route("/", listagemInternoRoutes);
listagemRoutes.route("/", listagemReferenciaRoutes);
listagemRoutes.route("/", listagemSimplesRoutes);
