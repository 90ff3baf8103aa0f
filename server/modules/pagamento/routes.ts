import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { arquivo, corpo, endpoint, escrita, formulario, json, leitura } from "../../lib/endpoint";
import { ErrorSchema } from "../../lib/errors";
import { fileResponse } from "../../lib/files";
import { escritaExterna } from "../../lib/externa";
import { LinkSchema, TokenParam } from "../../lib/link";
import { IdParam, NoQuery } from "../../lib/params";
import { escopoDoPagamento } from "./cobranca";
import { arquivoDoPagamento, pagamentosDaSolicitacao, pagamentoVisto } from "./consulta";
import { limitesDoPortal } from "./limites";
import { linkDePagamento, pagamentoDoLink, pagarPorLink, verificarPorLink } from "./link";
import { pagar, verificar } from "./pagar";
import { registrarPresencial } from "./presencial";
import {
  EntradaBody,
  GeraLinkBody,
  PagamentoBody,
  PagamentoDoLinkSchema,
  PagamentoSchema,
  PagamentosDaSolicitacaoSchema,
  ReciboForm,
  VerificacaoSchema,
} from "./schemas";

export const pagamentoRoutes = new OpenAPIHono<HubEnv>();

const tags = ["pagamento"];
const naoPagavel = {
  409: json(ErrorSchema, "A solicitação não aguarda pagamento ou há um pagamento em confirmação"),
};
const criado = {
  201: json(PagamentoSchema, "Pagamento feito, recusado ou à espera do Pix"),
  ...naoPagavel,
  429: json(ErrorSchema, "Tentativas de pagamento por cartão demais: do link, da solicitação ou do endereço"),
};
const verificado = {
  200: json(VerificacaoSchema, "Pagamento depois da verificação"),
  409: json(ErrorSchema, "Nada a verificar"),
};

// POST /pagamento/externo/ – the client pays its share: card, credit card in instalments or Pix (retry-safe)
escritaExterna(
  pagamentoRoutes,
  {
    method: "post",
    path: "/pagamento/externo/",
    acao: "pagamento.pagar",
    tags,
    idempotente: true,
    body: corpo(PagamentoBody),
  },
  criado,
  async ({ db, user, body, now, c }) => {
    const { solicitacao, ...entrada } = body;
    const id = await pagar(db, user, {
      solicitacaoId: solicitacao,
      entrada,
      escopo: escopoDoPagamento(db, user),
      now,
      limites: limitesDoPortal(solicitacao, c.get("ip")),
    });
    return pagamentoVisto(db, user, id);
  },
);

// POST /pagamento/externo/verifica/solicitacao/{id}/ – asks the gateway for the state of the pending payment
escritaExterna(
  pagamentoRoutes,
  {
    method: "post",
    path: "/pagamento/externo/verifica/solicitacao/{id}/",
    acao: "pagamento.verificar",
    tags,
    params: IdParam,
  },
  verificado,
  async ({ db, user, params, now }) => {
    const v = await verificar(db, user, {
      solicitacaoId: params.id,
      escopo: escopoDoPagamento(db, user),
      now,
    });
    return { pagamento: await pagamentoVisto(db, user, v.id), mensagem: v.mensagem };
  },
);

// POST /pagamento/interno/gera-link/ – staff create a payment link for a payer outside the portal
escrita(
  pagamentoRoutes,
  {
    method: "post",
    path: "/pagamento/interno/gera-link/",
    acao: "solicitacao.gerir",
    tags,
    body: corpo(GeraLinkBody),
  },
  { 201: json(LinkSchema, "Link de pagamento criado"), ...naoPagavel },
  ({ db, user, body, now }) => linkDePagamento(db, user, body.solicitacao, escopoDoPagamento(db, user), now),
);

// POST /pagamento/interno/gera-recibo/{id}/ – staff record request {id}'s payment made in person, with its proof
escrita(
  pagamentoRoutes,
  {
    method: "post",
    path: "/pagamento/interno/gera-recibo/{id}/",
    acao: "solicitacao.gerir",
    tags,
    params: IdParam,
    body: formulario(ReciboForm),
  },
  { 201: json(PagamentoSchema, "Pagamento presencial registrado, com recibo"), ...naoPagavel },
  async ({ db, user, params, body, now }) => {
    const id = await registrarPresencial(db, user, {
      solicitacaoId: params.id,
      escopo: escopoDoPagamento(db, user),
      comprovante: body.comprovante,
      dtapagamento: body.dtapagamento,
      observacao: body.observacao,
      now,
    });
    return pagamentoVisto(db, user, id);
  },
);

// GET /pagamento/solicitacao/{id}/ – the payment panel: what is due, the payments, what the user may do
leitura(
  pagamentoRoutes,
  { path: "/pagamento/solicitacao/{id}/", acao: "pagamento.ver", tags, params: IdParam },
  json(PagamentosDaSolicitacaoSchema, "Pagamentos da solicitação"),
  ({ db, user, params }) => pagamentosDaSolicitacao(db, user, params.id),
);

for (const qual of ["recibo", "comprovante"] as const)
  // GET /pagamento/{id}/recibo/ and /comprovante/ – an in-person payment's receipt (PDF) and proof
  endpoint(
    pagamentoRoutes,
    {
      method: "get",
      path: `/pagamento/{id}/${qual}/`,
      acao: "pagamento.ver",
      tags,
      request: { query: NoQuery, params: IdParam },
      responses: { 200: arquivo(qual === "recibo" ? "Recibo em PDF" : "Comprovante (PDF, PNG ou JPEG)") },
    },
    async ({ db, user, params }) => fileResponse(await arquivoDoPagamento(db, user, params.id, qual)),
  );

// GET /link/pagamento/{token}/ – public: what a live payment link asks to pay
leitura(
  pagamentoRoutes,
  { path: "/link/pagamento/{token}/", acao: "link.usar", tags, transacao: true, params: TokenParam },
  json(PagamentoDoLinkSchema, "Pagamento pedido pelo link"),
  ({ db, params, now }) => pagamentoDoLink(db, params.token, now),
);

// POST /link/pagamento/{token}/ – public: paying through a live link (card, credit card or Pix)
escritaExterna(
  pagamentoRoutes,
  {
    method: "post",
    path: "/link/pagamento/{token}/",
    acao: "link.usar",
    tags,
    params: TokenParam,
    body: corpo(EntradaBody),
  },
  criado,
  ({ db, params, body, now, c }) => pagarPorLink(db, params.token, body, now, c.get("ip")),
);

// POST /link/pagamento/{token}/verifica/ – public: checks the link's pending Pix
escritaExterna(
  pagamentoRoutes,
  { method: "post", path: "/link/pagamento/{token}/verifica/", acao: "link.usar", tags, params: TokenParam },
  verificado,
  ({ db, params, now }) => verificarPorLink(db, params.token, now),
);
