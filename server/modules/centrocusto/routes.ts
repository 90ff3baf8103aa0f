import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json } from "../../lib/route";
import { pageOf } from "../../lib/pagination";
import {
  CentroCustoDetalheQuery,
  CentroCustoDetalheSchema,
  CentroCustoPage,
  CentroCustoQuery,
} from "./schemas";
import { getCentroCustoDetalhe, listCentrosCusto } from "./service";

export const centrocustoRoutes = new OpenAPIHono<HubEnv>();

// GET /consulta/centrocusto/ – cost centres, filtered by search and year, paginated
centrocustoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/consulta/centrocusto/",
    tags: ["centrocusto"],
    request: { query: CentroCustoQuery },
    responses: { 200: json(CentroCustoPage, "Centros de custo") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    return c.json(await pageOf(c.req.url, q, (win) => listCentrosCusto(c.get("db"), q, win)), 200);
  },
);

// GET /consulta/centrocusto/detalhe/ – one cost centre (?centrocusto) or a budget action (?acao) with its reservations
centrocustoRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/consulta/centrocusto/detalhe/",
    tags: ["centrocusto"],
    request: { query: CentroCustoDetalheQuery },
    responses: { 200: json(CentroCustoDetalheSchema, "Saldo e reservas do centro de custo") },
  }),
  async (c) => c.json(await getCentroCustoDetalhe(c.get("db"), c.req.valid("query")), 200),
);
