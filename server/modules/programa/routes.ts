import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json } from "../../lib/route";
import { ProgramaQuery, ProgramaSchema } from "./schemas";
import { listProgramas } from "./service";

export const programaRoutes = new OpenAPIHono<HubEnv>();

// GET /programa/interno/list/ – programmes by name, by situation (status) and internal hiring use
programaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/programa/interno/list/",
    tags: ["programa"],
    request: { query: ProgramaQuery },
    responses: { 200: json(z.array(ProgramaSchema), "Programas") },
  }),
  async (c) => c.json(await listProgramas(c.get("db"), c.req.valid("query")), 200),
);
