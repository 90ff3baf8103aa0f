import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import { TIPOS_ARQUIVO } from "@/lib/regras/arquivo";
import type { HubEnv } from "../../../lib/context";
import { arquivo, json, leitura } from "../../../lib/endpoint";
import { AcompanhamentoQuery, AcompanhamentoSchema } from "./schemas";
import { acompanhamento } from "./service";
import { planilhaDoAcompanhamento } from "./planilha";

/** The monthly follow-up of the cost centres' balances, and its spreadsheet. */
export const acompanhamentoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["centrocusto"];
const PATH = "/centrocusto/interno/acompanhamento/saldo/";

// GET /centrocusto/interno/acompanhamento/saldo/ – per centre and month: balance, reserved, committed, spent
leitura(
  acompanhamentoRoutes,
  { path: PATH, acao: "centrocusto.acompanhar", tags, query: AcompanhamentoQuery },
  json(AcompanhamentoSchema, "Acompanhamento mensal dos saldos"),
  ({ db, query, now }) => acompanhamento(db, query, now),
);

// GET /centrocusto/interno/acompanhamento/saldo/export/ – the same follow-up as an XLSX workbook
leitura(
  acompanhamentoRoutes,
  {
    path: `${PATH}export/`,
    acao: "centrocusto.acompanhar",
    tags,
    description:
      "Chamada extra do Hub (não está na lista de chamadas da especificação): o acompanhamento mensal, com os " +
      "mesmos filtros, como planilha XLSX com as abas Saldos (e a linha de total), Meses e Movimentos.",
    query: AcompanhamentoQuery,
  },
  arquivo("Planilha do acompanhamento", TIPOS_ARQUIVO.planilha[0]),
  async ({ db, query, now }) => planilhaDoAcompanhamento(await acompanhamento(db, query, now)),
);
