import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { assinatura } from "../../db/schema";
import type { AuthUser, HubEnv } from "../../lib/context";
import { corpo, escrita, json } from "../../lib/endpoint";
import { ErrorSchema } from "../../lib/errors";
import { Id, IdParam } from "../../lib/params";
import { fullName } from "@/lib/format";
import { linkDeAvaliacao } from "../avaliacao";
import { linkDeAssinatura } from "../contrato";
import { escopoDoPagamento, linkDePagamento } from "../pagamento";
import { EnvioDeLinkBody, enviarLink, LinkEnviadoSchema, type TipoLink } from "../../lib/email";

/**
 * A shared link sent by e-mail to an address the user types, from where the link is handed out: each
 * call makes a new link with its domain's own rules and action (the same people who may make it, the
 * previous link revoked where the domain revokes it) and writes the message, which the sender sends.
 */
export const emailRoutes = new OpenAPIHono<HubEnv>();

const enviado =
  (tipo: TipoLink, user: AuthUser, para: string, solicitacao: number) =>
  (link: { url: string; expira: string }) => ({
    tipo,
    ...link,
    para,
    solicitacao,
    enviadoPor: fullName(user),
  });

const solicitacaoDaAssinatura = async (tx: Tx, id: number) =>
  (await tx.select({ s: assinatura.solicitacaoId }).from(assinatura).where(eq(assinatura.id, id)))[0]?.s;

// POST /contrato/assinatura/{id}/link/email/ – a new signing link for signature {id}, sent to an address
escrita(
  emailRoutes,
  {
    method: "post",
    path: "/contrato/assinatura/{id}/link/email/",
    acao: "contrato.compartilhar",
    tags: ["contrato"],
    params: IdParam,
    body: corpo(EnvioDeLinkBody),
  },
  {
    201: json(LinkEnviadoSchema, "Link de assinatura enviado"),
    409: json(ErrorSchema, "Assinatura já feita"),
  },
  async ({ db, user, params, body, now }) => {
    const link = await linkDeAssinatura(db, user, params.id, now);
    const s = await solicitacaoDaAssinatura(db, params.id);
    return enviarLink(db, enviado("ASSINATURA", user, body.email, s!)(link));
  },
);

// POST /pagamento/interno/gera-link/email/ – staff send a new payment link for a request to an address
escrita(
  emailRoutes,
  {
    method: "post",
    path: "/pagamento/interno/gera-link/email/",
    acao: "solicitacao.gerir",
    tags: ["pagamento"],
    body: corpo(EnvioDeLinkBody.extend({ solicitacao: Id }).openapi("EnvioDeLinkDePagamento")),
  },
  {
    201: json(LinkEnviadoSchema, "Link de pagamento enviado"),
    409: json(ErrorSchema, "A solicitação não aguarda pagamento ou há um pagamento em confirmação"),
  },
  async ({ db, user, body, now }) => {
    const link = await linkDePagamento(db, user, body.solicitacao, escopoDoPagamento(db, user), now);
    return enviarLink(db, enviado("PAGAMENTO", user, body.email, body.solicitacao)(link));
  },
);

// POST /avaliacao/{id}/link/email/ – a new evaluation link for request {id}, sent to an address
escrita(
  emailRoutes,
  {
    method: "post",
    path: "/avaliacao/{id}/link/email/",
    acao: "avaliacao.compartilhar",
    tags: ["avaliacao"],
    params: IdParam,
    body: corpo(EnvioDeLinkBody),
  },
  {
    201: json(LinkEnviadoSchema, "Link de avaliação enviado"),
    409: json(ErrorSchema, "A solicitação não aguarda avaliação, ou já foi avaliada"),
  },
  async ({ db, user, params, body, now }) => {
    const link = await linkDeAvaliacao(db, user, params.id, now);
    return enviarLink(db, enviado("AVALIACAO", user, body.email, params.id)(link));
  },
);
