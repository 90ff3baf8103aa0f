import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { json, leitura } from "../../../lib/endpoint";
import { exportacao } from "../../../lib/exportacao";
import { COLUNAS, exportadas } from "./exportacao";
import { BuscaEmpresaQuery, EmpresaBuscadaPage, FiltroEmpresaQuery } from "./schemas";
import { buscarEmpresas, lotesDeEmpresas } from "./service";

/** Staff looking companies up: the search and its spreadsheet, with the same filters. */
export const buscaRoutes = new OpenAPIHono<HubEnv>();
const tags = ["empresa-interno"];

// GET /empresa/interno/busca/empresa/ – companies by name, CNPJ, CPF or city (accents aside), area and type, paged
leitura(
  buscaRoutes,
  { path: "/empresa/interno/busca/empresa/", acao: "empresa.consultar", tags, query: BuscaEmpresaQuery },
  json(EmpresaBuscadaPage, "Empresas encontradas"),
  ({ db, query, pagina }) => pagina((win) => buscarEmpresas(db, query, win)),
);

// GET /empresa/interno/export/ – the same search (every page) as an XLSX, streamed, with a total line
exportacao(buscaRoutes, {
  path: "/empresa/interno/export/",
  acao: "empresa.consultar",
  tags,
  query: FiltroEmpresaQuery,
  arquivo: "empresas",
  nome: { singular: "Empresa", plural: "Empresas" },
  lotes: (db, query) => exportadas(lotesDeEmpresas(db, query)),
  colunas: COLUNAS,
});
