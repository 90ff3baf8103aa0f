// The client's evaluation of a request's service (in the portal or by a link), its "view evaluation" for
// the provider and staff, and the final attestation once the request is concluded.
import { useQuery } from "@tanstack/react-query";
import { useAcao } from "@/hooks/use-acao";
import { api, baixarArquivo, leitura, type Schema } from "./api";
import { projetoKeys } from "./projeto";
import { solicitacaoKeys } from "./solicitacao";

export type AvaliacaoDaSolicitacao = Schema<"AvaliacaoDaSolicitacao">;
export type Avaliacao = NonNullable<AvaliacaoDaSolicitacao["avaliacao"]>;
export type PerguntaDeAvaliacao = Schema<"PerguntaDeAvaliacao">;
export type RespostasDeAvaliacao = Schema<"RespostasDeAvaliacao">;
export type AtestadoVerificado = Schema<"AtestadoVerificado">;

export const avaliacaoKeys = {
  all: ["avaliacao"] as const,
  daSolicitacao: (id: number) => ["avaliacao", "solicitacao", id] as const,
  link: (token: string) => ["avaliacao", "link", token] as const,
  atestado: (codigo: string) => ["avaliacao", "atestado", codigo] as const,
};

export const useAvaliacao = (solicitacao: number) =>
  useQuery(
    leitura(avaliacaoKeys.daSolicitacao(solicitacao), "/avaliacao/questionario/{id}/", {
      path: { id: solicitacao },
    }),
  );

/** The request's client answers its evaluation: the request may then be finished by staff. */
export const useAvaliar = (solicitacao: number) =>
  useAcao({
    chamada: (r: RespostasDeAvaliacao) => api.post("/avaliacao/", { body: { ...r, solicitacao } }),
    invalida: [avaliacaoKeys.all, solicitacaoKeys.all, projetoKeys.externo_todos],
  });

/** A link for someone without an account to answer (the history records it). */
export const useLinkDeAvaliacao = (solicitacao: number) =>
  useAcao({
    chamada: () => api.post("/avaliacao/{id}/link/", { path: { id: solicitacao } }),
    invalida: [solicitacaoKeys.all],
  });

/** A new evaluation link e-mailed to an address (the dialog then shows that link). */
export const useEnviarLinkDeAvaliacao = (solicitacao: number) =>
  useAcao({
    chamada: (email: string) =>
      api.post("/avaliacao/{id}/link/email/", { path: { id: solicitacao }, body: { email } }),
    invalida: [solicitacaoKeys.all],
  });

export const useAvaliacaoDoLink = (token: string) =>
  useQuery({
    ...leitura(avaliacaoKeys.link(token), "/link/avaliacao/{token}/", { path: { token } }),
    retry: false,
  });

export const useAvaliarPorLink = (token: string) =>
  useAcao({
    chamada: (r: RespostasDeAvaliacao) =>
      api.post("/avaliacao/avaliacao-link/", { query: { token }, body: r }),
    // The page shows the thanks itself: a spent link opens nothing any more.
    invalida: [],
  });

/** The concluded request's final attestation (the server issues it on the first request). */
export const baixarAtestado = (solicitacao: number, nrosolicitacao: string) =>
  baixarArquivo(
    `/avaliacao/gerar/atestofinal/${solicitacao}/`,
    `atestado-final-${nrosolicitacao}.pdf`,
    "post",
  ).catch(() => {
    throw new Error("Não foi possível baixar o atestado. Tente de novo.");
  });

/** Public: what the attestation with verification code `codigo` attests (its QR code opens this). */
export const useAtestadoVerificado = (codigo: string) =>
  useQuery({
    ...leitura(avaliacaoKeys.atestado(codigo), "/avaliacao/atestado/{codigo}/", { path: { codigo } }),
    retry: false,
  });
