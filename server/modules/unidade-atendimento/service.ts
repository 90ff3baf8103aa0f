import "server-only";
import { groupBy } from "../../lib/group-by";
import { matchesAny } from "../../lib/search";
import { asc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Window } from "../../lib/pagination";
import type { Conn } from "../../db/client";
import {
  cidade,
  empresa,
  estado,
  solicitacaoEmpresa,
  unidadeAtendimento,
  unidadeAtendimentoCidade,
  unidadeAtendimentoGestor,
  usuario,
} from "../../db/schema";

/** Units whose descrição or one of whose cities' names holds `termo`. */
export const buscaDeUnidade = (conn: Conn, termo: string) =>
  or(
    matchesAny(termo, [unidadeAtendimento.descricao]),
    inArray(
      unidadeAtendimento.id,
      conn
        .select({ id: unidadeAtendimentoCidade.unidadeId })
        .from(unidadeAtendimentoCidade)
        .innerJoin(cidade, eq(cidade.id, unidadeAtendimentoCidade.cidadeId))
        .where(matchesAny(termo, [cidade.nome])),
    ),
  );

/** Units manager `gestor` manages. */
export const unidadesDoGestor = (conn: Conn, gestor: number) =>
  inArray(
    unidadeAtendimento.id,
    conn
      .select({ id: unidadeAtendimentoGestor.unidadeId })
      .from(unidadeAtendimentoGestor)
      .where(eq(unidadeAtendimentoGestor.usuarioId, gestor)),
  );

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

/** The units `onde` picks, in `ordem`, in the window, each with its cities and managers. */
export async function lerUnidades(conn: Conn, onde: SQL | undefined, ordem: SQL[], win?: Window) {
  const q = conn
    .select({
      id: unidadeAtendimento.id,
      descricao: unidadeAtendimento.descricao,
      ativo: unidadeAtendimento.ativo,
    })
    .from(unidadeAtendimento)
    .where(onde)
    .orderBy(...ordem)
    .$dynamic();
  const rows = await (win ? q.limit(win.limit).offset(win.offset) : q);
  const { cidades, gestores } = await membersOf(
    conn,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    cidades: (cidades.get(r.id) ?? []) as { id: number; nome: string; estado: string }[],
    gestores: (gestores.get(r.id) ?? []) as { id: number; nome: string; sobrenome: string }[],
  }));
}

/**
 * Requests keep the unit their companies' cities lie in: a unit with any is archived, not deleted, and its
 * counts and history stay.
 */
export const unidadeEmUso = async (conn: Conn, id: number) =>
  (await conn.$count(
    solicitacaoEmpresa,
    inArray(
      solicitacaoEmpresa.empresaId,
      conn
        .select({ id: empresa.id })
        .from(empresa)
        .innerJoin(unidadeAtendimentoCidade, eq(unidadeAtendimentoCidade.cidadeId, empresa.cidadeId))
        .where(eq(unidadeAtendimentoCidade.unidadeId, id)),
    ),
  )) > 0;
