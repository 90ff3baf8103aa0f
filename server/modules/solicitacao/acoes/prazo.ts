import "server-only";
import { and, asc, eq, exists, gte, lt, min, sql, type Placeholder } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import type { Versoes } from "../../../lib/cache-por-versao";
import { preparada } from "../../../lib/preparada";
import { proposta, solicitacao, substatus } from "../../../db/schema";
import { SISTEMA } from "../../../lib/workflow";
import { estados } from "../consulta/prazos";
import { seguirSolicitacao } from "./seguir";
import { PROPOSTA } from "@/lib/regras/proposta";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

// One lock for the job, so instances sharing a PostgreSQL database do not close the same round twice.
const TRAVA = 8_110_001;

/**
 * The bids a round closes with, of request `solicitacaoId`: proposals sent and still standing (ENVIADA; one
 * given up is DESISTENCIA, a draft was never sent). The deadline job closes the rounds past their deadline
 * that have one, and the quotation's flag of a round closed without proposals counts the same, so once its
 * deadline passed a round is either closed or shown to staff as closed without proposals. The caller's
 * query joins the proposal's substatus.
 */
export const lancesDaRodada = (solicitacaoId: number | typeof solicitacao.id) =>
  and(eq(proposta.solicitacaoId, solicitacaoId), eq(substatus.codigo, PROPOSTA.ENVIADA));

const enviadaDa = (conn: Conn) =>
  conn
    .select({ um: proposta.id })
    .from(proposta)
    .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
    .where(lancesDaRodada(solicitacao.id));

/**
 * Per database, when the last check that found no round due was made: the queue's version it saw, and the
 * first deadline then of an open round with a proposal sent. While that version stays, the rounds, their
 * deadlines and their proposals stay (a statement writing a request or a proposal takes a new one, migrations
 * 0029 and 0030), so no round falls due until that deadline passes.
 */
const semVencidas = new WeakMap<Conn, { versao: number; ate: number }>();

/**
 * Closes every round of proposals whose deadline passed with at least one proposal sent: the request goes to
 * PROPOSTAS_EM_ANALISE, and the client may read the proposals. A round that closed with none (none sent,
 * or every one given up: lancesDaRodada) stays as it is, and staff see it as closed without proposals (new
 * round or cancel). Run by a timer and by
 * every read that depends on it, so a stopped timer never leaves anyone looking at an open round.
 * A read that knows the queue's version (`versoes`, read with its session) skips the check while the last
 * one holds (semVencidas): the staff queue's kept page then costs one statement, the session's.
 * Answers how many rounds it closed.
 */
export async function encerrarPrazos(db: Conn, now: Date, versoes?: Versoes | null): Promise<number> {
  const quando = now.getTime();
  const visto = versoes && semVencidas.get(db);
  if (visto && visto.versao === versoes.fila && quando <= visto.ate) return 0;
  // Most reads find no round due: one plain statement tells, before a transaction, a lock and row locks.
  const [{ vencida, proxima }] = await rodadas(db, { agora: now.toISOString() });
  if (!vencida) {
    if (versoes) semVencidas.set(db, { versao: versoes.fila, ate: proxima?.getTime() ?? Infinity });
    return 0;
  }
  return db.transaction(async (tx) => {
    const resposta = await tx.execute(sql`select pg_try_advisory_xact_lock(${TRAVA}) as livre`);
    // Another instance is closing rounds right now; its work is the same as ours.
    if (!(resposta as unknown as { rows: { livre: boolean }[] }).rows[0].livre) return 0;
    const linhas = await vencidas(tx, now).for("update", { of: solicitacao, skipLocked: true });
    for (const { id } of linhas) await seguirSolicitacao(tx, SISTEMA, id, "encerrar_prazo");
    return linhas.length;
  });
}

/** Requests whose round of proposals is past its deadline with a proposal sent. */
const vencidas = (conn: Conn, now: Date | Placeholder) =>
  conn
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(
      and(
        eq(substatus.codigo, SOLICITACAO.AGUARDANDO_PROPOSTAS),
        lt(solicitacao.dtaprazoenvioproposta, now),
        exists(enviadaDa(conn)),
      ),
    )
    .$dynamic();

/**
 * Whether a round is due, and the first deadline still ahead of a round with a proposal sent: every read of a
 * request asks it first, so it is one statement, prepared (preparada).
 */
const rodadas = preparada("rodadas", (conn) => {
  const agora = sql.placeholder("agora");
  const prazo = solicitacao.dtaprazoenvioproposta;
  // From the open rounds' state through a LATERAL join, so the (state, deadline) index gives the rounds in
  // deadline order and the first with a proposal sent ends the scan: joined by the state's code, the planner
  // read every open round and sorted them (15 ms at 100k requests, against 0.2).
  const rodada = estados(conn, "rodada", "solicitacao", [SOLICITACAO.AGUARDANDO_PROPOSTAS]);
  const primeira = conn
    .select({ prazo })
    .from(solicitacao)
    .where(and(eq(solicitacao.substatusId, rodada.id), gte(prazo, agora), exists(enviadaDa(conn))))
    .orderBy(asc(prazo))
    .limit(1)
    .as("primeira");
  const proxima = conn
    .select({ prazo: min(primeira.prazo) })
    .from(rodada)
    .innerJoinLateral(primeira, sql`true`);
  return conn
    .select({
      vencida: sql<boolean>`exists(${vencidas(conn, agora).limit(1)})`,
      proxima: sql`(${proxima})`.mapWith(prazo),
    })
    .from(sql`(select 1) as um`);
});
