import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { json, leitura } from "../../lib/endpoint";
import {
  CorSchema,
  StatusQuery,
  SubstatusExternoQuery,
  SubstatusOpcaoSchema,
  SubstatusQuery,
} from "./schemas";
import { listStatus, listSubstatus } from "./service";

export const statusRoutes = new OpenAPIHono<HubEnv>();

const tags = ["listagem"];
const StatusList = json(z.array(CorSchema), "Status");
const SubstatusList = json(z.array(SubstatusOpcaoSchema), "Substatus");

// GET /listagem/interno/status/ – an entity's statuses (default the requests'), in workflow order
leitura(
  statusRoutes,
  { path: "/listagem/interno/status/", acao: "referencia.listar", tags, query: StatusQuery },
  StatusList,
  async ({ db, query }) => listStatus(db, query.entidade),
);

// GET /listagem/interno/substatus/ – an entity's substatuses, of one status (id or código) when given
leitura(
  statusRoutes,
  { path: "/listagem/interno/substatus/", acao: "referencia.listar", tags, query: SubstatusQuery },
  SubstatusList,
  async ({ db, query }) => listSubstatus(db, query.entidade, query.status),
);

// GET /listagem/externo/status/ – an entity's statuses (the requests' by default), in workflow order: what the
// parties' history timelines read
leitura(
  statusRoutes,
  { path: "/listagem/externo/status/", acao: "referencia.basica", tags, query: StatusQuery },
  StatusList,
  async ({ db, query }) => listStatus(db, query.entidade),
);

// GET /listagem/externo/substatus/ – the requests' substatuses, of one status (id or código) when given
leitura(
  statusRoutes,
  { path: "/listagem/externo/substatus/", acao: "referencia.basica", tags, query: SubstatusExternoQuery },
  SubstatusList,
  async ({ db, query }) => listSubstatus(db, "solicitacao", query.status),
);
