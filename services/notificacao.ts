// Notifications (GET /notificacao/mensagem/list/, PUT /notificacao/visto/{id}/ and /todos/) and the live
// stream that brings new ones (GET /eventos/stream/).
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { EventSource } from "eventsource";
import { useAcao } from "@/hooks/use-acao";
import { api, leitura, type Schema } from "./api";

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
    let aberta = true;
    let fonte: EventSource | undefined;
    // The stream's client and what each notification makes stale (every service's query keys) load only now:
    // every page of the areas has the bell, and its first load need not carry them.
    void import("./notificacao-ao-vivo").then(({ abrirFluxo }) => {
      if (aberta) fonte = abrirFluxo(client);
    });
    return () => {
      aberta = false;
      fonte?.close();
    };
  }, [ativo, client]);
}

export type PreferenciaDeEmail = Schema<"PreferenciasDeNotificacao">["results"][number];

/** How each kind of notification reaches the user by e-mail (GET /notificacao/preferencias/). */
export const usePreferencias = () =>
  useQuery(leitura([...notificacaoKeys.all, "preferencias"], "/notificacao/preferencias/", {}));

export const useSalvarPreferencias = () =>
  useAcao({
    chamada: (preferencias: PreferenciaDeEmail[]) =>
      api.put("/notificacao/preferencias/", { body: { preferencias } }),
    invalida: [[...notificacaoKeys.all, "preferencias"]],
  });
