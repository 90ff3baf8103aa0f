import "server-only";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import type { HubEnv } from "../../lib/context";
import { endpoint, json, leitura } from "../../lib/endpoint";
import { IdParam, NoQuery } from "../../lib/params";
import { NaoVistasSchema, NotificacaoPage, NotificacaoQuery, StreamHeaders, StreamQuery } from "./schemas";
import type { MotivoFim } from "./central";
import { entidadesDesde, listarNotificacoes, marcarVistas, naoVistas, ultimaNotificacao } from "./service";
import { preferenciaRoutes } from "./preferencia/routes";

/** Notifications (SPEC §7 "Notifications"): what each user is told of the events that concern them. */
export const notificacaoRoutes = new OpenAPIHono<HubEnv>();
const tags = ["notificacao"];
const acao = "sessao.usar";
notificacaoRoutes.route("/", preferenciaRoutes);

// A comment line this often keeps proxies from closing an idle stream.
const BATIMENTO_MS = 25_000;
/** How far back a new stream looks at most for what its page may have missed while it loaded. */
const RECENTES_MAX_MS = 120_000;
/** Older than this when sent, a notification is news of the past: no 5-second message for it. */
const ANTIGA_MS = 60_000;
/**
 * A stream pushed out by the user's newer ones asks its client to come back this much later, not at once: the
 * tab it serves would push out another at once, and that one the next, round and round.
 */
const VOLTAR_APOS_LIMITE_MS = 300_000;

// GET /notificacao/mensagem/list/ – the user's notifications, newest first, with the unread count
leitura(
  notificacaoRoutes,
  { path: "/notificacao/mensagem/list/", acao, tags, query: NotificacaoQuery },
  json(NotificacaoPage, "Notificações do usuário"),
  async ({ db, user, query, pagina }) => ({
    ...(await pagina((win) =>
      listarNotificacoes(db, user.id, { naoVistas: query.nao_vistas === "true" }, win),
    )),
    nao_vistas: await naoVistas(db, user.id),
  }),
);

// PUT /notificacao/visto/todos/ – marks every notification of the user seen
endpoint(
  notificacaoRoutes,
  {
    method: "put",
    path: "/notificacao/visto/todos/",
    acao,
    tags,
    request: { query: NoQuery },
    responses: { 200: json(NaoVistasSchema, "Notificações não vistas que restam") },
  },
  ({ db, user, now }) => marcarVistas(db, user.id, "todas", now),
);

// PUT /notificacao/visto/{id}/ – marks one of the user's notifications seen
endpoint(
  notificacaoRoutes,
  {
    method: "put",
    path: "/notificacao/visto/{id}/",
    acao,
    tags,
    request: { query: NoQuery, params: IdParam },
    responses: { 200: json(NaoVistasSchema, "Notificações não vistas que restam") },
  },
  ({ db, user, params, now }) => marcarVistas(db, user.id, params.id, now),
);

// GET /eventos/stream/ – the user's new notifications as Server-Sent Events (an extra call: live updates);
// a reconnection sends Last-Event-ID and gets what it missed
endpoint(
  notificacaoRoutes,
  {
    method: "get",
    path: "/eventos/stream/",
    acao,
    tags,
    request: { query: StreamQuery, headers: StreamHeaders },
    responses: {
      200: {
        description:
          "Fluxo de eventos: `notificacao` com a notificação em JSON (`antiga` se passou de um minuto), e `id` para retomar; `fim` quando o servidor o encerra: `limite` (o usuário abriu fluxos demais: o mais antigo sai, e pede `retry` longo), `sessao` (a sessão acabou) ou `servidor`",
        content: { "text/event-stream": { schema: z.string() } },
      },
    },
  },
  async ({ db, user, c, query }) => {
    const { "last-event-id": retomar } = c.req.valid("header" as never) as z.infer<typeof StreamHeaders>;
    const desde = retomar ?? (await ultimaNotificacao(db, user.id));
    // A first stream starts after the latest notification; its page read its data while it loaded, and
    // what came since it began loading (a message meanwhile) is named, for the page to read again
    // ("recentes"). Counted back from the database's clock, which stamps notifications.
    const carregando = Math.min(query.carregando_ms ?? 0, RECENTES_MAX_MS);
    const recentes = retomar || !carregando ? [] : await entidadesDesde(db, user.id, carregando);
    const central = c.get("deps").central;
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      // Why the central ended the stream, if it did; `acordar` ends the wait for the next heartbeat then, or
      // when the client goes, so the stream is let go at once.
      let motivo: MotivoFim | undefined;
      let acordar = () => {};
      const acordado = new Promise<void>((resolve) => (acordar = resolve));
      const parar = await central.inscrever({
        usuarioId: user.id,
        tokenId: user.tokenId,
        desde,
        // What happened a while ago (the demo's events delivered at the first sign-in, a catch-up after a
        // long drop) updates the bell and the pages without a burst of 5-second messages ("antiga"). The
        // database stamps events with its own clock, so they are compared with real time, not the app's
        // (which tests and the demo may move forward).
        enviar: (n) => {
          const antiga = Date.now() - new Date(n.dtainclusao).getTime() > ANTIGA_MS;
          void stream.writeSSE({
            id: String(n.id),
            event: antiga ? "antiga" : "notificacao",
            data: JSON.stringify(n),
          });
        },
        encerrar: (m) => {
          motivo = m;
          acordar();
        },
      });
      stream.onAbort(() => {
        parar();
        acordar();
      });
      if (!motivo) {
        await stream.writeSSE({ event: "pronto", data: String(desde) });
        if (recentes.length) await stream.writeSSE({ event: "recentes", data: JSON.stringify(recentes) });
      }
      while (!motivo && !stream.aborted && !stream.closed) {
        let batida: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([new Promise((r) => (batida = setTimeout(r, BATIMENTO_MS))), acordado]);
        clearTimeout(batida);
        if (!motivo && !stream.aborted) await stream.write(": batimento\n\n");
      }
      parar();
      if (motivo && !stream.aborted)
        await stream.writeSSE({
          event: "fim",
          data: motivo,
          ...(motivo === "limite" && { retry: VOLTAR_APOS_LIMITE_MS }),
        });
    });
  },
);
