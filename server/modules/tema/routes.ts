import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { json, leitura, lista } from "../../lib/endpoint";

import { SubtemaQuery, SubtemaSchema, TemaInternoSchema, TemaSchema } from "./schemas";
import { listSubtemas, listTemas, listTemasInterno } from "./service";

export const temaRoutes = new OpenAPIHono<HubEnv>();

const SubtemaList = json(z.array(SubtemaSchema), "Subtemas");

// GET /tema/externo/list/ – every theme, by name
lista(
  temaRoutes,
  { path: "/tema/externo/list/", acao: "catalogo.ver", tags: ["tema"], descricao: "Temas" },
  TemaSchema,
  listTemas,
);

// GET /tema/subtema/externo/list/ – subthemes with their theme, optionally of one theme
leitura(
  temaRoutes,
  { path: "/tema/subtema/externo/list/", acao: "catalogo.ver", tags: ["tema"], query: SubtemaQuery },
  SubtemaList,
  async ({ db, query }) => listSubtemas(db, query.tema),
);

// GET /tema/interno/ – every theme with its number of subthemes, by name
lista(
  temaRoutes,
  { path: "/tema/interno/", acao: "referencia.listar", tags: ["tema"], descricao: "Temas" },
  TemaInternoSchema,
  listTemasInterno,
);

// GET /tema/subtema/interno/list/ – subthemes with their theme, optionally of one theme (staff side)
leitura(
  temaRoutes,
  { path: "/tema/subtema/interno/list/", acao: "referencia.listar", tags: ["tema"], query: SubtemaQuery },
  SubtemaList,
  async ({ db, query }) => listSubtemas(db, query.tema),
);
