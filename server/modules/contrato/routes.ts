import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { HubEnv } from "../../lib/context";
import { arquivo, corpo, endpoint, escrita, json, leitura } from "../../lib/endpoint";
import { ErrorSchema } from "../../lib/errors";
import { fileResponse } from "../../lib/files";
import { loadFile } from "../../lib/files";
import { LinkSchema, TokenParam } from "../../lib/link";
import { IdParam, NoQuery } from "../../lib/params";
import { acaoResult, AcaoResultSchema, MotivoBody, solicitacaoWorkflow } from "../solicitacao";
import { transicao } from "../../lib/transicao";
import {
  assinarNoPortal,
  assinarPorLink,
  autorizarAssinatura,
  linkDeAssinatura,
  type Origem,
} from "./assinatura";
import { contratoAprovado, contratoDoLink, contratosDaSolicitacao, pdfDoContrato } from "./consulta";
import { enviarContratos, voltarParaNegociacao } from "./envio";
import { autorizarExecucao } from "./execucao";
import { assinaturasDoPrograma } from "./lote";
import {
  AssinaBody,
  AssinaLinkBody,
  AssinaturasDoProgramaPage,
  ContratoDoLinkSchema,
  ContratoPathParams,
  ContratoSchema,
  EnvioContratosBody,
  LoteQuery,
  OrdemServicoForm,
  PdfQuery,
} from "./schemas";

export const contratoRoutes = new OpenAPIHono<HubEnv>();

const tags = ["contrato"];
const pdf = (descricao: string) => arquivo(descricao, "application/pdf");
const resultado = { 200: json(AcaoResultSchema, "Nova versão e situação da solicitação") };

/** Where a signature came from: the address the edge resolved and the browser's user agent. */
const origem = (c: Context<HubEnv>): Origem => ({
  ip: c.get("ip"),
  userAgent: c.req.header("user-agent") ?? "",
});

// POST /solicitacao/interno/{id}/enviar/contratos/ – final analysis done: reservation re-made, contracts out
transicao(
  contratoRoutes,
  solicitacaoWorkflow,
  "enviar_contratos",
  {
    method: "post",
    path: "/solicitacao/interno/{id}/enviar/contratos/",
    tags,
    // Optional: without a body the request's cost centre stays as it is.
    request: { params: IdParam, body: { ...corpo(EnvioContratosBody), required: false } },
    responses: resultado,
  },
  async ({ db, user, params, body, now, versao }) => {
    await enviarContratos(db, user, params.id, now, versao, body?.centrocusto);
    return acaoResult(db, params.id);
  },
);

// PATCH /solicitacao/interno/{id}/negociacao/ – staff return the selected proposal to negotiation (final analysis)
transicao(
  contratoRoutes,
  solicitacaoWorkflow,
  "voltar_negociacao",
  {
    method: "patch",
    path: "/solicitacao/interno/{id}/negociacao/",
    tags,
    request: { params: IdParam, body: corpo(MotivoBody) },
    responses: resultado,
  },
  async ({ db, user, params, body, now, versao }) => {
    await voltarParaNegociacao(db, user, params.id, body.motivo, now, versao);
    return acaoResult(db, params.id);
  },
);

// GET /contrato/solicitacao/{id}/ – the request's contracts with their signatures and what the caller may do
leitura(
  contratoRoutes,
  { path: "/contrato/solicitacao/{id}/", acao: "contrato.ver", tags, params: IdParam },
  json(z.array(ContratoSchema), "Contratos da solicitação"),
  ({ db, user, params }) => contratosDaSolicitacao(db, user, params.id),
);

// GET /proposta/gera/contrato/aprovado/{id}/ – contract {id} fully signed, with its page of signatures
// (declared before the PDF of a request's proposal, whose first parameter would take "aprovado")
endpoint(
  contratoRoutes,
  {
    method: "get",
    path: "/proposta/gera/contrato/aprovado/{id}/",
    acao: "contrato.ver",
    tags,
    request: { query: NoQuery, params: IdParam },
    responses: { 200: pdf("Contrato assinado em PDF"), 409: json(ErrorSchema, "Faltam assinaturas") },
  },
  async ({ db, user, params }) => fileResponse(await contratoAprovado(db, user, params.id)),
);

// GET /proposta/gera/contrato/{solicitacao}/{proposta}/ – the contract PDF (a preview for staff before sending)
leitura(
  contratoRoutes,
  {
    path: "/proposta/gera/contrato/{solicitacao}/{proposta}/",
    acao: "contrato.ver",
    tags,
    query: PdfQuery,
    params: ContratoPathParams,
  },
  pdf("Contrato em PDF"),
  async ({ db, user, params, query, now }) => {
    const f = await pdfDoContrato(
      db,
      user,
      { solicitacaoId: params.solicitacao, propostaId: params.proposta, empresa: query.empresa },
      now,
    );
    const resposta = fileResponse(f);
    // What a signature must name: the client hashes nothing itself.
    if (f.sha256) resposta.headers.set("X-Contrato-Sha256", f.sha256);
    return resposta;
  },
);

