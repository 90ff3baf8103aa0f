import { formatDate } from "@/lib/format";
import { linhaDoPasso, quemAge, type Parte, type Vez } from "@/lib/regras/passos";

/**
 * The banner's words for one state of a workflow (lib/regras/passos.ts): what `leitor` is asked (`tarefa`
 * replaces the table's words when the page knows more, e.g. the amount to pay), or who acts now; with the
 * deadline when there is one. `pedido` overrides the table where the API's `acoes` tell it.
 */
export function textoDaVez(
  { vez, tarefa: daTabela }: Vez,
  leitor: Parte,
  prazo: string | null | undefined,
  {
    pedido = vez.includes(leitor),
    tarefa = daTabela,
    fim,
  }: { pedido?: boolean; tarefa?: string; fim: string },
): { pedido: boolean; texto: string } {
  const ate = prazo ? `, até ${formatDate(prazo)}` : "";
  if (pedido) return { pedido, texto: `${tarefa}${ate}.` };
  const quem = quemAge(
    vez.filter((p) => p !== leitor),
    leitor,
  );
  if (!quem) return { pedido, texto: fim };
  return { pedido, texto: `aguardando ${quem} ${daTabela}${ate}.` };
}

/**
 * The banner's words for a request in `substatus`, for `leitor`: `tarefa` as textoDaVez's, `avaliada` when the
 * client has evaluated the service (staff are then to finish the request).
 */
export const textoDoPasso = (
  substatus: { codigo: string; descricao: string },
  leitor: Parte,
  prazo: string | null,
  { tarefa, avaliada }: { tarefa?: string; avaliada?: boolean } = {},
) =>
  textoDaVez(linhaDoPasso(substatus.codigo, avaliada), leitor, prazo, {
    tarefa,
    fim: `${substatus.descricao}. Nada mais é pedido nesta solicitação.`,
  });
