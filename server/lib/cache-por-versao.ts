import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Conn } from "../db/client";
import { preparada } from "./preparada";
import { catalogoVersao, filaVersao } from "../db/schema";

/** Answers kept per database at most: every spelling of a search is a key, so the least used go first. */
const MAXIMO = 500;

/** Each cache's one-row version table, bumped by triggers on every statement that writes what it keeps. */
const TABELAS = { catalogo: catalogoVersao, fila: filaVersao };

/** Every cache's version, as one read saw them. */
export type Versoes = Record<keyof typeof TABELAS, number>;

/**
 * Every cache's version as one JSON column, for the statement each signed-in call sends anyway (the session's
 * token, server/modules/auth): a call that a cache answers then sends nothing more to the database.
 */
export const versoesDosCaches = () =>
  sql<Versoes>`json_build_object(${sql.join(
    Object.entries(TABELAS).map(
      ([nome, t]) => sql`${sql.raw(`'${nome}'`)}, (select ${t.versao} from ${t} where ${t.id} = 1)`,
    ),
    sql`, `,
  )})`;

type Guardada = { versao: number; valor: unknown };

/**
 * How often each cache answered from what it kept (`acertos`) and how often it computed (`faltas`), since the
 * process started: read by the mixed-load bench (scripts/bench/mista.mts); counting changes no answer.
 */
export const contagemDosCaches = {
  catalogo: { acertos: 0, faltas: 0 },
  fila: { acertos: 0, faltas: 0 },
} satisfies Record<keyof typeof TABELAS, { acertos: number; faltas: number }>;

/**
 * A cache of answers kept in this process while a version stays: the version's one-row table is bumped by
 * triggers on every statement that writes what the answers show (migrations 0027, 0029). The version is
 * read before the answer, so an answer is never older than the version it is kept under, and every process
 * sees a change at its next call. A call that read the versions with its session passes them; otherwise the
 * cache reads its own. Callers must not change what they get.
 */
export function cachePorVersao(nome: keyof typeof TABELAS) {
  const tabela = TABELAS[nome];
  const contagem = contagemDosCaches[nome];
  // Per database object (a process has one; the tests open many, whose versions may coincide).
  const porBanco = new WeakMap<Conn, Map<string, Guardada>>();
  const lerVersao = preparada(`${nome}_versao`, (conn) =>
    conn.select({ versao: tabela.versao }).from(tabela).where(eq(tabela.id, 1)),
  );
  return async function guardado<T>(
    conn: Conn,
    chave: string,
    calcular: () => Promise<T>,
    versoes?: Versoes | null,
  ): Promise<T> {
    const versao = versoes?.[nome] ?? (await lerVersao(conn))[0].versao;
    let guardadas = porBanco.get(conn);
    if (!guardadas) porBanco.set(conn, (guardadas = new Map()));
    const guardada = guardadas.get(chave);
    // A Map iterates in insertion order: set again, a key becomes the last one evicted.
    guardadas.delete(chave);
    if (guardada?.versao === versao) {
      guardadas.set(chave, guardada);
      contagem.acertos++;
      return guardada.valor as T;
    }
    contagem.faltas++;
    const valor = await calcular();
    guardadas.set(chave, { versao, valor });
    if (guardadas.size > MAXIMO) guardadas.delete(guardadas.keys().next().value!);
    return valor;
  };
}
