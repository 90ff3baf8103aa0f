import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { corpo, escrita, json, leitura } from "../../../lib/endpoint";
import { PreferenciasBody, PreferenciasSchema } from "./schemas";
import { preferenciasDe, salvarPreferencias } from "./service";

const tags = ["notificacao"];
const acao = "sessao.usar";

/** Each user's choice of how notifications reach them by e-mail (extra calls, beside SPEC §7). */
export const preferenciaRoutes = new OpenAPIHono<HubEnv>();

// GET /notificacao/preferencias/ – how each kind of notification reaches the user by e-mail
leitura(
  preferenciaRoutes,
  { path: "/notificacao/preferencias/", acao, tags },
  json(PreferenciasSchema, "Preferências do usuário"),
  ({ db, user }) => preferenciasDe(db, user.id),
);

// PUT /notificacao/preferencias/ – the user changes how kinds of notification reach them
escrita(
  preferenciaRoutes,
  { method: "put", path: "/notificacao/preferencias/", acao, tags, body: corpo(PreferenciasBody) },
  { 200: json(PreferenciasSchema, "Preferências salvas") },
  ({ db, user, body }) => salvarPreferencias(db, user.id, body.preferencias),
);
