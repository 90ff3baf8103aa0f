// A cost centre's ledger (issue 14): the kinds of movement, what each does to the balances, and the limits
// of the texts, shared by the server and the staff screens. Balances are sums of movements, never stored.

export const TIPOS_MOVIMENTO = [
  "APORTE",
  "AJUSTE",
  "RESERVA",
  "LIBERACAO",
  "COMPROMISSO",
  "GASTO",
  "DEVOLUCAO",
] as const;
export type TipoMovimento = (typeof TIPOS_MOVIMENTO)[number];

/** The movements staff record by hand: a contribution of budget, or a signed correction of it. */
export const TIPOS_ORCAMENTO = ["APORTE", "AJUSTE"] as const satisfies readonly TipoMovimento[];
export type TipoOrcamento = (typeof TIPOS_ORCAMENTO)[number];

export const ROTULO_MOVIMENTO: Record<TipoMovimento, string> = {
  APORTE: "Aporte",
  AJUSTE: "Ajuste",
  RESERVA: "Reserva",
  LIBERACAO: "Liberação",
  COMPROMISSO: "Compromisso",
  GASTO: "Gasto",
  DEVOLUCAO: "Devolução",
};

/** The four balances of a centre: available (`saldo`), reserved, committed and spent. */
export const SALDOS = ["saldo", "reservado", "comprometido", "gasto"] as const;
export type Saldo = (typeof SALDOS)[number];
export type Saldos = Record<Saldo, number>;

/**
 * What one real of each movement adds to each balance: the only place the ledger's arithmetic is written
 * (the server's sums are built from it). Every movement keeps the budget (the four added up) unchanged,
 * except a contribution or an adjustment, which is the budget changing.
 */
export const EFEITOS: Record<TipoMovimento, Partial<Record<Saldo, 1 | -1>>> = {
  APORTE: { saldo: 1 },
  AJUSTE: { saldo: 1 },
  RESERVA: { saldo: -1, reservado: 1 },
  LIBERACAO: { reservado: -1, saldo: 1 },
  COMPROMISSO: { reservado: -1, comprometido: 1 },
  GASTO: { comprometido: -1, gasto: 1 },
  DEVOLUCAO: { comprometido: -1, saldo: 1 },
};

/** The budget contributed so far: what is available, held or spent. */
export const orcamentoDe = (s: Saldos) => centavos(s.saldo + s.reservado + s.comprometido + s.gasto);

/** Rounds to whole cents: sums of two-decimal amounts in binary drift (0.1 + 0.2). */
export const centavos = (valor: number) => Math.round(valor * 100) / 100;

/** NEGATIVO below zero; CRITICO under the setting SALDO_CRITICO_CENTRO_CUSTO (R$); else NORMAL. */
export const SITUACOES_SALDO = ["NORMAL", "CRITICO", "NEGATIVO"] as const;
export type SituacaoSaldo = (typeof SITUACOES_SALDO)[number];

export const situacaoDoSaldo = (saldo: number, limiteCritico: number): SituacaoSaldo =>
  saldo < 0 ? "NEGATIVO" : saldo < limiteCritico ? "CRITICO" : "NORMAL";

export const ROTULO_SITUACAO: Record<SituacaoSaldo, string> = {
  NORMAL: "Normal",
  CRITICO: "Crítico",
  NEGATIVO: "Negativo",
};

export const CENTRO_CUSTO = {
  descricao: { min: 3, max: 200 },
  projeto: { min: 3, max: 200 },
  acao: { min: 1, max: 40 },
  movimento: { min: 3, max: 300 },
  /** The largest amount one movement may carry: numeric(14, 2). */
  valorMaximo: 999_999_999_999.99,
} as const;

/** The months as the monthly follow-up (its chart, table and workbook) names them. */
export const MESES = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
] as const;

/**
 * Whether a centre takes new reservations: it, its action and its project active in the Hub (the server's
 * rule, centroAtivoNoHub); a flag a list does not carry counts as on.
 */
export const aceitaReservas = (c: {
  ativo?: boolean;
  acao_ativo_hub?: boolean;
  projeto_ativo_hub?: boolean;
}) => c.ativo !== false && c.acao_ativo_hub !== false && c.projeto_ativo_hub !== false;
