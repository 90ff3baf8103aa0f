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

// Staff read any entity's statuses; the parties, through the same routes under externo, the requests' by default
// and only the requests' substatuses.
const LADOS = [
  { lado: "interno", acao: "referencia.listar", substatusQuery: SubstatusQuery },
  { lado: "externo", acao: "referencia.basica", substatusQuery: SubstatusExternoQuery },
] as const;

for (const { lado, acao, substatusQuery } of LADOS) {
  // GET /listagem/interno/status/ – an entity's statuses (default the requests'), in workflow order
  // GET /listagem/externo/status/ – the same: what the parties' history timelines read
  leitura(
    statusRoutes,
    { path: `/listagem/${lado}/status/`, acao, tags, query: StatusQuery },
    StatusList,
    async ({ db, query }) => listStatus(db, query.entidade),
  );

  // GET /listagem/interno/substatus/ – an entity's substatuses, of one status (id or código) when given
  // GET /listagem/externo/substatus/ – the requests' substatuses, of one status (id or código) when given
  leitura(
    statusRoutes,
    { path: `/listagem/${lado}/substatus/`, acao, tags, query: substatusQuery },
    SubstatusList,
    async ({ db, query }) =>
      listSubstatus(db, "entidade" in query ? query.entidade : "solicitacao", query.status),
  );
}
