import "server-only";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { orcamentoDe, situacaoDoSaldo, type Saldos } from "@/lib/regras/centrocusto";
import type { Conn, Tx } from "../../../db/client";
import { centroCusto, centroCustoEnvolvido } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { lotesDe } from "../../../lib/exportacao";
import { registrarTextos, SO_EQUIPE, type HistoryEntry, writeHistory } from "../../../lib/history";
import { paged, type Window } from "../../../lib/pagination";
import { numeroParametro } from "../../../lib/parametro";
import { matchesAnyUnaccented } from "../../../lib/search";
import { movimentoOf, movimentosOnde, ORDEM_MOVIMENTOS } from "../movimentos";
import { aportar, saldosDe } from "../razao";
import { centroOf } from "../service";
import type { AtivacaoBody, AtualizacaoBody, CentroCustoInternoFiltro } from "./schemas";

export const NAO_ENCONTRADO = "Centro de custo não encontrado.";

// Changes of a centre's data and flags are staff-only history rows (its money is in its ledger).
const ENTIDADE = "centrocusto";
registrarTextos(ENTIDADE, [
  { codigo: "ALTERAR_ATIVO", texto: "Centro de custo ativado ou desativado" },
  { codigo: "ALTERAR_ACAO_HUB", texto: "Ação ativada ou desativada no Hub" },
  { codigo: "ALTERAR_PROJETO_HUB", texto: "Projeto ativado ou desativado no Hub" },
  { codigo: "ALTERAR_DESCRICAO", texto: "Descrição alterada" },
  { codigo: "ALTERAR_ACAO", texto: "Ação alterada" },
  { codigo: "ALTERAR_PROJETO", texto: "Projeto alterado" },
  { codigo: "ADICIONAR_ENVOLVIDO", texto: "Pessoa envolvida adicionada" },
  { codigo: "REMOVER_ENVOLVIDO", texto: "Pessoa envolvida removida" },
]);

/** Below this available balance (R$, a setting) a centre is critical. */
export const limiteCritico = (conn: Conn) => numeroParametro(conn, "SALDO_CRITICO_CENTRO_CUSTO");

type Centro = typeof centroCusto.$inferSelect;

/** A centre as staff see it: its data, its four balances and budget, its situation and its people. */
export const centroInterno = (c: Centro, s: Saldos, limite: number, envolvidos: number) => ({
  ...centroOf(c, s),
  orcamento: orcamentoDe(s),
  reservado: s.reservado,
  comprometido: s.comprometido,
  gasto: s.gasto,
  situacao: situacaoDoSaldo(s.saldo, limite),
  envolvidos,
});

const env = centroCustoEnvolvido;

/** The centres a staff user is involved in. */
export const dosEnvolvidos = (conn: Conn, usuarioId: number) =>
  inArray(
    centroCusto.id,
    conn.select({ id: env.centroCustoId }).from(env).where(eq(env.usuarioId, usuarioId)),
  );

const filtro = (conn: Conn, f: CentroCustoInternoFiltro) =>
  and(
    matchesAnyUnaccented(f.search, [
      centroCusto.codigo,
      centroCusto.descricao,
      centroCusto.acao,
      centroCusto.projeto,
    ]),
    matchesAnyUnaccented(f.cod_projeto, [centroCusto.projeto]),
    f.cod_acao ? sql`starts_with(${centroCusto.acao}, ${f.cod_acao})` : undefined,
    f.acao_ativo_hub === undefined ? undefined : eq(centroCusto.acaoAtivoHub, f.acao_ativo_hub),
    f.projeto_ativo_hub === undefined ? undefined : eq(centroCusto.projetoAtivoHub, f.projeto_ativo_hub),
    f.ativo === undefined ? undefined : eq(centroCusto.ativo, f.ativo),
    f.envolvido ? dosEnvolvidos(conn, f.envolvido) : undefined,
  );

const comEnvolvidos = (conn: Conn) => ({
  centro: centroCusto,
  envolvidos: conn.$count(env, eq(env.centroCustoId, centroCusto.id)),
});

/** Rows of centres with their people counted, as staff see them, in the given order. */
async function apresentar(conn: Conn, linhas: { centro: Centro; envolvidos: number }[]) {
  const [saldos, limite] = await Promise.all([
    saldosDe(
      conn,
      linhas.map((l) => l.centro.id),
    ),
    limiteCritico(conn),
  ]);
  return linhas.map((l) => centroInterno(l.centro, saldos.get(l.centro.id)!, limite, l.envolvidos));
}

const ORDEM = [desc(centroCusto.ano), asc(centroCusto.codigo), asc(centroCusto.id)];
/** The centres the filters pick, with their people counted: the list's and the export's query. */
const consulta = (conn: Conn, f: CentroCustoInternoFiltro) => () =>
  conn.select(comEnvolvidos(conn)).from(centroCusto).where(filtro(conn, f)).$dynamic();

/** A page of centres, newest budget year first, then by code. */
export async function listarInterno(conn: Conn, f: CentroCustoInternoFiltro, win: Window) {
  const page = await paged(conn, consulta(conn, f), ORDEM, win);
  return { count: page.count, results: await apresentar(conn, page.results) };
}

