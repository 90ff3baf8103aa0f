// A request's chat (GET /mensagem/contatos/, GET /mensagem/list/, PUT /mensagem/visto/, POST /mensagem/enviar/).
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import type { GrupoMensagem, PapelMensagem } from "@/lib/regras/mensagem";
import { api, baixarArquivo, leitura, type Schema } from "./api";

export type Contato = Schema<"MensagemContato">;
export type Mensagem = Schema<"Mensagem">;

/** One conversation as the calls name it: the request, the caller's side, the group and its provider. */
export type Conversa = { solicitacao: number; role: PapelMensagem; grupo: GrupoMensagem; prestador?: number };

/** The conversation of a contact, from the caller's side. */
export const conversaDe = (solicitacao: number, role: PapelMensagem, c: Contato): Conversa => ({
  solicitacao,
  role,
  grupo: c.grupo,
  ...(c.prestador ? { prestador: c.prestador.id } : {}),
});

export const mensagemKeys = {
  all: ["mensagem"] as const,
  contatos: (role: PapelMensagem, solicitacao: number) =>
    ["mensagem", "contatos", role, solicitacao] as const,
  lista: (c: Conversa) => ["mensagem", "lista", c] as const,
};

// New messages arrive with the live notifications (services/notificacao.ts); a member of staff not told of
// a conversation (not among the request's managers) still sees news, now and then.
const ATUALIZA_MS = 20_000;

/** `ativo`: false until the panel is in sight (hooks/use-visivel.ts). */
export const useContatos = (role: PapelMensagem, solicitacao: number, ativo = true) =>
  useQuery({
    ...leitura(mensagemKeys.contatos(role, solicitacao), "/mensagem/contatos/", {
      query: { role, solicitacao },
    }),
    refetchInterval: ATUALIZA_MS,
    enabled: ativo,
  });

/** A conversation's pages, newest first; the panel shows them oldest at the top. */
export const useMensagens = (c: Conversa) =>
  useInfiniteQuery({
    queryKey: mensagemKeys.lista(c),
    queryFn: ({ pageParam }) => api.get("/mensagem/list/", { query: { ...c, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (ultima, paginas) => (ultima.next ? paginas.length + 1 : undefined),
    refetchInterval: ATUALIZA_MS,
  });

export const useEnviarMensagem = (c: Conversa) =>
  useAcao({
    chamada: ({ texto, arquivo }: { texto: string; arquivo?: File }) => {
      const form = new FormData();
      for (const [campo, valor] of Object.entries(c)) form.append(campo, String(valor));
      form.append("texto", texto);
      if (arquivo) form.append("arquivo", arquivo);
      return api.post("/mensagem/enviar/", { body: form });
    },
    invalida: [mensagemKeys.lista(c), mensagemKeys.contatos(c.role, c.solicitacao)],
  });

/** Marks the open conversation read; its list is fetched again, so what was marked read is what shows. */
export const useMarcarVisto = (c: Conversa) =>
  useAcao({
    chamada: () => api.put("/mensagem/visto/", { body: c }),
    invalida: [mensagemKeys.contatos(c.role, c.solicitacao), mensagemKeys.lista(c)],
  });

export const baixarAnexo = (m: Mensagem, role: PapelMensagem) =>
  baixarArquivo(`/mensagem/${m.id}/arquivo/?role=${role}`, m.arquivo?.nome ?? "anexo");
