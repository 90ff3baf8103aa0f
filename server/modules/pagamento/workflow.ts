import "server-only";
import type { StatusPagamento } from "@/lib/regras/pagamento";
import { pagamento } from "../../db/schema";
import { definirWorkflow } from "../../lib/workflow";
import { CLIENTE_E_EQUIPE } from "../../lib/history";

/**
 * A payment's life (DESIGN §5): created PENDENTE when the driver is asked to charge, then PAGO or FALHOU
 * by the driver's answer, at once (a card) or when someone checks it later (a Pix, a pending card).
 * Both are effects of the charge or the check, never buttons of their own.
 */
export const pagamentoWorkflow = definirWorkflow<StatusPagamento, Record<string, never>>()({
  entidade: "pagamento",
  tabela: pagamento,
  invalida: "Este pagamento já foi concluído. Atualize a página e confira.",
  desatualizada: "O pagamento mudou enquanto você o via. Atualize a página e tente de novo.",
  transicoes: [
    {
      acao: "confirmar",
      de: ["PENDENTE"],
      para: "PAGO",
      permissao: "pagamento.verificar",
      peloSistema: true,
      derivada: true,
      texto: "Pagamento confirmado",
      audiencias: CLIENTE_E_EQUIPE,
    },
    {
      acao: "recusar",
      de: ["PENDENTE"],
      para: "FALHOU",
      permissao: "pagamento.verificar",
      peloSistema: true,
      derivada: true,
      texto: "Pagamento recusado",
      audiencias: CLIENTE_E_EQUIPE,
    },
  ],
});
