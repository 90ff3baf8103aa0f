// How the history rows of the timeline (./timeline.tsx) read in pt-BR.
import { sentenceCase, truncate } from "@/lib/format";

/**
 * How a history row reads: the text the server gives from the workflow's table (`descricao`); rows without
 * a code are status changes, the first one (no `de`) the client sending the request.
 */
export function acaoLabel(h: { acao: string | null; de: string | null; descricao: string | null }): string {
  if (h.descricao) return h.descricao;
  if (!h.acao) return h.de ? "Situação alterada" : "Solicitação enviada";
  return sentenceCase(h.acao.replaceAll("_", " "));
}

const TEXTO_NA_LINHA = 120;

/**
 * "Aguardando análise → Devolvida ao cliente". `de`/`para` are substatus codes for status changes and
 * plain texts (names, codes of cost centres) for field changes, so unknown values are shown as they are.
 * Null when there is nothing to show (no values, or a field change that kept the status).
 */
export function transicaoTexto(
  de: string | null,
  para: string | null,
  descricoes: ReadonlyMap<string, string>,
): string | null {
  // Objectives are long; the timeline shows their start (the detail shows the current one in full).
  const texto = (v: string | null) => (v ? (descricoes.get(v) ?? truncate(v, TEXTO_NA_LINHA)) : null);
  if (de === para) return null;
  const [antes, depois] = [texto(de), texto(para)];
  if (antes && depois) return `${antes} → ${depois}`;
  if (depois) return depois;
  return antes && `${antes} → (nenhum)`;
}
