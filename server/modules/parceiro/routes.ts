import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { corpo, escrita, json, leitura } from "../../lib/endpoint";
import { ErrorSchema } from "../../lib/errors";
import { exportacao } from "../../lib/exportacao";
import { IdParam } from "../../lib/params";
import { ParceiroBody, ParceiroOpcaoSchema, ParceiroPage, ParceiroQuery, ParceiroSchema } from "./schemas";
import {
  atualizarParceiro,
  criarParceiro,
  detalharParceiro,
  listarAtivos,
  listarParceiros,
  lotesDeParceiros,
  removerParceiro,
} from "./service";

/** Partners co-funding requests' subsidies (SPEC §3): staff keep them; requests name them. */
export const parceiroRoutes = new OpenAPIHono<HubEnv>();
const tags = ["parceiro"];
const PATH = "/parceiro/interno/";
const parceiroJson = json(ParceiroSchema, "Parceiro");
const nomeRepetido = { 409: json(ErrorSchema, "Já existe um parceiro com esta razão social") };

// GET /parceiro/interno/list/ – the active partners, by name, to choose a request's co-funders
leitura(
  parceiroRoutes,
  { path: `${PATH}list/`, acao: "parceiro.listar", tags },
  json(z.array(ParceiroOpcaoSchema), "Parceiros ativos"),
  ({ db }) => listarAtivos(db),
);

// GET /parceiro/interno/ – partners by name, searched (accents aside) and filtered by ativo, paged
leitura(
  parceiroRoutes,
  { path: PATH, acao: "parceiro.gerir", tags, query: ParceiroQuery },
  json(ParceiroPage, "Parceiros"),
  ({ db, query, pagina }) => pagina((win) => listarParceiros(db, query, win)),
);

// GET /parceiro/interno/export/ – the list's partners (its filters, every page) as an XLSX, streamed
exportacao(parceiroRoutes, {
  path: `${PATH}export/`,
  acao: "parceiro.gerir",
  tags,
  query: ParceiroQuery,
  arquivo: "parceiros",
  nome: { singular: "Parceiro", plural: "Parceiros" },
  lotes: lotesDeParceiros,
  colunas: [
    { titulo: "Razão social", largura: 40, valor: (p) => p.razaosocial },
    { titulo: "Subsídio", largura: 12, tipo: "percentual", valor: (p) => p.subsidio },
    { titulo: "Situação", largura: 10, valor: (p) => (p.ativo ? "Ativo" : "Inativo") },
    { titulo: "Solicitações", largura: 14, tipo: "inteiro", valor: (p) => p.solicitacoes },
    { titulo: "Objetivo", largura: 60, valor: (p) => p.objetivo },
  ],
});

// POST /parceiro/interno/ – a new partner
escrita(
  parceiroRoutes,
  { method: "post", path: PATH, acao: "parceiro.gerir", tags, body: corpo(ParceiroBody) },
  { 201: parceiroJson, ...nomeRepetido },
  ({ db, body }) => criarParceiro(db, body),
);

// GET /parceiro/interno/{id}/ – one partner, with how many requests it co-funds
leitura(
  parceiroRoutes,
  { path: `${PATH}{id}/`, acao: "parceiro.gerir", tags, params: IdParam },
  parceiroJson,
  ({ db, params }) => detalharParceiro(db, params.id),
);

// PUT /parceiro/interno/{id}/ – replaces a partner's data (deactivating keeps it off new requests)
escrita(
  parceiroRoutes,
  {
    method: "put",
    path: `${PATH}{id}/`,
    acao: "parceiro.gerir",
    tags,
    params: IdParam,
    body: corpo(ParceiroBody),
  },
  { 200: parceiroJson, ...nomeRepetido },
  ({ db, params, body }) => atualizarParceiro(db, params.id, body),
);

// DELETE /parceiro/interno/{id}/ – deletes a partner no request names
escrita(
  parceiroRoutes,
  { method: "delete", path: `${PATH}{id}/`, acao: "parceiro.gerir", tags, params: IdParam },
  {
    204: { description: "Parceiro excluído" },
    409: json(ErrorSchema, "O parceiro participa de solicitações"),
  },
  async ({ db, params }) => {
    await removerParceiro(db, params.id);
    return null;
  },
);
