import "server-only";
import type { StatusEtapa, StatusNota } from "@/lib/regras/projeto";
import { nota, projetoEtapa } from "../../db/schema";
import { conflict, HubError } from "../../lib/errors";
import { PARTES_E_EQUIPE, PRESTADOR_E_EQUIPE } from "../../lib/history";
import { definirWorkflow } from "../../lib/workflow";

/** What the stage table's rules read of the project (ownership is the scope's, 404). */
export type EtapaLinha = {
  /** The project's request is being carried out: execution authorised, not yet finished. */
  emExecucao: boolean;
  /** An internal hiring's demand was accepted by the provider (always true for other projects). */
  aceita: boolean;
};

/** Deliveries happen while the project runs: not before execution is authorised, nor once it is closed. */
const emExecucao = (l: EtapaLinha) => (l.emExecucao ? null : conflict("O projeto não está em execução."));

/** The project's request is being carried out: execution authorised, not yet sent for evaluation. */
export const projetoEmExecucao = (situacaoDaSolicitacao: string) => situacaoDaSolicitacao === "EM_EXECUCAO";

/** Whether a project in its request's `situacao`, of `tipo`, accepted at `dtaaceite`, takes deliveries now. */
export const linhaDaEtapa = (p: {
  situacaoDaSolicitacao: string;
  interna: boolean;
  dtaaceite: Date | null;
}): EtapaLinha => ({
  emExecucao: projetoEmExecucao(p.situacaoDaSolicitacao),
  aceita: !p.interna || p.dtaaceite !== null,
});

/**
 * A project stage's delivery (DESIGN §5): the provider delivers it, the client approves it or returns it
 * saying what to fix, and the provider delivers again. Approval is final.
 */
export const etapaWorkflow = definirWorkflow<StatusEtapa, EtapaLinha>()({
  entidade: "etapa_projeto",
  tabela: projetoEtapa,
  invalida: "Esta ação não é possível na situação atual da etapa. Atualize a página e confira.",
  desatualizada: "A etapa mudou enquanto você a via. Atualize a página e tente de novo.",
  transicoes: [
    {
      acao: "entregar",
      de: ["PENDENTE", "DEVOLVIDA"],
      para: "ENTREGUE",
      permissao: "projeto.entregar",
      regra: (l) =>
        emExecucao(l) ?? (l.aceita ? null : conflict("Aceite a demanda interna antes de enviar entregas.")),
      texto: "Entrega da etapa enviada",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "aprovar",
      de: ["ENTREGUE"],
      para: "APROVADA",
      permissao: "projeto.aprovar",
      regra: emExecucao,
      texto: "Entrega da etapa aprovada",
      audiencias: PARTES_E_EQUIPE,
    },
    {
      acao: "devolver",
      de: ["ENTREGUE"],
      para: "DEVOLVIDA",
      permissao: "projeto.aprovar",
      regra: emExecucao,
      texto: "Entrega da etapa devolvida para ajustes",
      audiencias: PARTES_E_EQUIPE,
    },
  ],
});

type AcaoEtapa = (typeof etapaWorkflow.transicoes)[number]["acao"];
/** The stage table's action names, for the detail's schema (a zod enum needs a non-empty tuple). */
export const ACOES_ETAPA = etapaWorkflow.transicoes.map((t) => t.acao) as [AcaoEtapa, ...AcaoEtapa[]];

/**
 * An instalment's invoice, before it exists: staff authorise it (which creates it) once its stage is
 * approved. Not a state of the `nota` table, only of the table below.
 */
export const SEM_NOTA = "SEM_NOTA";
export type SituacaoNota = StatusNota | typeof SEM_NOTA;

/** What the invoice table's rules read of the instalment. */
export type NotaLinha = { numero: number; etapaOrdem: number; etapaAprovada: boolean };

/** An instalment `p` whose stage is in `situacaoDaEtapa`, as the invoice table's rules read it. */
export const linhaDaNota = (
  p: { numero: number; etapaOrdem: number },
  situacaoDaEtapa: string,
): NotaLinha => ({
  numero: p.numero,
  etapaOrdem: p.etapaOrdem,
  etapaAprovada: situacaoDaEtapa === "APROVADA",
});

/** An authorised invoice's instalment: its stage was approved, as approval is final. */
export const linhaAutorizada = (p: { numero: number; etapaOrdem: number }): NotaLinha => ({
  numero: p.numero,
  etapaOrdem: p.etapaOrdem,
  etapaAprovada: true,
});

/**
 * An invoice's life (DESIGN §5): authorised by staff (its creation, once the instalment's stage is
 * approved), sent by the provider, paid by staff.
 */
export const notaWorkflow = definirWorkflow<SituacaoNota, NotaLinha>()({
  entidade: "nota",
  tabela: nota,
  invalida: "Esta ação não é possível na situação atual da nota. Atualize a página e confira.",
  desatualizada: "A nota mudou enquanto você a via. Atualize a página e tente de novo.",
  transicoes: [
    {
      acao: "autorizar",
      de: [SEM_NOTA],
      para: "AUTORIZADA",
      permissao: "solicitacao.gerir",
      regra: (l) =>
        l.etapaAprovada
          ? null
          : new HubError(
              422,
              `A Nota ${l.numero} é autorizada depois que o cliente aprova a etapa ${l.etapaOrdem}.`,
            ),
      texto: "Nota fiscal autorizada",
      audiencias: PRESTADOR_E_EQUIPE,
    },
    {
      acao: "enviar",
      de: ["AUTORIZADA"],
      para: "ENVIADA",
      permissao: "projeto.entregar",
      texto: "Nota fiscal enviada",
      audiencias: PRESTADOR_E_EQUIPE,
    },
    {
      acao: "pagar",
      de: ["ENVIADA"],
      para: "PAGA",
      permissao: "solicitacao.gerir",
      texto: "Nota fiscal paga",
      audiencias: PRESTADOR_E_EQUIPE,
    },
  ],
});

type AcaoNota = (typeof notaWorkflow.transicoes)[number]["acao"];
/** The invoice table's action names, for the list's schema. */
export const ACOES_NOTA = notaWorkflow.transicoes.map((t) => t.acao) as [AcaoNota, ...AcaoNota[]];

/**
 * The request's transitions a project's page offers its parties: the provider sends the project for
 * evaluation (the request's table: every stage approved). The rest of the request's are staff's pages'.
 */
export const ACOES_PROJETO = ["finalizar_projeto"] as const;
export type AcaoProjeto = (typeof ACOES_PROJETO)[number];
