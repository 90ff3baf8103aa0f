import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { empresa, solicitacao, solicitacaoEmpresa, unidadeAtendimentoCidade } from "../../../db/schema";

const uac = unidadeAtendimentoCidade;

/**
 * Each request with the service units covering the cities of its companies, as a subquery to join: a
 * request of companies in two units counts in both, and once in each.
 */
export const unidadesDasSolicitacoes = (conn: Conn) =>
  conn
    .selectDistinct({ solicitacaoId: solicitacaoEmpresa.solicitacaoId, unidadeId: uac.unidadeId })
    .from(solicitacaoEmpresa)
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .innerJoin(uac, eq(uac.cidadeId, empresa.cidadeId))
    .as("unidade_da_solicitacao");

/** Requests a company of which lies in a city of `unidade`: the queue's unit filter. */
export function daUnidade(conn: Conn, unidade: number) {
  const u = unidadesDasSolicitacoes(conn);
  return inArray(
    solicitacao.id,
    conn.select({ id: u.solicitacaoId }).from(u).where(eq(u.unidadeId, unidade)),
  );
}
