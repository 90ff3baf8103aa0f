import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { endpoint, json, rotaLista } from "../../lib/endpoint";
import { listagemPessoasRoutes } from "./pessoas/routes";
import { listagemReferenciaRoutes } from "./referencia/routes";
import { listagemOpcoesRoutes } from "./opcoes/routes";
import { CidadeSchema, CidadesQuery, EstadoSchema } from "./schemas";
import { listCidades, listEstados } from "./service";

export const listagemRoutes = new OpenAPIHono<HubEnv>();

// GET /listagem/interno/estados/ – the states (UF), by name
rotaLista(
  listagemRoutes,
  { path: "/listagem/interno/estados/", acao: "referencia.basica", tag: "listagem", description: "Estados" },
  EstadoSchema,
  listEstados,
);

// GET /listagem/interno/cidades/ – the cities of one state (id or UF), by name
endpoint(
  listagemRoutes,
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

listagemRoutes.route("/", listagemPessoasRoutes);
listagemRoutes.route("/", listagemReferenciaRoutes);
listagemRoutes.route("/", listagemOpcoesRoutes);
