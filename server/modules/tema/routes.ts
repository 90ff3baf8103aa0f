import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { json, leitura, lista } from "../../lib/endpoint";

import { SubtemaQuery, SubtemaSchema, TemaInternoSchema, TemaSchema } from "./schemas";
import { listSubtemas, listTemas, listTemasInterno } from "./service";

export const temaRoutes = new OpenAPIHono<HubEnv>();

const SubtemaList = json(z.array(SubtemaSchema), "Subtemas");

// The catalogue's side and the staff side read the same subthemes; only the themes' list differs.
const LADOS = [
  {
    lado: "externo",
    temas: "/tema/externo/list/",
    acao: "catalogo.ver",
    schema: TemaSchema,
    listar: listTemas,
  },
  {
    lado: "interno",
    temas: "/tema/interno/",
    acao: "referencia.listar",
    schema: TemaInternoSchema,
    listar: listTemasInterno,
  },
] as const;

for (const { lado, temas, acao, schema, listar } of LADOS) {
  // GET /tema/externo/list/ – every theme, by name
  // GET /tema/interno/ – every theme with its number of subthemes, by name
  lista(temaRoutes, { path: temas, acao, tags: ["tema"], descricao: "Temas" }, schema, listar);

  // GET /tema/subtema/externo/list/ – subthemes with their theme, optionally of one theme
  // GET /tema/subtema/interno/list/ – the same, staff side
  leitura(
    temaRoutes,
    { path: `/tema/subtema/${lado}/list/`, acao, tags: ["tema"], query: SubtemaQuery },
    SubtemaList,
    async ({ db, query }) => listSubtemas(db, query.tema),
  );
}
