import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { arquivo, json, leitura } from "../../lib/endpoint";
import { ErrorSchema } from "../../lib/errors";
import { fileResponse } from "../../lib/files";
import { IdParam } from "../../lib/params";
import { transicao } from "../../lib/transicao";
import { arquivoDaNota, autorizarNota, enviarNota, notasDoProjeto, pagarNota } from "./nota";
import { NotaDaParcelaSchema, NotaForm, NotaPathParams } from "./schemas";
import { notaWorkflow } from "./workflow";

/** Invoices per instalment ('Nota {parcela}'): staff authorise and pay, the provider sends. */
export const notaRoutes = new OpenAPIHono<HubEnv>();

// GET /projeto/externo/{id}/notas/ – the project's instalments with their invoices ('Nota {parcela}')
leitura(
  notaRoutes,
  { path: "/projeto/externo/{id}/notas/", acao: "projeto.notas", tags: ["projeto"], params: IdParam },
  json(z.array(NotaDaParcelaSchema), "Parcelas e notas"),
  ({ db, user, params }) => notasDoProjeto(db, user, params.id),
);

// PATCH /projeto/externo/{id}/notas/enviar/ – the provider sends an authorised invoice (PDF or NF-e XML)
transicao(
  notaRoutes,
  notaWorkflow,
  "enviar",
  {
    method: "patch",
    path: "/projeto/externo/{id}/notas/enviar/",
    tags: ["projeto"],
    request: {
      params: IdParam,
      body: { content: { "multipart/form-data": { schema: NotaForm } }, required: true },
    },
    responses: {
      204: { description: "Nota enviada" },
      409: json(ErrorSchema, "A nota não está autorizada ou já foi enviada"),
    },
  },
  async ({ db, user, params, body, now }) => {
    await enviarNota(db, user, { projeto: params.id, parcela: body.parcela, arquivo: body.arquivo, now });
    return null;
  },
);

// GET /projeto/externo/{projeto}/notas/{parcela}/arquivo/ – a sent invoice's file, for its provider and staff
leitura(
  notaRoutes,
  {
    path: "/projeto/externo/{projeto}/notas/{parcela}/arquivo/",
    acao: "projeto.notas",
    tags: ["projeto"],
    params: NotaPathParams,
  },
  arquivo("Nota fiscal (PDF ou XML)"),
  async ({ db, user, params }) => fileResponse(await arquivoDaNota(db, user, params.projeto, params.parcela)),
);

// PATCH /solicitacao/interno/plano/{id}/autoriza/nota/ – staff authorise instalment {id}'s invoice
// PATCH /solicitacao/interno/plano/{id}/nota/paga/ – staff record it paid
for (const [acao, caminho, fazer, texto] of [
  ["autorizar", "autoriza/nota", autorizarNota, "Nota autorizada"],
  ["pagar", "nota/paga", pagarNota, "Nota registrada como paga"],
] as const)
  transicao(
    notaRoutes,
    notaWorkflow,
    acao,
    {
      method: "patch",
      path: `/solicitacao/interno/plano/{id}/${caminho}/`,
      tags: ["projeto"],
      request: { params: IdParam },
      responses: {
        204: { description: texto },
        409: json(ErrorSchema, "A nota não está na situação exigida"),
        422: json(ErrorSchema, "A etapa da parcela não foi aprovada"),
      },
    },
    async ({ db, user, params, now }) => {
      await fazer(db, user, params.id, now);
      return null;
    },
  );
