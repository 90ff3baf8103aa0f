import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { corpo, endpoint, escrita, json, leitura } from "../../lib/endpoint";
import { TokenParam } from "../../lib/link";
import { ErrorSchema } from "../../lib/errors";
import { ArquivoSchema, fileResponse } from "../../lib/files";
import { NoQuery } from "../../lib/params";
import { AVATAR_MAX_BYTES, getAvatar, setAvatar } from "./avatar";
import {
  AvatarBody,
  ContaDoLinkSchema,
  LoginBody,
  LoginResponse,
  SenhaBody,
  SenhaDefinidaSchema,
  UserSchema,
} from "./schemas";
import { contaDoLinkDeSenha, definirSenha } from "./senha";
import { login, logout } from "./service";

export const authRoutes = new OpenAPIHono<HubEnv>();

// POST /auth/login/ – signs in with e-mail or CPF and returns an opaque bearer token
endpoint(
  authRoutes,
  {
    method: "post",
    path: "/auth/login/",
    acao: "sessao.entrar",
    tags: ["auth"],
    request: {
      query: NoQuery,
      body: { content: { "application/json": { schema: LoginBody } }, required: true },
    },
    responses: {
      200: { description: "Token e usuário", content: { "application/json": { schema: LoginResponse } } },
      429: json(ErrorSchema, "Tentativas demais deste endereço ou para esta conta"),
    },
  },
  async ({ db, body, c }) => {
    return login(db, { ...body, ip: c.get("ip") }, c.get("deps"));
  },
);

// POST /auth/logout/ – revokes the bearer token of the call
endpoint(
  authRoutes,
  {
    method: "post",
    path: "/auth/logout/",
    acao: "sessao.usar",
    request: { query: NoQuery },
    tags: ["auth"],
    responses: {
      200: {
        description: "Sessão encerrada",
        content: { "application/json": { schema: z.object({ detail: z.string() }) } },
      },
    },
  },
  async ({ db, user, now }) => {
    await logout(db, user, now);
    return { detail: "Sessão encerrada." };
  },
);

// GET /auth/me/ – the signed-in user with its groups
leitura(
  authRoutes,
  { path: "/auth/me/", acao: "sessao.usar", tags: ["auth"] },
  { description: "Usuário da sessão", content: { "application/json": { schema: UserSchema } } },
  async ({ user }) => {
    const { id, nome, sobrenome, email, groups } = user;
    return { id, nome, sobrenome, email, groups };
  },
);

// PUT /auth/me/avatar/ – replaces the signed-in user's picture (PNG, JPEG or WEBP up to 2 MB)
endpoint(
  authRoutes,
  {
    method: "put",
    path: "/auth/me/avatar/",
    acao: "sessao.usar",
    tags: ["auth"],
    bytesPorArquivo: AVATAR_MAX_BYTES,
    request: {
      query: NoQuery,
      body: { content: { "multipart/form-data": { schema: AvatarBody } }, required: true },
    },
    responses: { 200: json(ArquivoSchema, "Foto salva") },
  },
  async ({ db, user, body }) => setAvatar(db, user, body.arquivo),
);

// GET /auth/me/avatar/ – the signed-in user's picture, as a download. Every signed-in page asks for it: a user
// without one is an answer (204), not an error the browser logs on each page (a 404).
endpoint(
  authRoutes,
  {
    method: "get",
    path: "/auth/me/avatar/",
    acao: "sessao.usar",
    request: { query: NoQuery },
    tags: ["auth"],
    responses: {
      200: {
        description: "Imagem",
        content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } },
      },
      204: { description: "O usuário ainda não tem foto de perfil" },
    },
  },
  async ({ db, user }) => {
    const foto = await getAvatar(db, user);
    return (foto ? fileResponse(foto) : new Response(null, { status: 204 })) as never;
  },
);

// GET /auth/senha/{token}/ – whose account a password link is for, while it is live (no session)
leitura(
  authRoutes,
  { path: "/auth/senha/{token}/", acao: "sessao.entrar", tags: ["auth"], params: TokenParam },
  json(ContaDoLinkSchema, "Conta do link"),
  ({ db, params, now }) => db.transaction((tx) => contaDoLinkDeSenha(tx, params.token, now)),
);

// POST /auth/senha/{token}/ – sets the password with a live link and spends it (no session)
escrita(
  authRoutes,
  {
    method: "post",
    path: "/auth/senha/{token}/",
    acao: "sessao.entrar",
    tags: ["auth"],
    params: TokenParam,
    body: corpo(SenhaBody),
  },
  { 200: json(SenhaDefinidaSchema, "Senha definida") },
  ({ db, params, body, now }) => definirSenha(db, params.token, body.password, now),
);
