import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { json, leitura } from "../../../lib/endpoint";
import { IdParam } from "../../../lib/params";
import { ContratoDaEmpresaSchema, ContratoRmQuery, EmpresaServicoParams } from "./schemas";
import { contratosDaEmpresa, contratosNoRm } from "./service";

/** A company's contracts looked up: from the Hub's own data, or from the ERP (RM) through its driver. */
export const contratoConsultaRoutes = new OpenAPIHono<HubEnv>();
const tags = ["empresa"];
const contratos = (descricao: string) => json(z.array(ContratoDaEmpresaSchema), descricao);

// GET /empresa/consultar-contrato/{empresa}/{servico}/ – the company's contracts for the service (Hub data)
leitura(
  contratoConsultaRoutes,
  {
    path: "/empresa/consultar-contrato/{empresa}/{servico}/",
    acao: "contrato.consultar",
    tags,
    params: EmpresaServicoParams,
  },
  contratos("Contratos da empresa para o serviço"),
  ({ db, user, params }) => contratosDaEmpresa(db, user, params.empresa, params.servico),
);

// GET /empresa/consultar-contrato-rm/{id}/ – the company's contracts in the ERP (RM), of one service when given
leitura(
  contratoConsultaRoutes,
  {
    path: "/empresa/consultar-contrato-rm/{id}/",
    acao: "contrato.consultar",
    tags,
    query: ContratoRmQuery,
    params: IdParam,
  },
  contratos("Contratos da empresa no RM"),
  ({ db, user, params, query }) => contratosNoRm(db, user, params.id, query.servico),
);
