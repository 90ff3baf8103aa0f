import "server-only";
import type { Tx } from "../../db/client";
import type { Consumidor, EventoLido } from "../../lib/evento";
import type { Sistema } from "./driver";
import { estornarProvisionamento, provisionamento, registroDoPagamento } from "./provisionamento";
import { gravarRegistros, metricaDaSolicitacao, metricaDoDiagnostico, type Novo } from "./registros";

type Regra = (tx: Tx, ev: EventoLido) => Promise<Novo[] | void>;

/**
 * What each outside system is given, by event (`entidade.ACAO`): the records its sender delivers later. A
 * consumer's `tratar` runs in the event's delivery transaction, so it only writes them (DESIGN §3).
 */
const REGRAS: Record<Sistema, Record<string, Regra>> = {
  metricas: {
    "solicitacao.FINALIZAR": async (tx, ev) => [
      await metricaDaSolicitacao(tx, ev.entidadeId, ev.dtainclusao),
    ],
    "diagnostico.APROVAR": async (tx, ev) => {
      const m = await metricaDoDiagnostico(tx, ev.entidadeId, ev.dtainclusao);
      return m ? [m] : [];
    },
  },
  rm: {
    "solicitacao.AUTORIZAR_EXECUCAO": (tx, ev) => provisionamento(tx, ev.entidadeId, ev.dtainclusao),
    "pagamento.CONFIRMAR": (tx, ev) => registroDoPagamento(tx, "pagamento", ev.entidadeId, ev.dtainclusao),
    "pagamento.ESTORNAR": (tx, ev) => registroDoPagamento(tx, "estorno", ev.entidadeId, ev.dtainclusao),
    "solicitacao.CANCELAR": (tx, ev) => estornarProvisionamento(tx, ev.entidadeId, ev.dtainclusao),
  },
};

const consumidor = (sistema: Sistema): Consumidor => ({
  nome: sistema,
  async tratar(tx, ev) {
    const regra = REGRAS[sistema][`${ev.entidade}.${ev.acao}`];
    const novos = regra ? await regra(tx, ev) : undefined;
    if (novos) await gravarRegistros(tx, sistema, ev, novos);
  },
});

/** The outbox's consumers of the metrics system and the ERP. */
export const CONSUMIDORES_INTEGRACAO: Record<Sistema, Consumidor> = {
  metricas: consumidor("metricas"),
  rm: consumidor("rm"),
};
