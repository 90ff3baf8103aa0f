import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { HubEnv } from "../../lib/context";
import { arquivo, corpo, endpoint, escrita, formulario, json, leitura } from "../../lib/endpoint";
import { ErrorSchema } from "../../lib/errors";
import { IdParam, NoQuery } from "../../lib/params";
import { MENSAGENS_POR_PAGINA } from "@/lib/regras/mensagem";
import { contatosComNaoLidas } from "./conversa";
import {
  ArquivoMensagemQuery,
  ContatoSchema,
  ContatosQuery,
  MensagemForm,
  MensagemPage,
  MensagemQuery,
  MensagemSchema,
  VistoBody,
} from "./schemas";
import { arquivoDaMensagem, enviarMensagem, listarMensagens, marcarVisto } from "./service";

/** Chat per request (SPEC §7 "Chat"): each party talks about a request with those it deals with. */
export const mensagemRoutes = new OpenAPIHono<HubEnv>();
const tags = ["mensagem"];
const acao = "mensagem.conversar";

// GET /mensagem/contatos/ – whom I may write to about a request from my side, with each conversation's unread count
leitura(
  mensagemRoutes,
  { path: "/mensagem/contatos/", acao, tags, query: ContatosQuery },
  json(z.array(ContatoSchema), "Conversas da solicitação"),
  ({ db, user, query }) => contatosComNaoLidas(db, user, query.role, query.solicitacao),
);

// GET /mensagem/list/ – one conversation's messages, newest first, paged
leitura(
  mensagemRoutes,
  { path: "/mensagem/list/", acao, tags, query: MensagemQuery },
  json(MensagemPage, "Mensagens da conversa"),
  ({ db, user, query, pagina }) => {
    const { page: _page, page_size: _size, ...conversa } = query;
    return pagina((win) => listarMensagens(db, user, conversa, win), MENSAGENS_POR_PAGINA);
  },
);

// PUT /mensagem/visto/ – marks a conversation read by the caller
endpoint(
  mensagemRoutes,
  {
    method: "put",
    path: "/mensagem/visto/",
    acao,
    tags,
    request: { query: NoQuery, body: corpo(VistoBody) },
    responses: { 204: { description: "Conversa marcada como lida" } },
  },
  async ({ db, user, body, now }) => {
    await marcarVisto(db, user, body, now);
    return null;
  },
);

// POST /mensagem/enviar/ – a message with an optional attachment (multipart: the attachment travels with the text)
escrita(
  mensagemRoutes,
  { method: "post", path: "/mensagem/enviar/", acao, tags, body: formulario(MensagemForm) },
  { 201: json(MensagemSchema, "Mensagem enviada"), 422: json(ErrorSchema, "Tipo de anexo não aceito") },
  ({ db, user, body, now }) => enviarMensagem(db, user, body, now),
);

// GET /mensagem/{id}/arquivo/ – a message's attachment (beyond SPEC §7: the panel's download links)
leitura(
  mensagemRoutes,
  { path: "/mensagem/{id}/arquivo/", acao, tags, query: ArquivoMensagemQuery, params: IdParam },
  arquivo("Anexo da mensagem"),
  ({ db, user, params, query }) => arquivoDaMensagem(db, user, params.id, query.role),
);
