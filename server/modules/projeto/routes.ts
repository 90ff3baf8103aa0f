import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { ErrorSchema } from "../../lib/errors";
import { fileResponse } from "../../lib/files";
import { IdParam } from "../../lib/params";
import { acaoResult, AcaoResultSchema, MotivoBody, solicitacaoWorkflow } from "../solicitacao";
import { finalizarSolicitacao } from "./encerramento";
import { arquivoDaEntrega, avaliarEntrega, entregarEtapa, finalizarProjeto } from "./entrega";
import { arquivo, corpo, escrita, json, leitura } from "../../lib/endpoint";
import { transicao } from "../../lib/transicao";
import { etapaWorkflow } from "./workflow";
import { getProjetoExterno, listProjetosExternos, subprojetos } from "./externo";
import { aceitarDemanda } from "./aceite";
import {
  AceiteBody,
  EntregaForm,
  EtapaPathParams,
  ProjetoDetalheSchema,
  ProjetoExternoDetalheSchema,
  ProjetoExternoPage,
  ProjetoExternoQuery,
  ProjetoPage,
  ProjetoQuery,
  SubprojetoSchema,
} from "./schemas";
import { getProjeto, listProjetos } from "./service";

export const projetoRoutes = new OpenAPIHono<HubEnv>();

// GET /projeto/consultor/ – projects of the consultant's requests (managers: all, or one consultant's)
leitura(
  projetoRoutes,
  { path: "/projeto/consultor/", acao: "solicitacao.acompanhar", tags: ["projeto"], query: ProjetoQuery },
  json(ProjetoPage, "Projetos"),
  async ({ db, user, query, pagina }) => {
    return pagina((win) => listProjetos(db, user, query, win));
  },
);

// GET /projeto/consultor/{id}/ – one project with its companies, stages and history
leitura(
  projetoRoutes,
  { path: "/projeto/consultor/{id}/", acao: "solicitacao.acompanhar", tags: ["projeto"], params: IdParam },
  json(ProjetoDetalheSchema, "Projeto"),
  async ({ db, user, params, now }) => getProjeto(db, user, params.id, now),
);

// GET /projeto/externo/ – the client's or provider's projects, with how far their stages are
leitura(
  projetoRoutes,
  { path: "/projeto/externo/", acao: "projeto.parte", tags: ["projeto"], query: ProjetoExternoQuery },
  json(ProjetoExternoPage, "Projetos"),
  ({ db, user, query, pagina }) => pagina((win) => listProjetosExternos(db, user, query, win)),
);

// GET /projeto/externo/{id}/ – one project: its stages to deliver, instalments and history
leitura(
  projetoRoutes,
  { path: "/projeto/externo/{id}/", acao: "projeto.parte", tags: ["projeto"], params: IdParam },
  json(ProjetoExternoDetalheSchema, "Projeto"),
  ({ db, user, params, now }) => getProjetoExterno(db, user, params.id, now),
);

// GET /projeto/externo/{id}/subprojetos/ – the project's parts, one per client company of its request
leitura(
  projetoRoutes,
  { path: "/projeto/externo/{id}/subprojetos/", acao: "projeto.parte", tags: ["projeto"], params: IdParam },
  json(z.array(SubprojetoSchema), "Subprojetos"),
  ({ db, user, params }) => subprojetos(db, user, params.id),
);

// PATCH /projeto/externo/{projeto}/etapa/{etapa}/envia/arquivo/ – the provider delivers a stage (multipart)
transicao(
  projetoRoutes,
  etapaWorkflow,
  "entregar",
  {
    method: "patch",
    path: "/projeto/externo/{projeto}/etapa/{etapa}/envia/arquivo/",
    tags: ["projeto"],
    request: {
      params: EtapaPathParams,
      body: { content: { "multipart/form-data": { schema: EntregaForm } }, required: true },
    },
    responses: {
      204: { description: "Entrega enviada" },
      409: json(ErrorSchema, "A etapa mudou ou não aguarda entrega"),
    },
  },
  async ({ db, user, params, body, versao, now }) => {
    await entregarEtapa(db, user, { ...params, ...body, versao, now });
    return null;
  },
);

