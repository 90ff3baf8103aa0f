import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { endpoint, json } from "../../lib/endpoint";
import { ProgramaQuery, ProgramaSchema } from "./schemas";
import { listProgramas } from "./service";

export const programaRoutes = new OpenAPIHono<HubEnv>();

// GET /programa/interno/list/ – programmes by name, by situation (status) and internal hiring use
endpoint(
  programaRoutes,
  {
    method: "get",
    path: "/programa/interno/list/",
    acao: "referencia.listar",
    tags: ["programa"],
    request: { query: ProgramaQuery },
    responses: { 200: json(z.array(ProgramaSchema), "Programas") },
  },
  async ({ db, query }) => listProgramas(db, query),
);
