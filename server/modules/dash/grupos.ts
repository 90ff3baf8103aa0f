import "server-only";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import {
  solicitacaoGestorContagem,
  solicitacaoUnidadeContagem,
  status,
  substatus,
  unidadeAtendimento,
  usuario,
} from "../../db/schema";
import { ABERTOS } from "../solicitacao";
import { nomeCompleto } from "../usuario";
import type { Leitura } from "./painel";

// Only the coordinator reads these (dash.coordenador), who reaches every request: the counts are the counters
// the database keeps per manager and per unit (migration 0026), summed over the open substatus of each status.

const aberto = and(eq(status.entidade, "solicitacao"), inArray(substatus.codigo, ABERTOS));

type Linha = { id: number; nome: string; codigo: string; total: number };

/** Rows of (group, status, count) in group order, gathered per group with its total. */
function porGrupo(linhas: Linha[]) {
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

/** Open requests per active service unit covering their companies' cities, per status (once per unit). */
export async function abertasPorUnidade(l: Leitura) {
  const total = sql<number>`sum(${solicitacaoUnidadeContagem.total})::int`;
  return porGrupo(
    await l.db
      .select({ id: unidadeAtendimento.id, nome: unidadeAtendimento.descricao, codigo: status.codigo, total })
      .from(solicitacaoUnidadeContagem)
      .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, solicitacaoUnidadeContagem.unidadeId))
      .innerJoin(substatus, eq(substatus.id, solicitacaoUnidadeContagem.substatusId))
      .innerJoin(status, eq(status.id, substatus.statusId))
      .where(and(aberto, eq(unidadeAtendimento.ativo, true)))
      .groupBy(unidadeAtendimento.id, unidadeAtendimento.descricao, status.codigo, status.ordem)
      .having(gt(total, 0))
      .orderBy(asc(unidadeAtendimento.descricao), asc(status.ordem)),
  );
}

/** Open requests per responsible manager, per status. */
export async function abertasPorGestor(l: Leitura) {
  const total = sql<number>`sum(${solicitacaoGestorContagem.total})::int`;
  return porGrupo(
    await l.db
      .select({ id: usuario.id, nome: nomeCompleto, codigo: status.codigo, total })
      .from(solicitacaoGestorContagem)
      .innerJoin(usuario, eq(usuario.id, solicitacaoGestorContagem.usuarioId))
      .innerJoin(substatus, eq(substatus.id, solicitacaoGestorContagem.substatusId))
      .innerJoin(status, eq(status.id, substatus.statusId))
      .where(aberto)
      .groupBy(usuario.id, usuario.nome, usuario.sobrenome, status.codigo, status.ordem)
      .having(gt(total, 0))
      .orderBy(asc(nomeCompleto), asc(status.ordem)),
  );
}
