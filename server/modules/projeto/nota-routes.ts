import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { arquivo, json, leitura } from "../../lib/endpoint";
import { ErrorSchema } from "../../lib/errors";
import { fileResponse } from "../../lib/files";
import { IdParam } from "../../lib/params";
import { transicao } from "../../lib/transicao";
import { arquivoDaNota, autorizarNota, enviarNota, notasDoProjeto } from "./nota";
import { pagarNota } from "./nota-pagamento";
import { NotaDaParcelaSchema, NotaForm, NotaPagaForm, NotaPathParams } from "./schemas";
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

for (const qual of ["arquivo", "comprovante"] as const)
  // GET /projeto/externo/{projeto}/notas/{parcela}/arquivo/ and /comprovante/ – a sent invoice's file and the
  // proof of its payment, for its provider and staff
  leitura(
    notaRoutes,
    {
      path: `/projeto/externo/{projeto}/notas/{parcela}/${qual}/`,
      acao: "projeto.notas",
      tags: ["projeto"],
      params: NotaPathParams,
    },
    arquivo(qual === "arquivo" ? "Nota fiscal (PDF ou XML)" : "Comprovante do pagamento (PDF, PNG ou JPEG)"),
    async ({ db, user, params }) => fileResponse(await arquivoDaNota(db, user, { ...params, qual })),
  );

// PATCH /solicitacao/interno/plano/{id}/autoriza/nota/ – staff authorise instalment {id}'s invoice
transicao(
  notaRoutes,
  notaWorkflow,
  "autorizar",
  {
    method: "patch",
    path: "/solicitacao/interno/plano/{id}/autoriza/nota/",
    tags: ["projeto"],
    request: { params: IdParam },
    responses: {
      204: { description: "Nota autorizada" },
      409: json(ErrorSchema, "A nota já foi autorizada"),
      422: json(ErrorSchema, "A etapa da parcela não foi aprovada"),
    },
  },
  async ({ db, user, params, now }) => {
    await autorizarNota(db, user, params.id, now);
    return null;
  },
);

// PATCH /solicitacao/interno/plano/{id}/nota/paga/ – staff record instalment {id}'s invoice paid: the day and its proof
transicao(
  notaRoutes,
  notaWorkflow,
  "pagar",
  {
    method: "patch",
    path: "/solicitacao/interno/plano/{id}/nota/paga/",
    tags: ["projeto"],
    request: {
      params: IdParam,
      body: { content: { "multipart/form-data": { schema: NotaPagaForm } }, required: true },
    },
    responses: {
      204: { description: "Nota registrada como paga" },
      409: json(ErrorSchema, "A nota não foi enviada ou já foi paga"),
    },
  },
  async ({ db, user, params, body, now }) => {
    await pagarNota(db, user, { parcela: params.id, ...body, now });
    return null;
  },
);
