import "server-only";
import { IdParam, NoQuery } from "../../lib/params";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { endpoint, json, rotaLista } from "../../lib/endpoint";
import { setActive } from "../auth";
import { AtivarBody, GestorSchema, UsuarioPage, UsuarioQuery, UsuarioSchema } from "./schemas";
import { getUsuario, listGestores, listUsuarios } from "./service";

export const usuarioRoutes = new OpenAPIHono<HubEnv>();

// GET /auth/admin/listar/ – users, filtered by groups and search, paginated
endpoint(
  usuarioRoutes,
  {
    method: "get",
    path: "/auth/admin/listar/",
    acao: "usuario.administrar",
    tags: ["usuario"],
    request: { query: UsuarioQuery },
    responses: { 200: json(UsuarioPage, "Usuários") },
  },
  async ({ db, query, pagina }) => {
    return pagina((win) => listUsuarios(db, query, win));
  },
);

// GET /auth/admin/listar/{id}/ – one user
endpoint(
  usuarioRoutes,
  {
    method: "get",
    path: "/auth/admin/listar/{id}/",
    acao: "usuario.administrar",
    tags: ["usuario"],
    request: { query: NoQuery, params: IdParam },
    responses: { 200: json(UsuarioSchema, "Usuário") },
  },
  async ({ db, params }) => getUsuario(db, params.id),
);

// PATCH /auth/interno/gestor/{id}/ativar/ – activates or deactivates a user; deactivation revokes its sessions
endpoint(
  usuarioRoutes,
  {
    method: "patch",
    path: "/auth/interno/gestor/{id}/ativar/",
    acao: "usuario.administrar",
    tags: ["usuario"],
    request: {
      query: NoQuery,
      params: IdParam,
      body: { content: { "application/json": { schema: AtivarBody } }, required: true },
    },
    responses: { 200: json(z.object({ id: z.number(), ativo: z.boolean() }), "Situação do usuário") },
  },
  async ({ db, user, params, body, now }) => {
    const { id } = params;
    const { ativo } = body;
    const result = await db.transaction((tx) => setActive(tx, id, ativo, user, now));
    return result;
  },
);

// GET /auth/interno/gestor/list/ – managers and coordinators, active or not, with their service units
rotaLista(
  usuarioRoutes,
  { path: "/auth/interno/gestor/list/", acao: "referencia.listar", tag: "usuario", description: "Gestores" },
  GestorSchema,
  listGestores,
);
