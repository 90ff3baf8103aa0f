import "server-only";
import type { SituacaoCredenciamento } from "@/lib/regras/credenciamento";
import { credenciamento } from "../../../db/schema";
import { conflict } from "../../../lib/errors";
import { definirWorkflow } from "../../../lib/workflow";
import { PRESTADOR_E_EQUIPE } from "../../../lib/history";

/** What the rules read of a link: whether staff switched it off or suspended it. */
export type LinhaCredenciamento = { ativo: boolean; suspenso: boolean };

/**
 * A provider's accreditation for a service (DESIGN §5): the provider asks, staff accredit or refuse with a
 * reason, and a refused provider may ask again. An accredited link stays CREDENCIADO while staff switch it
 * off and on or suspend it (with a document and a reason) and lift the suspension: those change fields, so
 * they keep the state and leave their own history rows.
 */
export const credenciamentoWorkflow = definirWorkflow<SituacaoCredenciamento, LinhaCredenciamento>()({
  entidade: "credenciamento",
  tabela: credenciamento,
  invalida: "Este credenciamento já foi decidido. Atualize a página e confira.",
  desatualizada: "O credenciamento mudou enquanto você o via. Atualize a página e tente de novo.",
  transicoes: [
    {
      acao: "solicitar",
      de: ["RECUSADO"],
      para: "SOLICITADO",
      permissao: "credenciamento.solicitar",
      texto: "Credenciamento solicitado",
      audiencias: PRESTADOR_E_EQUIPE,
    },
    {
      acao: "credenciar",
      // A refused link too, on a second look: staff linking it again, or a tender approving the service.
      de: ["SOLICITADO", "RECUSADO"],
      para: "CREDENCIADO",
      permissao: "credenciamento.decidir",
      texto: "Credenciamento concedido",
      audiencias: PRESTADOR_E_EQUIPE,
    },
    {
      acao: "recusar",
      de: ["SOLICITADO"],
      para: "RECUSADO",
      permissao: "credenciamento.decidir",
      texto: "Credenciamento recusado",
      audiencias: PRESTADOR_E_EQUIPE,
    },
    {
      acao: "desativar",
      de: ["CREDENCIADO"],
      permissao: "credenciamento.decidir",
      regra: (l) => (l.ativo ? null : conflict("O vínculo já está inativo.")),
      texto: "Vínculo desativado",
      audiencias: PRESTADOR_E_EQUIPE,
    },
    {
      acao: "ativar",
      de: ["CREDENCIADO"],
      permissao: "credenciamento.decidir",
      regra: (l) => (l.ativo ? conflict("O vínculo já está ativo.") : null),
      texto: "Vínculo ativado",
      audiencias: PRESTADOR_E_EQUIPE,
    },
    {
      acao: "suspender",
      de: ["CREDENCIADO"],
      permissao: "credenciamento.decidir",
      regra: (l) => (l.suspenso ? conflict("O vínculo já está suspenso.") : null),
      texto: "Vínculo suspenso",
      audiencias: PRESTADOR_E_EQUIPE,
    },
    {
      acao: "reativar",
      de: ["CREDENCIADO"],
      permissao: "credenciamento.decidir",
      regra: (l) => (l.suspenso ? null : conflict("O vínculo não está suspenso.")),
      texto: "Suspensão encerrada",
      audiencias: PRESTADOR_E_EQUIPE,
    },
  ],
});

export type AcaoCredenciamento = (typeof credenciamentoWorkflow.transicoes)[number]["acao"];

/** Where a link may be asked again from (refused), as `solicitar` says: the others are asked or granted. */
export const PEDIDO_POSSIVEL = credenciamentoWorkflow.transicoes.find((t) => t.acao === "solicitar")!.de;
