import "server-only";
import { contarPorSituacao, filtroDaFila } from "../solicitacao";
import { centros, fila, prazos, type Recorte } from "./equipe";
import { diasAtras, estadiasRecentes } from "./estadia";
import { abertasPorGestor, abertasPorUnidade } from "./grupos";
import type { Painel } from "./painel";
import { aCargoDaEquipe } from "./a-cargo-da-equipe";

/** A coordinator's dashboard: every request they reach, the queue without filters. */
const tudo: Recorte = () => ({});

/** The conversion counts the requests sent in the last year. */
const DIAS_DA_CONVERSAO = 365;

export const painelCoordenador = {
  pendencias: aCargoDaEquipe(tudo),
  fila: fila(tudo),

  /** Open requests per service unit covering their companies' cities, per status. */
  unidades: abertasPorUnidade,

  /** Open requests per responsible manager, per status. */
  gestores: abertasPorGestor,

  /**
   * Where the requests sent in the last year are now, per status: how many became contracts (in
   * execution or finished), were cancelled or are still on their way. `desde` is the queue's min_date.
   */
  conversao: async (l) => {
    const desde = diasAtras(l.now, DIAS_DA_CONVERSAO);
    const situacao = await contarPorSituacao(l.db, filtroDaFila(l.db, l.user, { min_date: desde }, l.now));
    return { desde, ...situacao };
  },

  /** Median and 90th percentile of days per stage, over the latest stays ended in 90 days. */
  etapas: estadiasRecentes,

  prazos: prazos(tudo),
  centros: centros(() => undefined),
} satisfies Painel;
