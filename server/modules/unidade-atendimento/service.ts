import "server-only";
import { groupBy } from "../../lib/group-by";
import { matchesAny } from "../../lib/search";
import { and, asc, count, eq, inArray, or } from "drizzle-orm";
import type { Conn } from "../../db/client";
import {
  cidade,
  estado,
  unidadeAtendimento,
  unidadeAtendimentoCidade,
  unidadeAtendimentoGestor,
  usuario,
} from "../../db/schema";

export type UnidadeAtendimentoFilter = { search?: string; gestor?: number };

function filterOf(conn: Conn, f: UnidadeAtendimentoFilter) {
  const term = f.search?.trim();
  return and(
    term
      ? or(
          matchesAny(term, [unidadeAtendimento.descricao]),
          inArray(
            unidadeAtendimento.id,
            conn
              .select({ id: unidadeAtendimentoCidade.unidadeId })
              .from(unidadeAtendimentoCidade)
              .innerJoin(cidade, eq(cidade.id, unidadeAtendimentoCidade.cidadeId))
              .where(matchesAny(term, [cidade.nome])),
          ),
        )
      : undefined,
    f.gestor
      ? inArray(
          unidadeAtendimento.id,
          conn
            .select({ id: unidadeAtendimentoGestor.unidadeId })
            .from(unidadeAtendimentoGestor)
            .where(eq(unidadeAtendimentoGestor.usuarioId, f.gestor)),
        )
      : undefined,
  );
}

/** Cities and managers of the given units, one query each, grouped by unit id. */
async function membersOf(conn: Conn, unidadeIds: number[]) {
  if (!unidadeIds.length) return { cidades: new Map(), gestores: new Map() };
  const [cidadeRows, gestorRows] = await Promise.all([
    conn
      .select({
        unidadeId: unidadeAtendimentoCidade.unidadeId,
        id: cidade.id,
        nome: cidade.nome,
        estado: estado.sigla,
      })
      .from(unidadeAtendimentoCidade)
      .innerJoin(cidade, eq(cidade.id, unidadeAtendimentoCidade.cidadeId))
      .innerJoin(estado, eq(estado.id, cidade.estadoId))
      .where(inArray(unidadeAtendimentoCidade.unidadeId, unidadeIds))
      .orderBy(asc(cidade.nome), asc(cidade.id)),
    conn
      .select({
        unidadeId: unidadeAtendimentoGestor.unidadeId,
        id: usuario.id,
        nome: usuario.nome,
        sobrenome: usuario.sobrenome,
      })
      .from(unidadeAtendimentoGestor)
      .innerJoin(usuario, eq(usuario.id, unidadeAtendimentoGestor.usuarioId))
      .where(inArray(unidadeAtendimentoGestor.unidadeId, unidadeIds))
      .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id)),
  ]);
  return {
    cidades: groupBy(
      cidadeRows,
      (r) => r.unidadeId,
      ({ unidadeId: _, ...c }) => c,
    ),
    gestores: groupBy(
      gestorRows,
      (r) => r.unidadeId,
      ({ unidadeId: _, ...g }) => g,
    ),
  };
}

export async function listUnidadesAtendimento(
  conn: Conn,
  f: UnidadeAtendimentoFilter,
  win: { limit: number; offset: number },
) {
  const where = filterOf(conn, f);
  const [{ total }] = await conn.select({ total: count() }).from(unidadeAtendimento).where(where);
  const rows = await conn
    .select({
      id: unidadeAtendimento.id,
      descricao: unidadeAtendimento.descricao,
      ativo: unidadeAtendimento.ativo,
    })
    .from(unidadeAtendimento)
    .where(where)
    .orderBy(asc(unidadeAtendimento.descricao), asc(unidadeAtendimento.id))
    .limit(win.limit)
    .offset(win.offset);
  const { cidades, gestores } = await membersOf(
    conn,
    rows.map((r) => r.id),
  );
  return {
    count: total,
    results: rows.map((r) => ({
      ...r,
      cidades: cidades.get(r.id) ?? [],
      gestores: gestores.get(r.id) ?? [],
    })),
  };
}
