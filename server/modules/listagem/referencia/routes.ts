import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { endpoint, json, rotaLista } from "../../../lib/endpoint";
import { GroupSchema } from "../../auth";
import { CorSchema } from "../../solicitacao";
import { rotaOpcoes } from "../opcoes/rota";
import {
  FaixaQuilometragemSchema,
  ModeloHoraSchema,
  PlanoPagamentoSchema,
  StatusQuery,
  SubstatusExternoQuery,
  SubstatusOpcaoSchema,
  SubstatusQuery,
} from "../schemas";
import {
  FONTES,
  listFaixasQuilometragem,
  listGrupos,
  listModelosHora,
  listPlanosPagamento,
  listStatus,
  listSubstatus,
} from "./service";

export const listagemReferenciaRoutes = new OpenAPIHono<HubEnv>();

const tags = ["listagem"];
const StatusList = json(z.array(CorSchema), "Status");
const SubstatusList = json(z.array(SubstatusOpcaoSchema), "Substatus");

// GET /listagem/interno/status/ – an entity's statuses (default the requests'), in workflow order
endpoint(
  listagemReferenciaRoutes,
  {
    method: "get",
    path: "/listagem/interno/status/",
    acao: "referencia.listar",
    tags,
    request: { query: StatusQuery },
    responses: { 200: StatusList },
  },
  async ({ db, query }) => listStatus(db, query.entidade),
);

// GET /listagem/interno/substatus/ – an entity's substatuses, of one status (id or código) when given
endpoint(
  listagemReferenciaRoutes,
  {
    method: "get",
    path: "/listagem/interno/substatus/",
    acao: "referencia.listar",
    tags,
    request: { query: SubstatusQuery },
    responses: { 200: SubstatusList },
  },
  async ({ db, query }) => {
    return listSubstatus(db, query.entidade, query.status);
  },
);

// GET /listagem/externo/status/ – the requests' statuses, in workflow order
rotaLista(
  listagemReferenciaRoutes,
  { path: "/listagem/externo/status/", acao: "referencia.basica", tag: "listagem", description: "Status" },
  CorSchema,
  (db) => listStatus(db, "solicitacao"),
);

// GET /listagem/externo/substatus/ – the requests' substatuses, of one status (id or código) when given
endpoint(
  listagemReferenciaRoutes,
  {
    method: "get",
    path: "/listagem/externo/substatus/",
    acao: "referencia.basica",
    tags,
    request: { query: SubstatusExternoQuery },
    responses: { 200: SubstatusList },
  },
  async ({ db, query }) => listSubstatus(db, "solicitacao", query.status),
);

// GET /listagem/interno/grupos/ – the user groups, by name
rotaLista(
  listagemReferenciaRoutes,
  { path: "/listagem/interno/grupos/", acao: "referencia.listar", tag: "listagem", description: "Grupos" },
  GroupSchema,
  listGrupos,
);

// GET /listagem/interno/modelo-hora/ – hourly rate models, by name
rotaLista(
  listagemReferenciaRoutes,
  {
    path: "/listagem/interno/modelo-hora/",
    acao: "referencia.listar",
    tag: "listagem",
    description: "Modelos de hora",
  },
  ModeloHoraSchema,
  listModelosHora,
);

// GET /listagem/interno/plano-pagamento/ – payment plans, by number of instalments
rotaLista(
  listagemReferenciaRoutes,
  {
    path: "/listagem/interno/plano-pagamento/",
    acao: "referencia.listar",
    tag: "listagem",
    description: "Planos de pagamento",
  },
  PlanoPagamentoSchema,
  listPlanosPagamento,
);

// GET /listagem/interno/faixa-quilometragem/ – travel allowance bands, from the nearest
rotaLista(
  listagemReferenciaRoutes,
  {
    path: "/listagem/interno/faixa-quilometragem/",
    acao: "referencia.listar",
    tag: "listagem",
    description: "Faixas de quilometragem",
  },
  FaixaQuilometragemSchema,
  listFaixasQuilometragem,
);

// GET /listagem/genero/ – genders, by name
rotaOpcoes(
  listagemReferenciaRoutes,
  { path: "/listagem/genero/", acao: "referencia.basica", tag: "listagem", description: "Gêneros" },
  FONTES.genero,
);

// GET /listagem/area-atuacao/simple/ – active areas of activity, by name
rotaOpcoes(
  listagemReferenciaRoutes,
  {
    path: "/listagem/area-atuacao/simple/",
    acao: "referencia.basica",
    tag: "listagem",
    description: "Áreas de atuação",
  },
  FONTES.areaAtuacao,
);

// GET /listagem/unidade-atendimento/simple/ – active service units, by name
rotaOpcoes(
  listagemReferenciaRoutes,
  {
    path: "/listagem/unidade-atendimento/simple/",
    acao: "referencia.basica",
    tag: "listagem",
    description: "Unidades de atendimento",
  },
  FONTES.unidadeAtendimento,
);
