import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json, rotaLista } from "../../lib/route";

import { SubtemaQuery, SubtemaSchema, TemaInternoSchema, TemaSchema } from "./schemas";
import { listSubtemas, listTemas, listTemasInterno } from "./service";

export const temaRoutes = new OpenAPIHono<HubEnv>();

const SubtemaList = json(z.array(SubtemaSchema), "Subtemas");

// GET /tema/externo/list/ – every theme, by name
rotaLista(
  temaRoutes,
  { path: "/tema/externo/list/", tag: "tema", description: "Temas" },
  TemaSchema,
  listTemas,
);

// GET /tema/subtema/externo/list/ – subthemes with their theme, optionally of one theme
temaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/tema/subtema/externo/list/",
    tags: ["tema"],
    request: { query: SubtemaQuery },
    responses: { 200: SubtemaList },
  }),
  async (c) => c.json(await listSubtemas(c.get("db"), c.req.valid("query").tema), 200),
);

// GET /tema/interno/ – every theme with its number of subthemes, by name
rotaLista(
  temaRoutes,
  { path: "/tema/interno/", tag: "tema", description: "Temas" },
  TemaInternoSchema,
  listTemasInterno,
);

// GET /tema/subtema/interno/list/ – subthemes with their theme, optionally of one theme (staff side)
temaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/tema/subtema/interno/list/",
    tags: ["tema"],
    request: { query: SubtemaQuery },
    responses: { 200: SubtemaList },
  }),
  async (c) => c.json(await listSubtemas(c.get("db"), c.req.valid("query").tema), 200),
);
