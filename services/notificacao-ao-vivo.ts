// The live stream of notifications (GET /eventos/stream/), loaded by useNotificacoesAoVivo when it starts.
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { EventSource } from "eventsource";
import { readToken } from "@/lib/token-cookie";
import { notify } from "@/lib/messages";
import { contratoKeys } from "./contrato";
import { diagnosticoKeys } from "./diagnostico";
import { mensagemKeys } from "./mensagem";
import { notificacaoKeys, type Notificacao } from "./notificacao";
import { pagamentoKeys } from "./pagamento";
import { projetoKeys } from "./projeto";
import { propostaKeys } from "./proposta";
import { solicitacaoKeys } from "./solicitacao";

// What a notification about each kind of object makes stale on the open pages.
const AFETA: Record<string, QueryKey[]> = {
  solicitacao: [solicitacaoKeys.all, propostaKeys.all, contratoKeys.all, pagamentoKeys.all],
  diagnostico: [diagnosticoKeys.all, solicitacaoKeys.all],
  proposta: [propostaKeys.all, solicitacaoKeys.all],
  contrato: [contratoKeys.all, solicitacaoKeys.all],
  pagamento: [pagamentoKeys.all, solicitacaoKeys.all],
  // Staff's, the parties' and the invoices' reads of a project each have their keys.
  etapa_projeto: [projetoKeys.all, projetoKeys.externo_todos],
  nota: [projetoKeys.all, projetoKeys.externo_todos, projetoKeys.notas_todas],
  mensagem: [mensagemKeys.all],
};

/** Opens the user's stream (useNotificacoesAoVivo says what it does). */
export function abrirFluxo(client: QueryClient): EventSource {
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
  // The session ended (signed out elsewhere, revoked): reconnecting would only be refused. `limite` and
  // `servidor` reconnect, after the server's `retry`.
  fonte.addEventListener("fim", (e) => {
    if (e.data === "sessao") fonte.close();
  });
  return fonte;
}
