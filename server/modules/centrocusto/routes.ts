import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { json, leitura } from "../../lib/endpoint";
import {
  CentroCustoDetalheQuery,
  CentroCustoDetalheSchema,
  CentroCustoPage,
  CentroCustoQuery,
} from "./schemas";
import { getCentroCustoDetalhe, listCentrosCusto } from "./service";
import { acompanhamentoRoutes } from "./acompanhamento/routes";
import { envolvidoRoutes } from "./envolvido/routes";
import { centroCustoInternoRoutes } from "./interno/routes";

export const centrocustoRoutes = new OpenAPIHono<HubEnv>();

// GET /consulta/centrocusto/ – cost centres, filtered by search and year, paginated
leitura(
  centrocustoRoutes,
  {
    path: "/consulta/centrocusto/",
    acao: "referencia.listar",
    tags: ["centrocusto"],
    query: CentroCustoQuery,
  },
  json(CentroCustoPage, "Centros de custo"),
  async ({ db, query, pagina }) => {
    return pagina((win) => listCentrosCusto(db, query, win));
  },
);

// GET /consulta/centrocusto/detalhe/ – one cost centre (?centrocusto) or a budget action (?acao) with its reservations
leitura(
  centrocustoRoutes,
  {
    path: "/consulta/centrocusto/detalhe/",
    acao: "referencia.listar",
    tags: ["centrocusto"],
    query: CentroCustoDetalheQuery,
  },
  json(CentroCustoDetalheSchema, "Saldo e reservas do centro de custo"),
  async ({ db, query }) => getCentroCustoDetalhe(db, query),
);

centrocustoRoutes.route("/", acompanhamentoRoutes);
centrocustoRoutes.route("/", envolvidoRoutes);
centrocustoRoutes.route("/", centroCustoInternoRoutes);
