import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../../lib/context";
import { corpo, escrita, json } from "../../../lib/endpoint";
import { IdParam, QueryId } from "../../../lib/params";
import { acaoResult, AcaoResultSchema, encerrarPrazos, solicitacaoWorkflow } from "../../solicitacao";
import { transicao } from "../../../lib/transicao";
import { propostaWorkflow } from "../workflow";
import {
  ArquivoPropostaForm,
  AtualizaPropostaBody,
  MotivoBody,
  NovaPropostaBody,
  NovaRodadaBody,
  ParceirosBody,
  PropostaAcaoSchema,
  SalvarQuery,
} from "../schemas";
import { alterarParceiros } from "../parceiros";
import { criarProposta } from "./envio";
import {
  anexar,
  atualizar,
  desistir,
  enviarParaAnalise,
  negociar,
  novaRodada,
  resultado,
  selecionar,
} from "./service";

export const propostaAcoesRoutes = new OpenAPIHono<HubEnv>();
const tags = ["proposta"];

// POST /proposta/externo/ – the provider's proposal: a draft with partial_save=true, else sent
escrita(
  propostaAcoesRoutes,
  {
    method: "post",
    path: "/proposta/externo/",
    acao: "proposta.enviar",
    tags,
    idempotente: true,
    query: SalvarQuery,
    body: corpo(NovaPropostaBody),
  },
  { 201: json(PropostaAcaoSchema, "Proposta criada") },
  async ({ db, user, body, query, now }) =>
    resultado(db, await criarProposta(db, user, body, query.partial_save ?? false, now)),
);

// PUT /proposta/externo/atualiza/ – revises the provider's proposal (draft, sent, or in negotiation)
transicao(
  propostaAcoesRoutes,
  propostaWorkflow,
  "atualizar",
  {
    method: "put",
    path: "/proposta/externo/atualiza/",
    tags,
    request: { query: SalvarQuery, body: corpo(AtualizaPropostaBody) },
    responses: { 200: json(PropostaAcaoSchema, "Proposta atualizada") },
  },
  async ({ db, user, body, query, now, versao }) =>
    atualizar(db, user, body, query.partial_save ?? false, now, versao),
);

// PUT /proposta/externo/{id}/arquivo/ – the provider attaches its own PDF of the proposal (multipart)
transicao(
  propostaAcoesRoutes,
  propostaWorkflow,
  "anexar",
  {
    method: "put",
    path: "/proposta/externo/{id}/arquivo/",
    tags,
    request: {
      params: IdParam,
      body: { content: { "multipart/form-data": { schema: ArquivoPropostaForm } }, required: true },
    },
    responses: { 200: json(PropostaAcaoSchema, "PDF anexado") },
  },
  async ({ db, user, params, body, now, versao }) => anexar(db, user, params.id, body.arquivo, now, versao),
);

// PUT /proposta/{id}/externo/desistencia/ – the provider gives up the proposal with a reason
transicao(
  propostaAcoesRoutes,
  propostaWorkflow,
  "desistir",
  {
    method: "put",
    path: "/proposta/{id}/externo/desistencia/",
    tags,
    request: { params: IdParam, body: corpo(MotivoBody) },
    responses: { 200: json(PropostaAcaoSchema, "Desistência registrada") },
  },
  async ({ db, user, params, body, now, versao }) => desistir(db, user, params.id, body.motivo, now, versao),
);

// PATCH /proposta/externo/envia-selecao/{id}/ – the client selects proposal {id}; the others are not selected
transicao(
  propostaAcoesRoutes,
  propostaWorkflow,
  "selecionar",
  {
    method: "patch",
    path: "/proposta/externo/envia-selecao/{id}/",
    tags,
    request: { params: IdParam },
    responses: { 200: json(PropostaAcaoSchema, "Proposta selecionada") },
  },
  async ({ db, user, params, versao, now }) => {
    // Selecting needs the round closed: a round past its deadline the job has not reached yet closes now.
    await encerrarPrazos(db, now);
    return selecionar(db, user, params.id, now, versao);
  },
);

// PUT /proposta/{solicitacao}/interno/{proposta}/negociacao/ – a negotiation (or the client's adjustment) on the selected proposal
transicao(
  propostaAcoesRoutes,
  propostaWorkflow,
  "negociar",
  {
    method: "put",
    path: "/proposta/{solicitacao}/interno/{proposta}/negociacao/",
    tags,
    request: {
      params: z.object({ solicitacao: QueryId, proposta: QueryId }),
      body: corpo(MotivoBody),
    },
    responses: { 200: json(PropostaAcaoSchema, "Negociação aberta") },
  },
  async ({ db, user, params, body, now }) =>
    negociar(db, user, params.solicitacao, params.proposta, body.motivo, now),
);

// PUT /proposta/interno/nova-rodada/{id}/ – staff open a new round on request {id} with a later deadline
transicao(
  propostaAcoesRoutes,
  solicitacaoWorkflow,
  "nova_rodada",
  {
    method: "put",
    path: "/proposta/interno/nova-rodada/{id}/",
    tags,
    request: { params: IdParam, body: corpo(NovaRodadaBody) },
    responses: { 200: json(AcaoResultSchema, "Nova rodada aberta") },
  },
  async ({ db, user, params, body, now, versao }) => {
    await encerrarPrazos(db, now);
    await novaRodada(db, user, params.id, body, now, versao);
    return acaoResult(db, params.id);
  },
);

// PATCH /solicitacao/externo/analise/gestor/{id}/ – the client sends request {id}, with its selected proposal, to final analysis
transicao(
  propostaAcoesRoutes,
  solicitacaoWorkflow,
  "analise_gestor",
  {
    method: "patch",
    path: "/solicitacao/externo/analise/gestor/{id}/",
    tags,
    request: { params: IdParam },
    responses: { 200: json(AcaoResultSchema, "Enviada para análise final") },
  },
  async ({ db, user, params, versao, now }) => {
    await encerrarPrazos(db, now);
    await enviarParaAnalise(db, user, params.id, versao);
    return acaoResult(db, params.id);
  },
);

// PUT /solicitacao/interno/{id}/parceiros/ – staff set the partners co-funding request {id}; proposals are repriced
transicao(
  propostaAcoesRoutes,
  solicitacaoWorkflow,
  "alterar_parceiros",
  {
    method: "put",
    path: "/solicitacao/interno/{id}/parceiros/",
    tags,
    request: { params: IdParam, body: corpo(ParceirosBody) },
    responses: { 200: json(AcaoResultSchema, "Parceiros da solicitação") },
  },
  async ({ db, user, params, body, versao }) => {
    await alterarParceiros(db, user, { id: params.id, parceiros: body.parceiros, versao });
    return acaoResult(db, params.id);
  },
);
