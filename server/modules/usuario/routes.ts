import "server-only";
import { IdParam, NoQuery } from "../../lib/params";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json, rotaLista } from "../../lib/route";
import { pageOf } from "../../lib/pagination";
import { setActive } from "../auth";
import { AtivarBody, GestorSchema, UsuarioPage, UsuarioQuery, UsuarioSchema } from "./schemas";
import { getUsuario, listGestores, listUsuarios } from "./service";

export const usuarioRoutes = new OpenAPIHono<HubEnv>();

// GET /auth/admin/listar/ – users, filtered by groups and search, paginated
usuarioRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/auth/admin/listar/",
    tags: ["usuario"],
    request: { query: UsuarioQuery },
    responses: { 200: json(UsuarioPage, "Usuários") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    return c.json(await pageOf(c.req.url, q, (win) => listUsuarios(c.get("db"), q, win)), 200);
  },
);

// GET /auth/admin/listar/{id}/ – one user
usuarioRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/auth/admin/listar/{id}/",
    tags: ["usuario"],
    request: { query: NoQuery, params: IdParam },
    responses: { 200: json(UsuarioSchema, "Usuário") },
  }),
  async (c) => c.json(await getUsuario(c.get("db"), c.req.valid("param").id), 200),
);

// PATCH /auth/interno/gestor/{id}/ativar/ – activates or deactivates a user; deactivation revokes its sessions
usuarioRoutes.openapi(
  hubRoute({
    method: "patch",
    path: "/auth/interno/gestor/{id}/ativar/",
    tags: ["usuario"],
    request: {
      query: NoQuery,
      params: IdParam,
      body: { content: { "application/json": { schema: AtivarBody } }, required: true },
    },
    responses: { 200: json(z.object({ id: z.number(), ativo: z.boolean() }), "Situação do usuário") },
  }),
  async (c) => {
    const db = c.get("db");
    const { id } = c.req.valid("param");
    const { ativo } = c.req.valid("json");
    const result = await db.transaction((tx) =>
      setActive(tx, id, ativo, c.get("user")!, c.get("deps").now()),
    );
    return c.json(result, 200);
  },
);

// GET /auth/interno/gestor/list/ – managers and coordinators, active or not, with their service units
rotaLista(
  usuarioRoutes,
  { path: "/auth/interno/gestor/list/", tag: "usuario", description: "Gestores" },
  GestorSchema,
  listGestores,
);
