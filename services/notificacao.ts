// Notifications (GET /notificacao/mensagem/list/, PUT /notificacao/visto/{id}/ and /todos/) and the live
// stream that brings new ones (GET /eventos/stream/).
import { useEffect } from "react";
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { EventSource } from "eventsource";
import { useAcao } from "@/hooks/use-acao";
import { readToken } from "@/lib/token-cookie";
import { notify } from "@/lib/messages";
import { api, leitura, type Schema } from "./api";
import { contratoKeys } from "./contrato";
import { diagnosticoKeys } from "./diagnostico";
import { mensagemKeys } from "./mensagem";
import { pagamentoKeys } from "./pagamento";
import { projetoKeys } from "./projeto";
import { propostaKeys } from "./proposta";
import { solicitacaoKeys } from "./solicitacao";

export type Notificacao = Schema<"Notificacao">;

export const notificacaoKeys = {
  all: ["notificacao"] as const,
  lista: (page: number) => ["notificacao", "lista", page] as const,
};

const POR_PAGINA = 20;

/** The user's notifications, newest first, with the unread count (the bell's). */
export const useNotificacoes = (page: number, ativo: boolean) =>
  useQuery({
    ...leitura(notificacaoKeys.lista(page), "/notificacao/mensagem/list/", {
      query: { page, page_size: POR_PAGINA },
    }),
    enabled: ativo,
  });

export const useMarcarVista = () =>
  useAcao({
    chamada: (id: number) => api.put("/notificacao/visto/{id}/", { path: { id } }),
    invalida: [notificacaoKeys.all],
  });

export const useMarcarTodas = () =>
  useAcao({
    chamada: () => api.put("/notificacao/visto/todos/", {}),
    invalida: [notificacaoKeys.all],
  });

// What a notification about each kind of object makes stale on the open pages.
const AFETA: Record<string, QueryKey[]> = {
  solicitacao: [solicitacaoKeys.all, propostaKeys.all, contratoKeys.all, pagamentoKeys.all],
  diagnostico: [diagnosticoKeys.all, solicitacaoKeys.all],
  proposta: [propostaKeys.all, solicitacaoKeys.all],
  contrato: [contratoKeys.all, solicitacaoKeys.all],
  pagamento: [pagamentoKeys.all, solicitacaoKeys.all],
  etapa_projeto: [projetoKeys.all],
  nota: [projetoKeys.all],
  mensagem: [mensagemKeys.all],
};

/**
 * While signed in, listens to the user's stream: each new notification shows for 5 seconds (SPEC §9),
 * refreshes the bell and what it is about on the open pages. The stream reconnects by itself after a
 * drop and sends the last id it got, so what arrived meanwhile comes then. A first opening starts after the
 * latest notification, and names what the ones since the page began loading were about ("recentes"): the
 * page read its data before the stream was open, and reads those again (a message sent while it loaded).
 * The bell turns it on once the page has loaded (useCarregada).
 */
export function useNotificacoesAoVivo(ativo: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!ativo) return;
    const fonte = abrirFluxo(client);
    return () => fonte.close();
  }, [ativo, client]);
}

function abrirFluxo(client: QueryClient): EventSource {
  const base = process.env.NEXT_PUBLIC_API_URL || "/api/hub";
  // How long ago the page began loading: the stream names what was notified since (recentes).
  const carregando = Math.round(performance.now());
  const fonte = new EventSource(`${base}/eventos/stream/?carregando_ms=${carregando}`, {
    fetch: (url, init) =>
      fetch(url, {
        ...init,
        headers: { ...init.headers, Authorization: `Bearer ${readToken() ?? ""}` },
      }),
  });
  const atualizar = (entidades: string[]) => {
    for (const queryKey of [notificacaoKeys.all, ...entidades.flatMap((e) => AFETA[e] ?? [])])
      void client.invalidateQueries({ queryKey });
  };
  fonte.addEventListener("recentes", (e) => atualizar(JSON.parse(e.data) as string[]));
  // News of the past (older than a minute when sent): the bell and the pages, with no message.
  fonte.addEventListener("antiga", (e) => atualizar([(JSON.parse(e.data) as Notificacao).entidade]));
  fonte.addEventListener("notificacao", (e) => {
    const n = JSON.parse(e.data) as Notificacao;
    notify("info", `${n.titulo}: ${n.texto}`);
    atualizar([n.entidade]);
  });
  return fonte;
}
