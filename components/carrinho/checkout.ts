import type { ItemCarrinho } from "@/stores/carrinho";
import type { Pergunta } from "@/services/servico";
import type { EnvioItem } from "@/services/solicitacao";

export const MIN_OBJETIVO = 10;

/** What is still missing in one cart item before it can be sent, as pt-BR messages. */
export function problemsOf(item: ItemCarrinho, perguntas: Pergunta[] | undefined): string[] {
  const problems: string[] = [];
  if (!item.empresa) problems.push("Escolha a empresa.");
  if (item.objetivo.trim().length < MIN_OBJETIVO)
    problems.push(`Descreva o objetivo (pelo menos ${MIN_OBJETIVO} caracteres).`);
  if (!perguntas) problems.push("Aguarde o carregamento das perguntas do serviço.");
  for (const p of perguntas ?? [])
    if (p.obrigatoria && !item.respostas[p.id]?.trim()) problems.push(`Responda: ${p.pergunta}`);
  return problems;
}

/** The purchase payload (SPEC §3): one entry per cart item, answered questions only. */
export function toEnvio(items: ItemCarrinho[]): EnvioItem[] {
  return items.map((item) => ({
    empresa: item.empresa!,
    modelo_oferta: item.modelooferta.id,
    objetivo: item.objetivo.trim(),
    perguntas: Object.entries(item.respostas)
      .filter(([, resposta]) => resposta.trim() !== "")
      .map(([pergunta, resposta]) => ({ pergunta: Number(pergunta), resposta: resposta.trim() })),
  }));
}