// PATCH /proposta/externo/assina/contrato/{solicitacao}/{proposta}/ – the client (or provider) signs in the portal
escrita(
  contratoRoutes,
  {
    method: "patch",
    path: "/proposta/externo/assina/contrato/{solicitacao}/{proposta}/",
    acao: "contrato.assinar",
    tags,
    params: ContratoPathParams,
    body: corpo(AssinaBody),
  },
  {
    200: json(z.array(ContratoSchema), "Contratos com a assinatura feita"),
    409: json(ErrorSchema, "Contrato mudou ou já assinado"),
  },
  async ({ db, user, params, body, now, c }) => {
    await assinarNoPortal(
      db,
      user,
      { solicitacaoId: params.solicitacao, propostaId: params.proposta, ...body },
      origem(c),
      now,
    );
    return contratosDaSolicitacao(db, user, params.solicitacao);
  },
);

// POST /contrato/assinatura/{id}/link/ – a shared signing link for signature {id} (its party or staff)
escrita(
  contratoRoutes,
  {
    method: "post",
    path: "/contrato/assinatura/{id}/link/",
    acao: "contrato.compartilhar",
    tags,
    params: IdParam,
  },
  { 201: json(LinkSchema, "Link criado"), 409: json(ErrorSchema, "Assinatura já feita") },
  ({ db, user, params, now }) => linkDeAssinatura(db, user, params.id, now),
);

// GET /link/contrato/{token}/ – public: what a live signing link opens
leitura(
  contratoRoutes,
  { path: "/link/contrato/{token}/", acao: "link.usar", tags, transacao: true, params: TokenParam },
  json(ContratoDoLinkSchema, "Contrato a assinar"),
  async ({ db, params, now }) => {
    const a = await contratoDoLink(db, params.token, now);
    return {
      assinatura: { id: a.id, papel: a.papel, parte: a.parte },
      contrato: { id: a.contrato, sha256: a.sha256, tamanho: a.tamanho },
      solicitacao: { nrosolicitacao: a.nrosolicitacao, servico: a.servico },
    };
  },
);

// GET /link/contrato/{token}/arquivo/ – public: the PDF a live signing link asks to sign
leitura(
  contratoRoutes,
  { path: "/link/contrato/{token}/arquivo/", acao: "link.usar", tags, transacao: true, params: TokenParam },
  pdf("Contrato em PDF"),
  async ({ db, params, now }) => {
    const a = await contratoDoLink(db, params.token, now);
    const resposta = fileResponse(await loadFile(db, a.arquivoId));
    resposta.headers.set("X-Contrato-Sha256", a.sha256);
    return resposta;
  },
);

// PATCH /link/assinar/contrato/{id}/ – public: signature {id} signed through its link (token, name, CPF)
escrita(
  contratoRoutes,
  {
    method: "patch",
    path: "/link/assinar/contrato/{id}/",
    acao: "link.usar",
    tags,
    params: IdParam,
    body: corpo(AssinaLinkBody),
  },
  { 204: { description: "Assinado" }, 409: json(ErrorSchema, "Contrato mudou ou já assinado") },
  async ({ db, params, body, now, c }) => {
    await assinarPorLink(db, params.id, body, origem(c), now);
    return null;
  },
);

// GET /solicitacao/interno/assinaturas/ – the programme's signatures waiting for staff (batch page)
leitura(
  contratoRoutes,
  { path: "/solicitacao/interno/assinaturas/", acao: "solicitacao.gerir", tags, query: LoteQuery },
  json(AssinaturasDoProgramaPage, "Assinaturas do programa pendentes"),
  ({ db, query, pagina }) => pagina((win) => assinaturasDoPrograma(db, query, win)),
);

// PATCH /solicitacao/interno/assinatura/{id}/autoriza/ – staff sign for the programme (one of a batch)
escrita(
  contratoRoutes,
  {
    method: "patch",
    path: "/solicitacao/interno/assinatura/{id}/autoriza/",
    acao: "solicitacao.gerir",
    tags,
    params: IdParam,
  },
  {
    204: { description: "Assinatura do programa feita" },
    409: json(ErrorSchema, "Já assinada ou contrato mudou"),
  },
  async ({ db, user, params, now, c }) => {
    await autorizarAssinatura(db, user, params.id, origem(c), now);
    return null;
  },
);

// PATCH /proposta/v2/autoriza/execucao/{id}/ – staff authorise execution of request {id} with the service order
transicao(
  contratoRoutes,
  solicitacaoWorkflow,
  "autorizar_execucao",
  {
    method: "patch",
    path: "/proposta/v2/autoriza/execucao/{id}/",
    tags,
    request: {
      params: IdParam,
      body: { content: { "multipart/form-data": { schema: OrdemServicoForm } }, required: true },
    },
    responses: resultado,
  },
  async ({ db, user, params, body, now, versao }) => {
    await autorizarExecucao(db, user, params.id, body.documento, now, versao);
    return acaoResult(db, params.id);
  },
);
