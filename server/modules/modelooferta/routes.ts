import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { json, leitura } from "../../lib/endpoint";
import { exportacao } from "../../lib/exportacao";

import { SIMPLE_LIST_PAGE_SIZE } from "@/lib/constants";
import { OpcaoPage, SearchQuery, opcoesPaginadas } from "../../lib/opcoes";
import {
  ModeloOfertaExportQuery,
  ModeloOfertaListaPage,
  ModeloOfertaListaQuery,
  VitrineSchema,
} from "./schemas";
import {
  listAcessados,
  listMarcados,
  listModelosOferta,
  lotesDeModelos,
  modelosOfertaAtivos,
} from "./service";

export const modeloOfertaRoutes = new OpenAPIHono<HubEnv>();

// GET /modelooferta/recomendado/ – up to 8 recommended offers (acao 1)
leitura(
  modeloOfertaRoutes,
  { path: "/modelooferta/recomendado/", acao: "catalogo.ver", tags: ["modelooferta"] },
  json(VitrineSchema, "Modelos de oferta recomendados"),
  async ({ db }) => listMarcados(db, "recomendado"),
);

// GET /modelooferta/acessado/ – up to 8 most viewed offers (acao 2)
leitura(
  modeloOfertaRoutes,
  { path: "/modelooferta/acessado/", acao: "catalogo.ver", tags: ["modelooferta"] },
  json(VitrineSchema, "Modelos de oferta mais acessados"),
  async ({ db }) => listAcessados(db),
);

// GET /modelooferta/destaque/ – up to 8 featured offers (acao 3)
leitura(
  modeloOfertaRoutes,
  { path: "/modelooferta/destaque/", acao: "catalogo.ver", tags: ["modelooferta"] },
  json(VitrineSchema, "Modelos de oferta em destaque"),
  async ({ db }) => listMarcados(db, "destaque"),
);

// GET /listagem/interno/modelosoferta/ – offer models with their service, by service and situation, paginated
leitura(
  modeloOfertaRoutes,
  {
    path: "/listagem/interno/modelosoferta/",
    acao: "referencia.listar",
    tags: ["listagem"],
    query: ModeloOfertaListaQuery,
  },
  json(ModeloOfertaListaPage, "Modelos de oferta"),
  async ({ db, query, pagina }) => pagina((win) => listModelosOferta(db, query, win)),
);

// GET /listagem/simples/interno/modelosoferta/ – active offer models, descricao = título, 100 a page
leitura(
  modeloOfertaRoutes,
  {
    path: "/listagem/simples/interno/modelosoferta/",
    acao: "referencia.listar",
    tags: ["listagem"],
    query: SearchQuery,
  },
  json(OpcaoPage, "Modelos de oferta"),
  async ({ db, query, pagina }) =>
    pagina((win) => opcoesPaginadas(db, modelosOfertaAtivos(), query.search, win), SIMPLE_LIST_PAGE_SIZE),
);

// GET /modelooferta/interno/export/ – the offer-model list with its filters (every page), as a spreadsheet
exportacao(modeloOfertaRoutes, {
  path: "/modelooferta/interno/export/",
  acao: "referencia.listar",
  tags: ["modelooferta"],
  query: ModeloOfertaExportQuery,
  arquivo: "modelos-de-oferta",
  nome: { singular: "modelo de oferta", plural: "Modelos de oferta" },
  lotes: lotesDeModelos,
  colunas: [
    { titulo: "Título", largura: 48, valor: (m) => m.titulo },
    { titulo: "Serviço", largura: 40, valor: (m) => m.servico.titulo },
    { titulo: "Valor", largura: 14, tipo: "dinheiro", valor: (m) => m.valor },
    { titulo: "Exige diagnóstico", largura: 18, valor: (m) => (m.servico.exige_diagnostico ? "Sim" : "Não") },
    { titulo: "Situação", largura: 12, valor: (m) => (m.ativo ? "Ativo" : "Inativo") },
  ],
});
