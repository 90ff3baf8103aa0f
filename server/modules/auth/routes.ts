import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json } from "../../lib/route";
import { ArquivoSchema, fileResponse } from "../../lib/files";
import { NoQuery } from "../../lib/params";
import { getAvatar, setAvatar } from "./avatar";

import { AvatarBody, LoginBody, LoginResponse, UserSchema } from "./schemas";
import { login, logout } from "./service";

export const authRoutes = new OpenAPIHono<HubEnv>();

// POST /auth/login/ – signs in with e-mail or CPF and returns an opaque bearer token
authRoutes.openapi(
  hubRoute({
    method: "post",
    path: "/auth/login/",
    tags: ["auth"],
    request: {
      query: NoQuery,
      body: { content: { "application/json": { schema: LoginBody } }, required: true },
    },
    responses: {
      200: { description: "Token e usuário", content: { "application/json": { schema: LoginResponse } } },
    },
  }),
  async (c) => {
    const { username, password } = c.req.valid("json");
    const deps = c.get("deps");
    return c.json(await login(c.get("db"), { username, password, ip: c.get("ip") }, deps), 200);
  },
);

// POST /auth/logout/ – revokes the bearer token of the call
authRoutes.openapi(
  hubRoute({
    method: "post",
    path: "/auth/logout/",
    request: { query: NoQuery },
    tags: ["auth"],
    responses: {
      200: {
        description: "Sessão encerrada",
        content: { "application/json": { schema: z.object({ detail: z.string() }) } },
      },
    },
  }),
  async (c) => {
    await logout(c.get("db"), c.get("user")!, c.get("deps").now());
    return c.json({ detail: "Sessão encerrada." }, 200);
  },
);

// GET /auth/me/ – the signed-in user with its groups
authRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/auth/me/",
    request: { query: NoQuery },
    tags: ["auth"],
    responses: {
      200: { description: "Usuário da sessão", content: { "application/json": { schema: UserSchema } } },
    },
  }),
  (c) => {
    const { id, nome, sobrenome, email, groups } = c.get("user")!;
    return c.json({ id, nome, sobrenome, email, groups }, 200);
  },
);

// PUT /auth/me/avatar/ – replaces the signed-in user's picture (PNG, JPEG or WEBP up to 2 MB)
authRoutes.openapi(
  hubRoute({
    method: "put",
    path: "/auth/me/avatar/",
    tags: ["auth"],
    request: {
      query: NoQuery,
      body: { content: { "multipart/form-data": { schema: AvatarBody } }, required: true },
    },
    responses: { 200: json(ArquivoSchema, "Foto salva") },
  }),
  async (c) => c.json(await setAvatar(c.get("db"), c.get("user")!, c.req.valid("form").arquivo), 200),
);

// GET /auth/me/avatar/ – the signed-in user's picture, as a download
authRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/auth/me/avatar/",
    request: { query: NoQuery },
    tags: ["auth"],
    responses: {
      200: {
        description: "Imagem",
        content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } },
      },
    },
  }),
  async (c) => fileResponse(await getAvatar(c.get("db"), c.get("user")!)) as never,
);
