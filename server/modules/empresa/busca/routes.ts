import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { arquivo, endpoint, json } from "../../../lib/endpoint";
import { XLSX } from "../../../lib/xlsx";
import { exportarEmpresas } from "./exportacao";
import { BuscaEmpresaQuery, EmpresaBuscadaPage, FiltroEmpresaQuery } from "./schemas";
import { buscarEmpresas } from "./service";

/** Staff looking companies up: the search and its spreadsheet, with the same filters. */
export const buscaRoutes = new OpenAPIHono<HubEnv>();
const tags = ["empresa-interno"];

// GET /empresa/interno/busca/empresa/ – companies by name, CNPJ, CPF or city (accents aside), area and type, paged
endpoint(
  buscaRoutes,
  {
    method: "get",
    path: "/empresa/interno/busca/empresa/",
    acao: "empresa.consultar",
    tags,
    request: { query: BuscaEmpresaQuery },
    responses: { 200: json(EmpresaBuscadaPage, "Empresas encontradas") },
  },
  ({ db, query, pagina }) => pagina((win) => buscarEmpresas(db, query, win)),
);

// GET /empresa/interno/export/ – the same search as an XLSX, streamed, with a total line
endpoint(
  buscaRoutes,
  {
    method: "get",
    path: "/empresa/interno/export/",
    acao: "empresa.consultar",
    tags,
    request: { query: FiltroEmpresaQuery },
    responses: { 200: arquivo("Planilha das empresas encontradas", XLSX) },
  },
  async ({ db, query, now }) => exportarEmpresas(db, query, now),
);
