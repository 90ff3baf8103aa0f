import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { endpoint, json } from "../../lib/endpoint";
import { VinculoQuery, VinculoSchema } from "./schemas";
import { checarVinculo } from "./service";

export const sasRoutes = new OpenAPIHono<HubEnv>();

// GET /sas/checar/vinculo/ – whether the person with a CPF is linked to the company with a CNPJ
endpoint(
  sasRoutes,
  {
    method: "get",
    path: "/sas/checar/vinculo/",
    acao: "cpf.consultar",
    tags: ["sas"],
    request: { query: VinculoQuery },
    responses: { 200: json(VinculoSchema, "Situação do vínculo") },
  },
  async ({ db, user, query }) => {
    const { cnpj, cpf } = query;
    return checarVinculo(db, user, cnpj, cpf);
  },
);
