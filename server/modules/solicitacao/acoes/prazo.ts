import "server-only";
import { and, eq, exists, gte, lt, sql, type Placeholder } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { rodadaAberta } from "../../../authz/escopo";
import { preparada } from "../../../lib/preparada";
import { proposta, solicitacao, substatus } from "../../../db/schema";
import { SISTEMA } from "../../../lib/workflow";
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
 * The proposal's request still takes proposals at `now`: awaiting them and before its deadline. A read
 * derives it from the deadline, so a round past it reads as closed (the client reads the bids, the provider
 * may no longer change its own) before the job records the close. The caller's query joins the proposal's
 * request and its substatus as substatusDaSolicitacao.
 */
export const rodadaAbertaEm = (now: Date) => and(rodadaAberta, gte(solicitacao.dtaprazoenvioproposta, now))!;

/**
 * Closes every round of proposals whose deadline passed with at least one proposal sent: the request goes to
 * PROPOSTAS_EM_ANALISE, and the client may read the proposals. A round that closed with none (none sent,
 * or every one given up: lancesDaRodada) stays as it is, and staff see it as closed without proposals (new
 * round or cancel). Run each minute by the server's timer (server/start.ts), and by the writes that need the
 * round closed (the client's selection); never by a read (DESIGN §3), which derives a passed deadline
 * (rodadaAbertaEm). Answers how many rounds it closed.
 */
export async function encerrarPrazos(db: Conn, now: Date): Promise<number> {
  // Most runs find no round due: one plain statement tells, before a transaction, a lock and row locks.
  const [{ vencida }] = await rodadas(db, { agora: now.toISOString() });
  if (!vencida) return 0;
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

/** Whether a round is due: the job asks it each minute first, so it is one statement, prepared (preparada). */
const rodadas = preparada("rodadas", (conn) =>
  conn
    .select({ vencida: sql<boolean>`exists(${vencidas(conn, sql.placeholder("agora")).limit(1)})` })
    .from(sql`(select 1) as um`),
);