for (const acao of ["aprovar", "devolver"] as const)
  // PATCH /projeto/externo/{projeto}/etapa/{etapa}/aprovar/ and /devolver/ – the client approves a delivery,
  // or returns it saying what to fix
  transicao(
    projetoRoutes,
    etapaWorkflow,
    acao,
    {
      method: "patch",
      path: `/projeto/externo/{projeto}/etapa/{etapa}/${acao}/`,
      tags: ["projeto"],
      request: {
        params: EtapaPathParams,
        ...(acao === "devolver" && { body: corpo(MotivoBody) }),
      },
      responses: {
        204: { description: acao === "aprovar" ? "Entrega aprovada" : "Entrega devolvida" },
        409: json(ErrorSchema, "A etapa mudou ou não aguarda aprovação"),
      },
    },
    async ({ db, user, params, body, versao }) => {
      const motivo = (body as { motivo?: string } | undefined)?.motivo;
      await avaliarEntrega(db, user, { ...params, acao, motivo, versao });
      return null;
    },
  );

// GET /projeto/externo/{projeto}/etapa/{etapa}/arquivo/ – the stage's latest delivery, for both parties
leitura(
  projetoRoutes,
  {
    path: "/projeto/externo/{projeto}/etapa/{etapa}/arquivo/",
    acao: "projeto.parte",
    tags: ["projeto"],
    params: EtapaPathParams,
  },
  arquivo("Entrega da etapa (PDF, PNG ou JPEG)"),
  async ({ db, user, params }) =>
    fileResponse(await arquivoDaEntrega(db, user, params.projeto, params.etapa)),
);

// PUT /projeto/externo/{id}/aceite/ – the provider accepts an internal hiring's demand, setting its dates
escrita(
  projetoRoutes,
  {
    method: "put",
    path: "/projeto/externo/{id}/aceite/",
    acao: "projeto.conduzir",
    tags: ["projeto"],
    params: IdParam,
    body: corpo(AceiteBody),
  },
  {
    204: { description: "Demanda aceita" },
    409: json(ErrorSchema, "Não é uma contratação interna, ou a demanda já foi aceita"),
  },
  async ({ db, user, params, body, now }) => {
    await aceitarDemanda(db, user, params.id, body, now);
    return null;
  },
);

// PUT /projeto/externo/{id}/finaliza/ – every stage approved, the provider sends the project for evaluation
transicao(
  projetoRoutes,
  solicitacaoWorkflow,
  "finalizar_projeto",
  {
    method: "put",
    path: "/projeto/externo/{id}/finaliza/",
    tags: ["projeto"],
    request: { params: IdParam },
    responses: {
      204: { description: "Projeto enviado para avaliação" },
      409: json(ErrorSchema, "O projeto não está em execução"),
      422: json(ErrorSchema, "Há etapas sem aprovação"),
    },
  },
  async ({ db, user, params }) => {
    await finalizarProjeto(db, user, params.id);
    return null;
  },
);

// PATCH /solicitacao/interno/{id}/finalizar/ – staff finish the request: the commitment spent, the rest returned
transicao(
  projetoRoutes,
  solicitacaoWorkflow,
  "finalizar",
  {
    method: "patch",
    path: "/solicitacao/interno/{id}/finalizar/",
    tags: ["projeto"],
    request: { params: IdParam },
    responses: {
      200: json(AcaoResultSchema, "Nova versão e situação da solicitação"),
      409: json(ErrorSchema, "A solicitação mudou ou não aguarda o encerramento"),
    },
  },
  async ({ db, user, params, now, versao }) => {
    await finalizarSolicitacao(db, user, params.id, now, versao);
    return acaoResult(db, params.id);
  },
);