/** Every centre the list's filters pick, in its order, with its balances, in batches: its export. */
export async function* lotesInternos(conn: Conn, f: CentroCustoInternoFiltro) {
  for await (const lote of lotesDe(consulta(conn, f), ORDEM)) yield apresentar(conn, lote);
}

export async function centroInternoDe(conn: Conn, id: number) {
  const linhas = await conn.select(comEnvolvidos(conn)).from(centroCusto).where(eq(centroCusto.id, id));
  if (!linhas.length) throw notFound(NAO_ENCONTRADO);
  return (await apresentar(conn, linhas))[0];
}

/** A page of the centre's movements, newest first. */
export async function listarMovimentos(conn: Conn, id: number, win: Window) {
  const page = await paged(conn, () => movimentosOnde(conn, eq(centroCusto.id, id)), ORDEM_MOVIMENTOS, win);
  return { count: page.count, results: page.results.map(movimentoOf) };
}

/** The centre locked for a change, as it was; 404 when there is none. */
async function travado(tx: Tx, id: number) {
  const [c] = await tx.select().from(centroCusto).where(eq(centroCusto.id, id)).for("no key update");
  if (!c) throw notFound(NAO_ENCONTRADO);
  return c;
}

/** A staff-only history row of centre `id`: `acao` changed it from `de` to `para`. */
export const mudanca = (
  user: AuthUser,
  id: number,
  acao: string,
  de: string | boolean | null,
  para: string | boolean | null,
): HistoryEntry => ({
  entidade: ENTIDADE,
  entidadeId: id,
  acao,
  de: de === null ? null : String(de),
  para: para === null ? null : String(para),
  usuarioId: user.id,
  audiencias: SO_EQUIPE,
});

/**
 * Switches the centre on or off, or its action's or project's participation in the Hub: an action's flag
 * belongs to the action, so it changes on every centre of that action (a project's likewise).
 */
export async function alterarAtivacao(tx: Tx, user: AuthUser, id: number, b: AtivacaoBody) {
  const c = await travado(tx, id);
  const historico: HistoryEntry[] = [];
  if (b.ativo !== undefined && b.ativo !== c.ativo) {
    await tx.update(centroCusto).set({ ativo: b.ativo }).where(eq(centroCusto.id, id));
    historico.push(mudanca(user, id, "ALTERAR_ATIVO", c.ativo, b.ativo));
  }
  if (b.acao_ativo_hub !== undefined && b.acao_ativo_hub !== c.acaoAtivoHub) {
    await tx.update(centroCusto).set({ acaoAtivoHub: b.acao_ativo_hub }).where(eq(centroCusto.acao, c.acao));
    historico.push(mudanca(user, id, "ALTERAR_ACAO_HUB", c.acaoAtivoHub, b.acao_ativo_hub));
  }
  if (b.projeto_ativo_hub !== undefined && b.projeto_ativo_hub !== c.projetoAtivoHub) {
    await tx
      .update(centroCusto)
      .set({ projetoAtivoHub: b.projeto_ativo_hub })
      .where(eq(centroCusto.projeto, c.projeto));
    historico.push(mudanca(user, id, "ALTERAR_PROJETO_HUB", c.projetoAtivoHub, b.projeto_ativo_hub));
  }
  await writeHistory(tx, historico);
  return centroInternoDe(tx, id);
}

/** The flag another centre of the same action (or project) has: a centre moved into it follows it. */
async function flagDe(tx: Tx, id: number, coluna: "acao" | "projeto", valor: string) {
  const [outro] = await tx
    .select({ acao: centroCusto.acaoAtivoHub, projeto: centroCusto.projetoAtivoHub })
    .from(centroCusto)
    .where(and(eq(centroCusto[coluna], valor), ne(centroCusto.id, id)))
    .limit(1);
  return outro?.[coluna];
}

/**
 * Edits the centre's description, action or project, and records a contribution or adjustment of its
 * budget as a movement: the balance itself is never written.
 */
export async function atualizarCentro(tx: Tx, user: AuthUser, id: number, b: AtualizacaoBody, now: Date) {
  const c = await travado(tx, id);
  const historico: HistoryEntry[] = [];
  const set: Partial<Centro> = {};
  if (b.descricao !== undefined && b.descricao !== c.descricao) {
    set.descricao = b.descricao;
    historico.push(mudanca(user, id, "ALTERAR_DESCRICAO", c.descricao, b.descricao));
  }
  if (b.acao !== undefined && b.acao !== c.acao) {
    set.acao = b.acao;
    set.acaoAtivoHub = (await flagDe(tx, id, "acao", b.acao)) ?? c.acaoAtivoHub;
    historico.push(mudanca(user, id, "ALTERAR_ACAO", c.acao, b.acao));
  }
  if (b.projeto !== undefined && b.projeto !== c.projeto) {
    set.projeto = b.projeto;
    set.projetoAtivoHub = (await flagDe(tx, id, "projeto", b.projeto)) ?? c.projetoAtivoHub;
    historico.push(mudanca(user, id, "ALTERAR_PROJETO", c.projeto, b.projeto));
  }
  if (Object.keys(set).length) await tx.update(centroCusto).set(set).where(eq(centroCusto.id, id));
  await writeHistory(tx, historico);
  if (b.movimento) await aportar(tx, { ...b.movimento, centroCustoId: id, usuarioId: user.id, now });
  return centroInternoDe(tx, id);
}
