import type { ItemCarrinho } from "@/stores/carrinho";
import type { Pergunta } from "@/services/servico";
import type { EnvioItem } from "@/services/solicitacao";

export const MIN_OBJETIVO = 10;

/** What stops one cart item from being sent, by field, in pt-BR: shown on each field (DESIGN §4). */
export type Problemas = {
  empresa?: string;
  objetivo?: string;
  /** By question id. */
  perguntas: Record<number, string>;
  /** What belongs to no single field (the questions still loading, a server message about the item). */
  item?: string;
};

export const semProblemas = (p: Problemas) =>
  !p.empresa && !p.objetivo && !p.item && Object.keys(p.perguntas).length === 0;

/** What is still missing in one cart item before it can be sent. */
export function problemsOf(item: ItemCarrinho, perguntas: Pergunta[] | undefined): Problemas {
  const problemas: Problemas = { perguntas: {} };
  if (!item.empresa) problemas.empresa = "Escolha a empresa.";
  if (item.objetivo.trim().length < MIN_OBJETIVO)
    problemas.objetivo = `Descreva o objetivo (pelo menos ${MIN_OBJETIVO} caracteres).`;
  if (!perguntas) problemas.item = "Aguarde o carregamento das perguntas do serviço.";
  for (const p of perguntas ?? [])
    if (p.obrigatoria && !item.respostas[p.id]?.trim()) problemas.perguntas[p.id] = "Responda esta pergunta.";
  return problemas;
}

const respondidas = (item: ItemCarrinho) =>
  Object.entries(item.respostas).filter(([, resposta]) => resposta.trim() !== "");

/** The purchase payload (SPEC §3): one entry per cart item, answered questions only. */
export function toEnvio(items: ItemCarrinho[]): EnvioItem[] {
  return items.map((item) => ({
    empresa: item.empresa!,
    modelo_oferta: item.modelooferta.id,
    objetivo: item.objetivo.trim(),
    perguntas: respondidas(item).map(([pergunta, resposta]) => ({
      pergunta: Number(pergunta),
      resposta: resposta.trim(),
    })),
  }));
}

/**
 * The API's field errors of a send (`modelos.1.empresa`, `modelos.0.perguntas.2.resposta`) on the fields of
 * the items that were sent, by item id; an answer's index is its place in what toEnvio sent.
 */
export function problemasDoServidor(
  items: ItemCarrinho[],
  errors: Record<string, string[]> | undefined,
): Record<number, Problemas> {
  const out: Record<number, Problemas> = {};
  for (const [chave, mensagens] of Object.entries(errors ?? {})) {
    const [, i, campo, j] =
      chave.match(/^modelos\.(\d+)(?:\.(empresa|objetivo|perguntas)(?:\.(\d+))?)?/) ?? [];
    const item = i === undefined ? undefined : items[Number(i)];
    if (!item) continue;
    const problemas = (out[item.id] ??= { perguntas: {} });
    const mensagem = mensagens.join(" ");
    const pergunta = j === undefined ? undefined : respondidas(item)[Number(j)]?.[0];
    if (campo === "empresa" || campo === "objetivo") problemas[campo] = mensagem;
    else if (pergunta) problemas.perguntas[Number(pergunta)] = mensagem;
    else problemas.item = mensagem;
  }
  return out;
}
