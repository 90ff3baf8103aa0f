import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { solicitacao, status, substatus } from "../../../db/schema";
import { conflict } from "../../../lib/errors";
import { writeHistory } from "../../../lib/history";

/** Substatus codes of a request (DESIGN §5); the `status` and `substatus` tables hold their texts. */
export const SUBSTATUS = [
  "AGUARDANDO_ANALISE",
  "DEVOLVIDA_CLIENTE",
  "AGUARDANDO_DIAGNOSTICO",
  "AGUARDANDO_PROPOSTAS",
  "PROPOSTAS_EM_ANALISE",
  "EM_NEGOCIACAO",
  "ANALISE_FINAL_GESTOR",
  "AGUARDANDO_ASSINATURA",
  "AGUARDANDO_PAGAMENTO",
  "AGUARDANDO_AUTORIZACAO",
  "EM_EXECUCAO",
  "AGUARDANDO_AVALIACAO",
  "CONCLUIDA",
  "CANCELADA",
] as const;
export type SubstatusCodigo = (typeof SUBSTATUS)[number];

export const FINAIS: readonly SubstatusCodigo[] = ["CONCLUIDA", "CANCELADA"];
export const ABERTOS: readonly SubstatusCodigo[] = SUBSTATUS.filter((s) => !FINAIS.includes(s));
export const EM_ANALISE: readonly SubstatusCodigo[] = ["AGUARDANDO_ANALISE", "DEVOLVIDA_CLIENTE"];
/** Substatuses in which the cost centre may still change: before the contract binds the money. */
export const CENTRO_CUSTO_ALTERAVEL: readonly SubstatusCodigo[] = SUBSTATUS.slice(
  0,
  SUBSTATUS.indexOf("AGUARDANDO_ASSINATURA"),
);

const DESATUALIZADA =
  "A solicitação mudou de situação enquanto você a via. Atualize a página e tente de novo.";

function idsOf(codigos: readonly SubstatusCodigo[]) {
  return sql`(select ${substatus.id} from ${substatus} join ${status} on ${status.id} = ${substatus.statusId}
    where ${status.entidade} = 'solicitacao' and ${substatus.codigo} in (${sql.join(
      codigos.map((c) => sql`${c}`),
      sql`, `,
    )}))`;
}

// History `de`/`para` hold 200 characters; longer texts (an objective, a list of names) are cut.
const curto = (texto: string | null | undefined) =>
  texto == null ? null : texto.length > 200 ? `${texto.slice(0, 199)}…` : texto;

export type Mudanca = {
  id: number;
  /** The version the user saw (If-Match); when given, any change since then makes this one stale. */
  versao?: number;
  /** The substatuses the request must be in; any other is a stale action (409). */
  de: readonly SubstatusCodigo[];
  /** The new substatus; omitted when only fields change (the status still guards the change). */
  para?: SubstatusCodigo;
  set?: Partial<typeof solicitacao.$inferInsert>;
  usuarioId: number;
  acao: string;
  motivo?: string | null;
  /** History texts for a field change (old and new value); a status change records the codes. */
  historico?: { de?: string | null; para?: string | null };
};

/**
 * Applies one change as a conditional UPDATE (`… WHERE id = $1 AND substatus IN (expected)`) and
 * writes its history row, in the caller's transaction. Zero rows updated means another user changed
 * the request first: 409, and nothing is written.
 */
export async function mudar(tx: Tx, m: Mudanca): Promise<{ de: SubstatusCodigo; para: SubstatusCodigo }> {
  const [before] = await tx
    .select({ codigo: substatus.codigo })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(eq(solicitacao.id, m.id))
    // Waits for a concurrent change to commit, so `de` below is what this change really replaces.
    // Only the request row is locked (not the shared substatus row of the join), and as NO KEY UPDATE,
    // the strength the UPDATE below takes anyway: a FOR UPDATE would deadlock two transactions that
    // both hold the KEY SHARE lock a foreign key check takes (inserting a child row, say).
    .for("no key update", { of: solicitacao });
  const updated = await tx
    .update(solicitacao)
    .set({
      ...m.set,
      versao: sql`${solicitacao.versao} + 1`,
      ...(m.para ? { substatusId: sql`(select min(id) from ${idsOf([m.para])} as alvo(id))` } : {}),
    })
    .where(
      and(
        eq(solicitacao.id, m.id),
        inArray(solicitacao.substatusId, idsOf(m.de)),
        m.versao === undefined ? undefined : eq(solicitacao.versao, m.versao),
      ),
    )
    .returning({ id: solicitacao.id });
  if (!updated.length || !before) throw conflict(DESATUALIZADA);
  const de = before.codigo as SubstatusCodigo;
  const para = m.para ?? de;
  await writeHistory(tx, {
    entidade: "solicitacao",
    entidadeId: m.id,
    acao: m.acao,
    de: m.historico ? curto(m.historico.de) : de,
    para: m.historico ? curto(m.historico.para) : para,
    usuarioId: m.usuarioId,
    motivo: m.motivo ?? null,
  });
  return { de, para };
}
