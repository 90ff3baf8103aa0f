import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { publicoAlvo } from "../../db/schema";
import { rotaOpcoes } from "../listagem";

export const publicoAlvoRoutes = new OpenAPIHono<HubEnv>();

// GET /publicoalvo/interno/ – target audiences, by name
rotaOpcoes(
  publicoAlvoRoutes,
  {
    path: "/publicoalvo/interno/",
    acao: "referencia.listar",
    tag: "publicoalvo",
    description: "Públicos-alvo",
  },
  { table: publicoAlvo, id: publicoAlvo.id, descricao: publicoAlvo.descricao },
);
