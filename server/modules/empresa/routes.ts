import "server-only";
import { IdParam, NoQuery } from "../../lib/params";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { ErrorSchema } from "../../lib/errors";
import { hubRoute, json } from "../../lib/route";
import { pageOf } from "../../lib/pagination";
import { consultaProdutorRural, createEmpresa } from "./create";
import {
  EmpresaCreateBody,
  EmpresaPage,
  EmpresaQuery,
  EmpresaResumoSchema,
  EmpresaSchema,
  ProdutorRuralQuery,
  ProdutorRuralSchema,
} from "./schemas";
import { getEmpresaDoUsuario, listEmpresasDoUsuario, listEmpresasResumo } from "./service";

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

// GET /empresa/list/ – the client's active companies, short form, unpaginated (registered before {id})
empresaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/empresa/list/",
    tags: ["empresa"],
    request: { query: NoQuery },
    responses: { 200: json(z.array(EmpresaResumoSchema), "Empresas do cliente") },
  }),
  async (c) => c.json(await listEmpresasResumo(c.get("db"), c.get("user")!.id), 200),
);

// GET /empresa/{id}/ – one of the client's companies; 404 for any other
empresaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/empresa/{id}/",
    tags: ["empresa"],
    request: { query: NoQuery, params: IdParam },
    responses: { 200: json(EmpresaSchema, "Empresa") },
  }),
  async (c) =>
    c.json(await getEmpresaDoUsuario(c.get("db"), c.get("user")!.id, c.req.valid("param").id), 200),
);

// POST /empresa/ – the client registers a company (CNPJ) or rural producer (CPF), linked to itself
empresaRoutes.openapi(
  hubRoute({
    method: "post",
    path: "/empresa/",
    tags: ["empresa"],
    request: {
      query: NoQuery,
      body: { content: { "application/json": { schema: EmpresaCreateBody } }, required: true },
    },
    responses: {
      201: json(EmpresaSchema, "Empresa cadastrada"),
      409: json(ErrorSchema, "Documento já cadastrado"),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    const usuarioId = c.get("user")!.id;
    const created = await c.get("db").transaction((tx) => createEmpresa(tx, usuarioId, body));
    return c.json(created, 201);
  },
);

// GET /consulta/produtor-rural/ – whether a rural producer with this CPF is registered
empresaRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/consulta/produtor-rural/",
    tags: ["empresa"],
    request: { query: ProdutorRuralQuery },
    responses: { 200: json(ProdutorRuralSchema, "Resultado da consulta") },
  }),
  async (c) => {
    const { param_value } = c.req.valid("query");
    return c.json(await consultaProdutorRural(c.get("db"), c.get("user")!, param_value), 200);
  },
);
