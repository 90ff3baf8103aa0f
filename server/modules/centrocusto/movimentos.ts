import "server-only";
import { desc, eq, type SQL } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { centroCusto, movimentoCentroCusto, solicitacao, usuario } from "../../db/schema";

const mov = movimentoCentroCusto;

/** Movements matching `where` with their centre, request and user, newest first; `.limit()` to page them. */
export const movimentosOnde = (conn: Conn, where: SQL | undefined) =>
  conn
    .select({
      id: mov.id,
      tipo: mov.tipo,
      valor: mov.valor,
      descricao: mov.descricao,
      dtainclusao: mov.dtainclusao,
      centrocusto: { id: centroCusto.id, codigo: centroCusto.codigo },
      solicitacao: { id: solicitacao.id, nrosolicitacao: solicitacao.nrosolicitacao },
      usuario: { id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome },
    })
    .from(mov)
    .innerJoin(centroCusto, eq(centroCusto.id, mov.centroCustoId))
    .leftJoin(solicitacao, eq(solicitacao.id, mov.solicitacaoId))
    .leftJoin(usuario, eq(usuario.id, mov.usuarioId))
    .where(where)
    .$dynamic();

export const ORDEM_MOVIMENTOS = [desc(mov.dtainclusao), desc(mov.id)];

/** A movement row as the API gives it (MovimentoSchema). */
export const movimentoOf = (r: Awaited<ReturnType<typeof movimentosOnde>>[number]) => ({
  ...r,
  valor: Number(r.valor),
  dtainclusao: r.dtainclusao.toISOString(),
});
