import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import { SIMPLE_LIST_PAGE_SIZE } from "@/lib/constants";
import type { HubEnv } from "../../../lib/context";
import { endpoint, json } from "../../../lib/endpoint";
import { OpcaoPage, SearchQuery } from "../schemas";
import { opcoesPaginadas } from "../service";
import { SIMPLES } from "../pessoas/service";

export const listagemOpcoesRoutes = new OpenAPIHono<HubEnv>();

/** Registers GET /listagem/simples/interno/{tipo}/: `[{id, descricao}]` searched on the label, 100 a page. */
function rotaSimples(tipo: keyof typeof SIMPLES, description: string) {
  endpoint(
    listagemOpcoesRoutes,
    {
      method: "get",
      path: `/listagem/simples/interno/${tipo}/`,
      acao: "referencia.listar",
      tags: ["listagem"],
      request: { query: SearchQuery },
      responses: { 200: json(OpcaoPage, description) },
    },
    async ({ db, query, pagina }) =>
      pagina((win) => opcoesPaginadas(db, SIMPLES[tipo](db), query.search, win), SIMPLE_LIST_PAGE_SIZE),
  );
}

// GET /listagem/simples/interno/gestores/ – active managers and coordinators, descricao = full name
rotaSimples("gestores", "Gestores");
// GET /listagem/simples/interno/servicos/ – active services, descricao = título
rotaSimples("servicos", "Serviços");
// GET /listagem/simples/interno/modelosoferta/ – active offer models, descricao = título
rotaSimples("modelosoferta", "Modelos de oferta");
// GET /listagem/simples/interno/prestadores/ – active provider companies, descricao = nome fantasia
rotaSimples("prestadores", "Prestadores");
