import type { TipoOrcamento } from "../../../lib/regras/centrocusto";
import { CONSULTOR, COORDENADOR, GESTOR, GESTOR_2 } from "./usuarios";

// A year of the demo cost centres' money (their January budgets are in organizacao.ts): supplements, the
// reservations of the demo requests released for quotation, one commitment and one cancellation, and a cut
// that leaves one centre negative. The contracting of data/contratacoes.ts adds November's own movements
// (reservations moved, commitments, spending) through the portal's services.

/** A demo request's reservation: made when it was released, committed or released again on those days. */
export type ReservaDemo = {
  nrosolicitacao: string;
  centro: string;
  por: string;
  reservada: string;
  comprometida?: string;
  liberada?: string;
};

export const RESERVAS_DEMO: ReservaDemo[] = [
  {
    nrosolicitacao: "2026-900007",
    centro: "CC-2026-002",
    por: GESTOR_2,
    reservada: "2026-02-03T12:00:00Z",
    comprometida: "2026-03-02T12:00:00Z",
  },
  // Set while in analysis, given back when the request was cancelled.
  {
    nrosolicitacao: "2026-900008",
    centro: "CC-2026-001",
    por: COORDENADOR,
    reservada: "2026-02-18T14:00:00Z",
    liberada: "2026-02-20T17:00:00Z",
  },
  { nrosolicitacao: "2026-900005", centro: "CC-2026-003", por: GESTOR_2, reservada: "2026-03-10T12:00:00Z" },
  { nrosolicitacao: "2026-900006", centro: "CC-2026-004", por: GESTOR, reservada: "2026-03-12T10:00:00Z" },
  { nrosolicitacao: "2026-900010", centro: "CC-2026-005", por: GESTOR, reservada: "2026-09-23T12:00:00Z" },
  { nrosolicitacao: "2026-900009", centro: "CC-2026-005", por: GESTOR, reservada: "2026-10-07T12:00:00Z" },
  { nrosolicitacao: "2026-900015", centro: "CC-2026-007", por: GESTOR, reservada: "2026-10-29T12:00:00Z" },
  { nrosolicitacao: "2026-900011", centro: "CC-2026-002", por: GESTOR, reservada: "2026-11-04T12:00:00Z" },
  { nrosolicitacao: "2026-900012", centro: "CC-2026-003", por: GESTOR, reservada: "2026-11-06T12:00:00Z" },
];

export type OrcamentoDemo = {
  centro: string;
  tipo: TipoOrcamento;
  valor: string;
  descricao: string;
  por: string;
  em: string;
};

export const ORCAMENTO_DEMO: OrcamentoDemo[] = [
  {
    centro: "CC-2026-003",
    tipo: "APORTE",
    valor: "25000.00",
    descricao: "Suplementação para a trilha de transformação digital",
    por: COORDENADOR,
    em: "2026-03-09T13:00:00Z",
  },
  {
    centro: "CC-2026-001",
    tipo: "APORTE",
    valor: "60000.00",
    descricao: "Suplementação do convênio estadual",
    por: COORDENADOR,
    em: "2026-04-06T13:00:00Z",
  },
  {
    centro: "CC-2026-007",
    tipo: "APORTE",
    valor: "15000.00",
    descricao: "Recursos da campanha de vendas de fim de ano",
    por: COORDENADOR,
    em: "2026-05-04T13:00:00Z",
  },
  {
    centro: "CC-2026-002",
    tipo: "APORTE",
    valor: "40000.00",
    descricao: "Suplementação para a safra de inverno",
    por: COORDENADOR,
    em: "2026-06-08T13:00:00Z",
  },
  {
    centro: "CC-2026-004",
    tipo: "AJUSTE",
    valor: "-12000.00",
    descricao: "Remanejamento para a Serra Gaúcha de outro projeto",
    por: COORDENADOR,
    em: "2026-07-13T13:00:00Z",
  },
  {
    centro: "CC-2026-004",
    tipo: "APORTE",
    valor: "30000.00",
    descricao: "Suplementação do segundo semestre",
    por: COORDENADOR,
    em: "2026-08-03T13:00:00Z",
  },
];

/**
 * The cut that leaves a centre negative, so the follow-up's filter shows one: sized when seeding, so
 * that after every other movement the centre's available balance is `saldoFinal`.
 */
export const CORTE_DEMO = {
  centro: "CC-2026-005",
  saldoFinal: -1850,
  descricao: "Corte do orçamento do projeto: remanejamento para 2027",
  por: COORDENADOR,
  em: "2026-10-15T15:00:00Z",
};

/** The staff involved in each centre. */
export const ENVOLVIDOS_DEMO: { centro: string; pessoas: string[] }[] = [
  { centro: "CC-2026-001", pessoas: [COORDENADOR, GESTOR] },
  { centro: "CC-2026-002", pessoas: [GESTOR_2, CONSULTOR] },
  { centro: "CC-2026-004", pessoas: [GESTOR_2] },
  { centro: "CC-2026-005", pessoas: [COORDENADOR, GESTOR] },
  { centro: "CC-2026-006", pessoas: [GESTOR] },
];
