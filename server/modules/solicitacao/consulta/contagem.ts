import "server-only";
import { asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { solicitacao, solicitacaoContagem, status, substatus } from "../../../db/schema";
import type { SituacaoContagem } from "./schemas";

/**
 * How many requests `where` finds per status and substatus, in one statement: every substatus of the
 * request's workflow joined to its count, so a state nobody is in still shows, as 0. Over every request (no
 * filter, no scope: a manager's unfiltered queue) the counts are the counters the database keeps
 * (`solicitacao_contagem`); otherwise `where` reads the request's own columns only (as the queue's filters
 * do), so the counting may read an index alone.
 */
export async function contarPorSituacao(conn: Conn, where: SQL | undefined): Promise<SituacaoContagem> {
  const contagem = where
    ? conn
        .select({ substatusId: solicitacao.substatusId, total: count().as("total") })
        .from(solicitacao)
        .where(where)
        .groupBy(solicitacao.substatusId)
        .as("contagem")
    : conn
        .select({ substatusId: solicitacaoContagem.substatusId, total: solicitacaoContagem.total })
        .from(solicitacaoContagem)
        .as("contagem");
  const linhas = await conn
    .select({
      status: { codigo: status.codigo, descricao: status.descricao, cor: status.cor },
      substatus: { codigo: substatus.codigo, descricao: substatus.descricao, cor: substatus.cor },
      total: sql<number>`coalesce(${contagem.total}, 0)::int`,
    })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .leftJoin(contagem, eq(contagem.substatusId, substatus.id))
    .where(eq(status.entidade, "solicitacao"))
    .orderBy(asc(status.ordem), asc(substatus.ordem));
  return agrupar(linhas);
}

/** Substatus rows in workflow order, grouped under their statuses with the sums. */
type Cor = { codigo: string; descricao: string; cor: string };
function agrupar(linhas: { status: Cor; substatus: Cor; total: number }[]): SituacaoContagem {
  const grupos = new Map<string, SituacaoContagem["status"][number]>();
  for (const { status: st, substatus: sub, total } of linhas) {
    const g = grupos.get(st.codigo) ?? { ...st, total: 0, substatus: [] };
    g.total += total;
    g.substatus.push({ ...sub, total });
    grupos.set(st.codigo, g);
  }
  const lista = [...grupos.values()];
  return { total: lista.reduce((soma, g) => soma + g.total, 0), status: lista };
}
