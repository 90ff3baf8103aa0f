// The steps of a request's life as its parties see them (issue 44): which step each substatus is in, who
// acts there, what they are asked, and which deadline applies. The stepper and the "Próximo passo" banner of
// every request page read this one table; what a user may actually do still comes from the API's `acoes`.
import type { StatusDiagnostico } from "./diagnostico";
import type { StatusProposta } from "./proposta";
import type { SubstatusSolicitacao } from "./solicitacao";

/** The steps, in the order a request goes through them. */
export const PASSOS = [
  "compra",
  "triagem",
  "diagnostico",
  "propostas",
  "contrato",
  "pagamento",
  "execucao",
  "avaliacao",
  "concluida",
] as const;
export type Passo = (typeof PASSOS)[number];

export const ROTULO_DO_PASSO: Record<Passo, string> = {
  compra: "Compra",
  triagem: "Triagem",
  diagnostico: "Diagnóstico",
  propostas: "Propostas",
  contrato: "Contrato",
  pagamento: "Pagamento",
  execucao: "Execução",
  avaliacao: "Avaliação",
  concluida: "Concluída",
};

/** The parties of a request: who may be asked to act on it. */
export type Parte = "cliente" | "prestador" | "equipe";

/** Which of the request's dates bounds a step: the diagnostic's, the round's or the project's. */
export type Prazo = "diagnostico" | "propostas" | "projeto";

/**
 * Who acts in one state of a workflow (empty once nothing more is asked) and what they are asked, as a verb
 * phrase ("pagar a sua parte").
 */
export type Vez = { vez: readonly Parte[]; tarefa: string };

type Linha = Vez & {
  /** null: the request left the steps (cancelled). */
  passo: Passo | null;
  prazo?: Prazo;
};

/** Every substatus of a request: its step, who acts there, what they are asked and until when. */
export const PASSO_DA_SOLICITACAO: Record<SubstatusSolicitacao, Linha> = {
  AGUARDANDO_ANALISE: {
    passo: "triagem",
    vez: ["equipe"],
    tarefa: "analisar a solicitação e liberá-la aos prestadores",
  },
  DEVOLVIDA_CLIENTE: { passo: "triagem", vez: ["cliente"], tarefa: "responder ao ajuste pedido" },
  AGUARDANDO_DIAGNOSTICO: {
    passo: "diagnostico",
    vez: ["prestador"],
    tarefa: "fazer o diagnóstico",
    prazo: "diagnostico",
  },
  AGUARDANDO_PROPOSTAS: {
    passo: "propostas",
    vez: ["prestador"],
    tarefa: "enviar a proposta",
    prazo: "propostas",
  },
  PROPOSTAS_EM_ANALISE: { passo: "propostas", vez: ["cliente"], tarefa: "escolher uma proposta" },
  EM_NEGOCIACAO: { passo: "propostas", vez: ["prestador"], tarefa: "revisar a proposta em negociação" },
  ANALISE_FINAL_GESTOR: {
    passo: "contrato",
    vez: ["equipe"],
    tarefa: "fazer a análise final e enviar os contratos",
  },
  AGUARDANDO_ASSINATURA: { passo: "contrato", vez: ["cliente", "prestador"], tarefa: "assinar o contrato" },
  AGUARDANDO_PAGAMENTO: { passo: "pagamento", vez: ["cliente"], tarefa: "pagar a sua parte" },
  AGUARDANDO_AUTORIZACAO: { passo: "execucao", vez: ["equipe"], tarefa: "autorizar a execução" },
  EM_EXECUCAO: {
    passo: "execucao",
    vez: ["prestador"],
    tarefa: "entregar as etapas do projeto",
    prazo: "projeto",
  },
  AGUARDANDO_AVALIACAO: { passo: "avaliacao", vez: ["cliente"], tarefa: "avaliar o serviço" },
  CONCLUIDA: { passo: "concluida", vez: [], tarefa: "" },
  CANCELADA: { passo: null, vez: [], tarefa: "" },
};

