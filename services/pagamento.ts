// Payment of the client's share: the request's payment panel, paying (card, credit card, Pix), checking a
// pending payment, staff's payment links and in-person payments, and paying through a link.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { useTentativa } from "@/hooks/use-tentativa";
import { ERRO_PDF } from "@/lib/messages";
import { api, baixarArquivo, leitura, type Schema } from "./api";
import { solicitacaoKeys } from "./solicitacao";

export type Pagamento = Schema<"Pagamento">;
export type PagamentosDaSolicitacao = Schema<"PagamentosDaSolicitacao">;
export type EntradaPagamento = Schema<"PagamentoEntrada">;

export const pagamentoKeys = {
  all: ["pagamento"] as const,
  daSolicitacao: (id: number) => ["pagamento", "solicitacao", id] as const,
  link: (token: string) => ["pagamento", "link", token] as const,
};

// A payment moves the request on (its keys cover the staff's too).
const TUDO = [pagamentoKeys.all, solicitacaoKeys.all];

export const usePagamentos = (solicitacao: number) =>
  useQuery(
    leitura(pagamentoKeys.daSolicitacao(solicitacao), "/pagamento/solicitacao/{id}/", {
      path: { id: solicitacao },
    }),
  );

/** The client pays, with one Idempotency-Key per attempt: a retry of an unanswered payment charges once. */
export function usePagar(solicitacao: number) {
  const client = useQueryClient();
  const tentativa = useTentativa();
  return useMutation({
    mutationFn: (entrada: EntradaPagamento) =>
      api.post("/pagamento/externo/", {
        body: { ...entrada, solicitacao },
        headers: { "Idempotency-Key": tentativa.chave(entrada) },
      }),
    // Answered (paid, refused or a Pix to pay): the next try is a new payment.
    onSuccess: tentativa.encerrar,
    onSettled: () => Promise.all(TUDO.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

export const useVerificarPagamento = (solicitacao: number) =>
  useAcao({
    chamada: () => api.post("/pagamento/externo/verifica/solicitacao/{id}/", { path: { id: solicitacao } }),
    invalida: TUDO,
  });

export const useLinkDePagamento = (solicitacao: number) =>
  useAcao({
    chamada: () => api.post("/pagamento/interno/gera-link/", { body: { solicitacao } }),
    invalida: [],
  });

export const useRegistrarPresencial = (solicitacao: number) =>
  useAcao({
    chamada: (v: { comprovante: File; dtapagamento: string; observacao?: string }) => {
      const body = new FormData();
      body.append("comprovante", v.comprovante);
      body.append("dtapagamento", v.dtapagamento);
      if (v.observacao) body.append("observacao", v.observacao);
      return api.post("/pagamento/interno/gera-recibo/{id}/", { path: { id: solicitacao }, body });
    },
    invalida: TUDO,
  });

/** The receipt of an in-person payment; any failure reads as SPEC §8's 'erro ao baixar o pdf'. */
export const baixarRecibo = (id: number) =>
  baixarArquivo(`/pagamento/${id}/recibo/`, `recibo-${id}.pdf`).catch(() => {
    throw new Error(ERRO_PDF);
  });

export const baixarComprovante = (id: number, nome: string) =>
  baixarArquivo(`/pagamento/${id}/comprovante/`, nome).catch(() => {
    throw new Error("Não foi possível baixar o comprovante. Tente de novo.");
  });

/** What a payment link opens, read with no session. */
export const usePagamentoDoLink = (token: string) =>
  useQuery({
    ...leitura(pagamentoKeys.link(token), "/link/pagamento/{token}/", { path: { token } }),
    retry: false,
  });

export const usePagarPorLink = (token: string) =>
  useAcao({
    chamada: (entrada: EntradaPagamento) =>
      api.post("/link/pagamento/{token}/", { path: { token }, body: entrada }),
    // The page shows the answer itself: a paid link opens nothing any more.
    invalida: [],
  });

export const useVerificarPorLink = (token: string) =>
  useAcao({
    chamada: () => api.post("/link/pagamento/{token}/verifica/", { path: { token } }),
    // The page shows the answer itself: a paid link opens nothing any more.
    invalida: [],
  });

/** A new payment link e-mailed to an address (the dialog then shows that link). */
export const useEnviarLinkDePagamento = (solicitacao: number) =>
  useAcao({
    chamada: (email: string) =>
      api.post("/pagamento/interno/gera-link/email/", { body: { solicitacao, email } }),
    invalida: [],
  });
