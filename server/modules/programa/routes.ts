import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { json, leitura } from "../../lib/endpoint";
import { ProgramaQuery, ProgramaSchema } from "./schemas";
import { listProgramas } from "./service";

export const programaRoutes = new OpenAPIHono<HubEnv>();

// GET /programa/interno/list/ – programmes by name, by situation (status) and internal hiring use
leitura(
  programaRoutes,
  { path: "/programa/interno/list/", acao: "referencia.listar", tags: ["programa"], query: ProgramaQuery },
  json(z.array(ProgramaSchema), "Programas"),
  async ({ db, query }) => listProgramas(db, query),
);
