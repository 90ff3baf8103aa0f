import "server-only";
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import type { Acao } from "../../authz/acoes";
import type { HubEnv } from "../../lib/context";
import { endpoint, json } from "../../lib/endpoint";
import { NoQuery } from "../../lib/params";
import { painelCliente } from "./cliente";
import { painelCoordenador } from "./coordenador";
import { painelGestor } from "./equipe";
import { montarPainel, type Painel, type Resultado } from "./painel";
import { painelPrestador } from "./prestador";
import { DashClienteSchema, DashCoordenadorSchema, DashGestorSchema, DashPrestadorSchema } from "./schemas";

/** The four role dashboards (SPEC §2, §6): counts of what each list shows, each linking to it. */
export const dashRoutes = new OpenAPIHono<HubEnv>();
const tags = ["dash"];

/** Registers GET `path`, answering every part of `painel` for the caller as `schema` (which must fit it). */
function rota<P extends Painel>(
  path: string,
  acao: Acao,
  painel: P,
  schema: z.ZodType<Resultado<P>>,
  descricao: string,
) {
  endpoint(
    dashRoutes,
    {
      method: "get",
      path,
      acao,
      tags,
      request: { query: NoQuery },
      responses: { 200: json(schema, descricao) },
    },
    async ({ db, user, now }) => montarPainel(painel, { db, user, now }),
  );
}

// GET /dash/externo/cliente/ – the client's requests by stage, what waits for them, values contracted
rota("/dash/externo/cliente/", "dash.cliente", painelCliente, DashClienteSchema, "Painel do cliente");

// GET /dash/externo/prestador/ – the provider's opportunities, proposals, deliveries due and invoices
rota(
  "/dash/externo/prestador/",
  "dash.prestador",
  painelPrestador,
  DashPrestadorSchema,
  "Painel do prestador",
);

// GET /dash/interno/gestor/ – the manager's queue by status, time in each stage, deadlines, cost centres
rota("/dash/interno/gestor/", "dash.gestor", painelGestor, DashGestorSchema, "Painel do gestor");

// GET /dash/interno/coordenador/ – the same across units and managers, conversion, median days per stage
rota(
  "/dash/interno/coordenador/",
  "dash.coordenador",
  painelCoordenador,
  DashCoordenadorSchema,
  "Painel do coordenador",
);
