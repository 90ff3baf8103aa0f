import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json } from "../../lib/route";
import { pageOf } from "../../lib/pagination";
import { EmpresaPage, EmpresaQuery } from "./schemas";
import { listEmpresasDoUsuario } from "./service";

export const empresaRoutes = new OpenAPIHono<HubEnv>();

// GET /empresa/ – the caller's own companies (client or provider), with search, paginated
empresaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/empresa/",
    tags: ["empresa"],
    request: { query: EmpresaQuery },
    responses: { 200: json(EmpresaPage, "Empresas do usuário") },
  }),
  async (c) => {
    const q = c.req.valid("query");
    return c.json(
      await pageOf(c.req.url, q, (win) => listEmpresasDoUsuario(c.get("db"), c.get("user")!.id, q, win)),
      200,
    );
  },
);
