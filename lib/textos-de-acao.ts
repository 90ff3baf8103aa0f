// What each action asks before it runs and says once it has (DESIGN §4: a confirmation names the action and
// its effect, a success names what happened), written once, keyed by action, with the values of its object.
// SPEC §8's generic question stays only where no action of this table applies.
import { formatBRL } from "@/lib/format";

export type TextoDeAcao = {
  /** The question, naming the action and its object ("Enviar a proposta de R$ 12.400,00 ao cliente?"). */
  pergunta?: string;
  /** What the action does that the question does not say. */
  efeito?: string;
  /** The confirming button's label, when not "Sim, continuar". */
  ok?: string;
  /** What happened, once it did. */
  sucesso: string;
};

type Solicitacao = { nrosolicitacao: string };

/** Several request numbers as one reads them: "2026/000001", "2026/000001 e 2026/000002", "a, b e c". */
export const emLista = (itens: string[]) =>
  itens.length <= 1 ? (itens[0] ?? "") : `${itens.slice(0, -1).join(", ")} e ${itens[itens.length - 1]}`;

export const TEXTOS_DE_ACAO = {
  "proposta.enviar": ({ valor }: { valor: number }) => ({
    pergunta: `Enviar a proposta de ${formatBRL(valor)} ao cliente?`,
    efeito: "O cliente a verá quando o prazo de envio terminar; depois dele, ela não poderá ser alterada.",
    ok: "Enviar proposta",
    sucesso: "Proposta enviada.",
  }),
  "proposta.revisar": ({ valor }: { valor: number }) => ({
    pergunta: `Enviar a revisão da proposta, de ${formatBRL(valor)}, ao cliente?`,
    efeito: "O cliente passa a ver os novos valores e condições.",
    ok: "Enviar proposta",
    sucesso: "Proposta enviada.",
  }),
  "proposta.rascunho": () => ({ sucesso: "Rascunho salvo." }),
  "proposta.selecionar": ({ prestador }: { prestador: string }) => ({
    sucesso: `Proposta de ${prestador} selecionada. Envie-a para a análise do gestor quando decidir.`,
  }),
  "proposta.desistir": ({ nrosolicitacao }: Solicitacao) => ({
    pergunta: `Desistir da proposta para a solicitação ${nrosolicitacao}?`,
    efeito: "A desistência não pode ser desfeita.",
    sucesso: "Desistência da proposta registrada.",
  }),
  "solicitacao.analise_gestor": ({ nrosolicitacao }: Solicitacao) => ({
    pergunta: `Enviar a solicitação ${nrosolicitacao} para a análise final do gestor?`,
    efeito: "A proposta selecionada não poderá mais ser trocada.",
    sucesso: "Solicitação enviada para a análise do gestor.",
  }),
  "solicitacao.cancelar": ({ nrosolicitacao }: Solicitacao) => ({
    pergunta: `Cancelar a solicitação ${nrosolicitacao}?`,
    efeito: "O cancelamento não pode ser desfeito; o valor reservado volta ao saldo do centro de custo.",
    sucesso: `Solicitação ${nrosolicitacao} cancelada.`,
  }),
  // The next three act from a modal that already shows what they do, and whose button names the action: it is
  // the confirmation, so no second question follows it.
  "solicitacao.finalizar": ({ nrosolicitacao }: Solicitacao) => ({
    sucesso: `Solicitação ${nrosolicitacao} finalizada.`,
  }),
  "solicitacao.autorizar_execucao": ({ nrosolicitacao }: Solicitacao) => ({
    sucesso: `Execução da solicitação ${nrosolicitacao} autorizada.`,
  }),
  "solicitacao.enviar_contratos": ({ nrosolicitacao }: Solicitacao) => ({
    sucesso: `Contratos da solicitação ${nrosolicitacao} enviados para assinatura.`,
  }),
  "solicitacao.voltar_negociacao": ({ nrosolicitacao }: Solicitacao) => ({
    pergunta: `Devolver a solicitação ${nrosolicitacao} para negociação?`,
    efeito: "Contratos já enviados deixam de valer, com as assinaturas feitas neles.",
    sucesso: `Solicitação ${nrosolicitacao} devolvida para negociação.`,
  }),
  "solicitacao.enviar": ({ numeros }: { numeros: string[] }) => ({
    sucesso:
      numeros.length === 1
        ? `Solicitação ${numeros[0]} enviada. A equipe do programa vai analisá-la; acompanhe em Minhas solicitações.`
        : `Solicitações ${emLista(numeros)} enviadas. A equipe do programa vai analisá-las; acompanhe em Minhas solicitações.`,
  }),
  "pagamento.presencial": ({ valor }: { valor: number }) => ({
    pergunta: `Registrar o pagamento presencial de ${formatBRL(valor)}?`,
    efeito: "O portal emite o recibo e a solicitação segue para a autorização da execução.",
    sucesso: "Pagamento registrado e recibo emitido.",
  }),
  "centrocusto.movimento": ({ codigo }: { codigo: string }) => ({
    pergunta: `Registrar o movimento no orçamento de ${codigo}?`,
    efeito: "O movimento entra no histórico do centro de custo e não pode ser apagado.",
    sucesso: `Movimento registrado no orçamento de ${codigo}.`,
  }),
  "rascunho.excluir": () => ({
    pergunta: "Excluir este rascunho?",
    efeito: "Ele não poderá ser recuperado.",
    sucesso: "Rascunho excluído.",
  }),
  "diagnostico.aceitar": ({ nrodiagnostico }: { nrodiagnostico: string }) => ({
    pergunta: `Aceitar o diagnóstico ${nrodiagnostico}?`,
    efeito: "Sua empresa passa a elaborá-lo, no prazo indicado.",
    sucesso: `Diagnóstico ${nrodiagnostico} aceito.`,
  }),
  "diagnostico.recusar": ({ nrodiagnostico }: { nrodiagnostico: string }) => ({
    pergunta: `Recusar o diagnóstico ${nrodiagnostico}?`,
    efeito: "A equipe do programa verá o motivo e escolherá outro prestador.",
    sucesso: `Diagnóstico ${nrodiagnostico} recusado.`,
  }),
  "diagnostico.aprovar": ({ nrodiagnostico }: { nrodiagnostico: string }) => ({
    pergunta: `Aprovar o diagnóstico ${nrodiagnostico}?`,
    efeito: "A solicitação segue para as propostas dos prestadores.",
    sucesso: `Diagnóstico ${nrodiagnostico} aprovado.`,
  }),
  "etapa.aprovar": ({ ordem }: { ordem: number }) => ({
    pergunta: `Aprovar a entrega da etapa ${ordem}?`,
    efeito: "A nota fiscal da parcela paga nesta etapa poderá ser autorizada ao prestador.",
    sucesso: `Entrega da etapa ${ordem} aprovada.`,
  }),
  "nota.autorizar": ({ numero, valor }: { numero: number; valor: number }) => ({
    pergunta: `Autorizar a Nota ${numero}, de ${formatBRL(valor)}?`,
    efeito: "O prestador poderá emitir e enviar a nota fiscal desta parcela.",
    sucesso: `Nota ${numero} autorizada.`,
  }),
} satisfies Record<string, (valores: never) => TextoDeAcao>;

export type AcaoComTexto = keyof typeof TEXTOS_DE_ACAO;

/**
 * An action of the table with its object's values, resolved only when its dialog opens (the confirmation's
 * chunk): a page that confirms carries no table (the project pages sit at the JS budget).
 */
export type PedidoDeTexto = {
  [A in AcaoComTexto]: { acao: A; valores: Parameters<(typeof TEXTOS_DE_ACAO)[A]>[0] };
}[AcaoComTexto];

/** The texts of `acao` for its object's values (a PedidoDeTexto's, `textoDe`). */
export const textoDaAcao = <A extends AcaoComTexto>(
  acao: A,
  ...valores: Parameters<(typeof TEXTOS_DE_ACAO)[A]>
): TextoDeAcao => (TEXTOS_DE_ACAO[acao] as (v: unknown) => TextoDeAcao)(valores[0]);

export const textoDe = (p: PedidoDeTexto): TextoDeAcao =>
  (TEXTOS_DE_ACAO[p.acao] as (v: unknown) => TextoDeAcao)(p.valores);
