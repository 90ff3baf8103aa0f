import "server-only";
import { and, eq, exists, lt, sql, type Placeholder } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { preparada } from "../../../lib/preparada";
import { proposta, solicitacao, substatus } from "../../../db/schema";
import { SISTEMA } from "../../../lib/workflow";
import { seguirSolicitacao } from "./seguir";

// One lock for the job, so instances sharing a PostgreSQL database do not close the same round twice.
const TRAVA = 8_110_001;

const enviadaDa = (conn: Conn) =>
  conn
    .select({ um: proposta.id })
    .from(proposta)
    .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
    .where(and(eq(proposta.solicitacaoId, solicitacao.id), eq(substatus.codigo, "ENVIADA")));

/**
 * Closes every round of proposals whose deadline passed with at least one proposal sent: the request goes to
 * PROPOSTAS_EM_ANALISE, and the client may read the proposals. A round that closed with none stays
 * as it is, and staff see it as closed without proposals (new round or cancel). Run by a timer and by
 * every read that depends on it, so a stopped timer never leaves anyone looking at an open round.
 * Answers how many rounds it closed.
 */
export async function encerrarPrazos(db: Conn, now: Date): Promise<number> {
  // Most reads find no round due: one plain statement tells, before a transaction, a lock and row locks.
  if (!(await algumaVencida(db, { agora: now.toISOString() })).length) return 0;
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
        eq(substatus.codigo, "AGUARDANDO_PROPOSTAS"),
        lt(solicitacao.dtaprazoenvioproposta, now),
        exists(enviadaDa(conn)),
      ),
    )
    .$dynamic();

// Every read of a request asks it first: prepared (preparada).
const algumaVencida = preparada("alguma_vencida", (conn) =>
  vencidas(conn, sql.placeholder("agora")).limit(1),
);
