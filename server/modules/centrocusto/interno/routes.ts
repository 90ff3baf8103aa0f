import "server-only";
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { corpo, escrita, json, leitura } from "../../../lib/endpoint";
import { ROTULO_SITUACAO } from "@/lib/regras/centrocusto";
import { exportacao } from "../../../lib/exportacao";
import { IdParam } from "../../../lib/params";
import { colunasDeSaldo } from "../acompanhamento/planilha";
import {
  AtivacaoBody,
  AtualizacaoBody,
  CentroCustoInternoDetalheSchema,
  CentroCustoInternoPage,
  CentroCustoInternoQuery,
  CentroCustoInternoSchema,
  DetalheQuery,
} from "./schemas";
import {
  alterarAtivacao,
  atualizarCentro,
  centroInternoDe,
  listarInterno,
  listarMovimentos,
  lotesInternos,
} from "./service";

/** Cost centres for staff: their balances from the ledger, their movements, flags and data. */
export const centroCustoInternoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["centrocusto"];
const PATH = "/centrocusto/interno/";
const centroJson = json(CentroCustoInternoSchema, "Centro de custo com os saldos");
type Centro = z.infer<typeof CentroCustoInternoSchema>;

// GET /centrocusto/interno/ – centres with their balances, filtered by project, action, flags and people, paged
leitura(
  centroCustoInternoRoutes,
  { path: PATH, acao: "centrocusto.acompanhar", tags, query: CentroCustoInternoQuery },
  json(CentroCustoInternoPage, "Centros de custo"),
  ({ db, query, pagina }) => pagina((win) => listarInterno(db, query, win)),
);

// GET /centrocusto/interno/export/ – the list's centres (its filters, every page) with their balances, as an XLSX
exportacao(centroCustoInternoRoutes, {
  path: `${PATH}export/`,
  acao: "centrocusto.acompanhar",
  tags,
  query: CentroCustoInternoQuery,
  arquivo: "centros-de-custo",
  nome: { singular: "Centro de custo", plural: "Centros de custo" },
  lotes: lotesInternos,
  colunas: [
    { titulo: "Código", largura: 14, valor: (c) => c.codigo },
    { titulo: "Descrição", largura: 48, valor: (c) => c.descricao },
    { titulo: "Ano", largura: 8, tipo: "inteiro", valor: (c) => c.ano },
    { titulo: "Ação", largura: 10, valor: (c) => c.acao.codigo },
    { titulo: "Projeto", largura: 32, valor: (c) => c.projeto },
    ...colunasDeSaldo<Centro>(),
    { titulo: "Situação do saldo", largura: 18, valor: (c) => ROTULO_SITUACAO[c.situacao] },
    { titulo: "Ativo", largura: 8, valor: (c) => (c.ativo ? "Sim" : "Não") },
    { titulo: "Envolvidos", largura: 12, tipo: "inteiro", valor: (c) => c.envolvidos },
  ],
});

// GET /centrocusto/interno/detalhe/{id}/ – one centre, its balances and a page of its movements (newest first)
leitura(
  centroCustoInternoRoutes,
  {
    path: `${PATH}detalhe/{id}/`,
    acao: "centrocusto.acompanhar",
    tags,
    query: DetalheQuery,
    params: IdParam,
  },
  json(CentroCustoInternoDetalheSchema, "Centro de custo, saldos e movimentos"),
  async ({ db, params, pagina }) => ({
    ...(await centroInternoDe(db, params.id)),
    movimentos: await pagina((win) => listarMovimentos(db, params.id, win), 20),
  }),
);

// PATCH /centrocusto/interno/{id}/ – switches the centre, or its action's or project's part in the Hub
escrita(
  centroCustoInternoRoutes,
  {
    method: "patch",
    path: `${PATH}{id}/`,
    acao: "centrocusto.gerir",
    tags,
    params: IdParam,
    body: corpo(AtivacaoBody),
  },
  { 200: centroJson },
  ({ db, user, params, body }) => alterarAtivacao(db, user, params.id, body),
);

// PATCH /centrocusto/interno/update/{id}/ – edits description, action and project; budget changes are movements
escrita(
  centroCustoInternoRoutes,
  {
    method: "patch",
    path: `${PATH}update/{id}/`,
    acao: "centrocusto.gerir",
    tags,
    params: IdParam,
    body: corpo(AtualizacaoBody),
  },
  { 200: centroJson },
  ({ db, user, params, body, now }) => atualizarCentro(db, user, params.id, body, now),
);
