import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute } from "../../lib/route";

import { LoginBody, LoginResponse, UserSchema } from "./schemas";
import { login, logout } from "./service";

export const authRoutes = new OpenAPIHono<HubEnv>();

// POST /auth/login/ – signs in with e-mail or CPF and returns an opaque bearer token
authRoutes.openapi(
  hubRoute({
    method: "post",
    path: "/auth/login/",
    tags: ["auth"],
    request: { body: { content: { "application/json": { schema: LoginBody } }, required: true } },
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