export type EstadoDoPasso = "feito" | "atual" | "adiante";

/** Evaluated by the client, the request stays at the evaluation step until staff finish it. */
const AVALIADA: Linha = { passo: "avaliacao", vez: ["equipe"], tarefa: "finalizar a solicitação" };

/**
 * The table's line of a substatus (`avaliada`: the client has evaluated the service); an unknown code (a newer
 * server) reads as a request with no step.
 */
export const linhaDoPasso = (substatus: string, avaliada = false): Linha =>
  avaliada && substatus === "AGUARDANDO_AVALIACAO"
    ? AVALIADA
    : (PASSO_DA_SOLICITACAO[substatus as SubstatusSolicitacao] ?? { passo: null, vez: [], tarefa: "" });

/** Each step with where the request is: done, the current one, or ahead. A concluded request has done them all. */
export function estadoDosPassos(substatus: string): { passo: Passo; estado: EstadoDoPasso }[] {
  const atual = linhaDoPasso(substatus).passo;
  const i = atual ? PASSOS.indexOf(atual) : -1;
  return PASSOS.map((passo, j) => ({
    passo,
    estado: atual === "concluida" || j < i ? "feito" : j === i ? "atual" : "adiante",
  }));
}

const QUEM: Record<Parte, string> = {
  cliente: "o cliente",
  prestador: "o prestador",
  equipe: "a equipe do programa",
};

/**
 * Who of `vez` acts now, in words for `leitor`: "você", or the parties by name ("o cliente e o prestador");
 * null when nobody does (concluded or cancelled).
 */
export function quemAge(vez: readonly Parte[], leitor: Parte): string | null {
  if (vez.length === 0) return null;
  const outros = vez.filter((p) => p !== leitor).map((p) => QUEM[p]);
  return [...(vez.includes(leitor) ? ["você"] : []), ...outros].join(" e ");
}

/** Whether `leitor` is among those asked to act in this substatus. */
export const eDaVez = (substatus: string, leitor: Parte) => linhaDoPasso(substatus).vez.includes(leitor);

/** The deadline of the current step, from the dates the request's detail carries; null when it has none. */
export function prazoDoPasso(
  substatus: string,
  datas: Partial<Record<Prazo, string | null | undefined>>,
): string | null {
  const { prazo } = linhaDoPasso(substatus);
  return (prazo && datas[prazo]) || null;
}

/** Who acts on a diagnostic in each of its states, and what they are asked (DESIGN §5). */
export const VEZ_NO_DIAGNOSTICO: Record<StatusDiagnostico, Vez> = {
  AGUARDANDO_ACEITE: { vez: ["prestador"], tarefa: "aceitar ou recusar o diagnóstico" },
  EM_ELABORACAO: { vez: ["prestador"], tarefa: "fazer e enviar o diagnóstico" },
  ENVIADO: { vez: ["cliente"], tarefa: "aprovar o diagnóstico ou pedir correções" },
  EM_CORRECAO: { vez: ["prestador"], tarefa: "enviar o diagnóstico corrigido" },
  APROVADO: { vez: [], tarefa: "" },
  REJEITADO: { vez: ["equipe"], tarefa: "liberar a solicitação a outro prestador" },
};

/** Who acts on a proposal in each of its states, as its provider reads it (DESIGN §5). */
export const VEZ_NA_PROPOSTA: Record<StatusProposta, Vez> = {
  RASCUNHO: { vez: ["prestador"], tarefa: "concluir e enviar a proposta" },
  ENVIADA: { vez: ["cliente"], tarefa: "escolher uma proposta quando a rodada terminar" },
  SELECIONADA: { vez: ["equipe", "cliente", "prestador"], tarefa: "concluir a contratação" },
  EM_NEGOCIACAO: { vez: ["prestador"], tarefa: "revisar a proposta conforme o pedido de ajuste" },
  CONTRATADA: { vez: [], tarefa: "" },
  NAO_SELECIONADA: { vez: [], tarefa: "" },
  DESISTENCIA: { vez: [], tarefa: "" },
};
