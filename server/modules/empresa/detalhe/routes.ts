import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { json, leitura } from "../../../lib/endpoint";
import { IdParam } from "../../../lib/params";
import { EmpresaDetalheSchema } from "./schemas";
import { detalharEmpresa } from "./service";

/** One company as staff see it. */
export const detalheRoutes = new OpenAPIHono<HubEnv>();

// GET /empresa/interno/detalhe/{id}/ – a company's data, address, contacts, documents, accreditations and requests
leitura(
  detalheRoutes,
  {
    path: "/empresa/interno/detalhe/{id}/",
    acao: "empresa.consultar",
    tags: ["empresa-interno"],
    params: IdParam,
  },
  json(EmpresaDetalheSchema, "Empresa"),
  ({ db, user, params }) => detalharEmpresa(db, user, params.id),
);
