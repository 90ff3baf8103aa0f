import "server-only";
import { and, asc, eq, gte, inArray, ne, sql, type SQL, type Subquery } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Conn } from "../../db/client";
import {
  historico,
  modeloOferta,
  solicitacao,
  solicitacaoGestor,
  status,
  substatus,
  unidadeAtendimento,
  usuario,
} from "../../db/schema";
import { DIA_MS, hojeEmSaoPaulo, inicioDoDia } from "../../lib/dia";
import { ABERTOS, contarPorSituacao, filtroDaFila, unidadesDasSolicitacoes } from "../solicitacao";
import { nomeCompleto } from "../usuario";
import { centros, fila, prazos, type Recorte } from "./equipe";
import { dias, type Leitura, type Painel } from "./painel";

/** A coordinator's dashboard: every request they reach, the queue without filters. */
const tudo: Recorte = () => ({});

/** The conversion counts the requests sent in the last year; stays per stage, those ended in 90 days. */
const DIAS_DA_CONVERSAO = 365;
const DIAS_DAS_ETAPAS = 90;

/** The São Paulo day `n` days before today, as the queue's date filters take it. */
const diasAtras = (now: Date, n: number) =>
  new Date(Date.parse(`${hojeEmSaoPaulo(now)}T12:00:00Z`) - n * DIA_MS).toISOString().slice(0, 10);

type Juncao = [tabela: PgTable | Subquery, on: SQL];

/**
 * The open requests of the queue per group (a unit, a manager) and status, a request once in each group
 * the joins `juncoes` put it in: one grouped statement, gathered per group.
 */
async function abertasPor(l: Leitura, grupo: { id: SQL<number>; nome: SQL<string> }, juncoes: Juncao[]) {
  let consulta = l.db
    .select({ id: grupo.id, nome: grupo.nome, codigo: status.codigo, total: sql<number>`count(*)::int` })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .$dynamic();
  for (const [tabela, on] of juncoes) consulta = consulta.innerJoin(tabela, on);
  const linhas = await consulta
    .where(and(filtroDaFila(l.db, l.user, {}, l.now), inArray(substatus.codigo, ABERTOS)))
    .groupBy(grupo.id, grupo.nome, status.codigo, status.ordem)
    .orderBy(asc(grupo.nome), asc(status.ordem));
  type Grupo = { id: number; nome: string; total: number; status: { codigo: string; total: number }[] };
  const grupos = new Map<number, Grupo>();
  for (const { id, nome, codigo, total } of linhas) {
    const g = grupos.get(id) ?? { id, nome, total: 0, status: [] };
    g.total += total;
    g.status.push({ codigo, total });
    grupos.set(id, g);
  }
  return [...grupos.values()];
}

/** The request's substatuses with their status, under `nome` (it is joined twice: from and to). */
const estados = (conn: Conn, nome: string) =>
  conn
    .select({ codigo: substatus.codigo, statusId: substatus.statusId })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(eq(status.entidade, "solicitacao"))
    .as(nome);

export const painelCoordenador = {
  fila: fila(tudo),

  /** Open requests per active service unit covering their companies' cities, per status. */
  unidades: (l) => {
    const u = unidadesDasSolicitacoes(l.db);
    return abertasPor(
      l,
      { id: sql<number>`${unidadeAtendimento.id}`, nome: sql<string>`${unidadeAtendimento.descricao}` },
      [
        [u, eq(u.solicitacaoId, solicitacao.id)],
        [
          unidadeAtendimento,
          and(eq(unidadeAtendimento.id, u.unidadeId), eq(unidadeAtendimento.ativo, true))!,
        ],
      ],
    );
  },

  /** Open requests per responsible manager, per status. */
  gestores: (l) =>
    abertasPor(l, { id: sql<number>`${usuario.id}`, nome: nomeCompleto }, [
      [solicitacaoGestor, eq(solicitacaoGestor.solicitacaoId, solicitacao.id)],
      [usuario, eq(usuario.id, solicitacaoGestor.usuarioId)],
    ]),

  /**
   * Where the requests sent in the last year are now, per status: how many became contracts (in
   * execution or finished), were cancelled or are still on their way. `desde` is the queue's min_date.
   */
  conversao: async (l) => {
    const desde = diasAtras(l.now, DIAS_DA_CONVERSAO);
    const situacao = await contarPorSituacao(l.db, filtroDaFila(l.db, l.user, { min_date: desde }, l.now));
    return { desde, ...situacao };
  },

  /**
   * The median and the 90th percentile of days a request stayed in each status, over the stays that ended
   * in the last 90 days: a stay runs from the status change (or the creation) that brought the request
   * in to the one that took it out.
   */
  etapas: async (l) => {
    const desde = inicioDoDia(diasAtras(l.now, DIAS_DAS_ETAPAS));
    const de = estados(l.db, "de");
    const para = estados(l.db, "para");
    const recentes = l.db
      .select({ id: historico.entidadeId })
      .from(historico)
      .where(and(eq(historico.entidade, "solicitacao"), gte(historico.dtainclusao, desde)));
    const mudanca = l.db.$with("mudanca").as(
      l.db
        .select({
          statusId: de.statusId,
          saida: sql<Date>`${historico.dtainclusao}`.as("saida"),
          entrada:
            sql<Date>`coalesce(lag(${historico.dtainclusao}) over (partition by ${historico.entidadeId} order by ${historico.dtainclusao}, ${historico.id}), ${solicitacao.dtainclusao})`.as(
              "entrada",
            ),
        })
        .from(historico)
        .innerJoin(de, eq(de.codigo, historico.de))
        .innerJoin(para, eq(para.codigo, historico.para))
        .innerJoin(solicitacao, eq(solicitacao.id, historico.entidadeId))
        .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
        .where(
          and(
            eq(historico.entidade, "solicitacao"),
            ne(de.statusId, para.statusId),
            inArray(historico.entidadeId, recentes),
            filtroDaFila(l.db, l.user, {}, l.now),
          ),
        ),
    );
    const estadia = sql`extract(epoch from (${mudanca.saida} - ${mudanca.entrada})) / 86400`;
    const linhas = await l.db
      .with(mudanca)
      .select({
        codigo: status.codigo,
        descricao: status.descricao,
        cor: status.cor,
        total: sql<number>`count(*)::int`,
        mediana: sql<string>`percentile_cont(0.5) within group (order by ${estadia})`,
        p90: sql<string>`percentile_cont(0.9) within group (order by ${estadia})`,
      })
      .from(mudanca)
      .innerJoin(status, eq(status.id, mudanca.statusId))
      .where(gte(mudanca.saida, desde))
      .groupBy(status.id, status.codigo, status.descricao, status.cor, status.ordem)
      .orderBy(asc(status.ordem));
    return linhas.map(({ mediana, p90, ...x }) => ({
      ...x,
      mediana_dias: dias(mediana)!,
      p90_dias: dias(p90)!,
    }));
  },

  prazos: prazos(tudo),
  centros: centros(() => undefined),
} satisfies Painel;
