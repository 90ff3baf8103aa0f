import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { hubRoute, json } from "../../lib/route";
import { VinculoQuery, VinculoSchema } from "./schemas";
import { checarVinculo } from "./service";

export const sasRoutes = new OpenAPIHono<HubEnv>();

// GET /sas/checar/vinculo/ – whether the person with a CPF is linked to the company with a CNPJ
sasRoutes.openapi(
  hubRoute({
    method: "get",
    path: "/sas/checar/vinculo/",
    tags: ["sas"],
    request: { query: VinculoQuery },
    responses: { 200: json(VinculoSchema, "Situação do vínculo") },
  }),
  async (c) => {
    const { cnpj, cpf } = c.req.valid("query");
    return c.json(await checarVinculo(c.get("db"), c.get("user")!, cnpj, cpf), 200);
  },
);
