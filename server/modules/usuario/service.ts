import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { matchesAny } from "../../lib/search";
import type { Conn } from "../../db/client";
import { grupo, unidadeAtendimento, unidadeAtendimentoGestor, usuario, usuarioGrupo } from "../../db/schema";
import { groupBy } from "../../lib/group-by";
import { notFound } from "../../lib/errors";
import type { Window } from "../../lib/pagination";
import { cpfMask } from "../../lib/masks";
import { groupsOf } from "../auth";
import { GESTORES } from "@/lib/roles";

export type UsuarioFilter = { grupos?: string[]; search?: string };

const columns = {
  id: usuario.id,
  nome: usuario.nome,
  sobrenome: usuario.sobrenome,
  email: usuario.email,
  cpf: usuario.cpf,
  ativo: usuario.ativo,
  dtainclusao: usuario.dtainclusao,
};

function filterOf(conn: Conn, f: UsuarioFilter) {
  return and(
    matchesAny(f.search, [usuario.nome, usuario.sobrenome, usuario.email]),
    f.grupos?.length
      ? inArray(
          usuario.id,
          conn
            .select({ id: usuarioGrupo.usuarioId })
            .from(usuarioGrupo)
            .innerJoin(grupo, eq(grupo.id, usuarioGrupo.grupoId))
            .where(inArray(grupo.name, f.grupos)),
        )
      : undefined,
  );
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

async function present(conn: Conn, rows: Row[]) {
  const groups = await groupsOf(
    conn,
    rows.map((r) => r.id),
  );
  return rows.map(({ cpf, dtainclusao, ...r }) => ({
    ...r,
    cpf_mask: cpfMask(cpf),
    dtainclusao: dtainclusao.toISOString(),
    groups: groups.get(r.id) ?? [],
  }));
}

const selectRows = (conn: Conn) => conn.select(columns).from(usuario);

/** The users the filters pick, by name, in the window: the list's page and, window after window, its export. */
export async function lerUsuarios(conn: Conn, f: UsuarioFilter, win: Window) {
  const rows = await selectRows(conn)
    .where(filterOf(conn, f))
    .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id))
    .limit(win.limit)
    .offset(win.offset);
  return present(conn, rows);
}

export async function listUsuarios(conn: Conn, f: UsuarioFilter, win: Window) {
  const [{ total }] = await conn.select({ total: count() }).from(usuario).where(filterOf(conn, f));
  return { count: total, results: await lerUsuarios(conn, f, win) };
}

export async function getUsuario(conn: Conn, id: number) {
  const rows = await selectRows(conn).where(eq(usuario.id, id));
  if (!rows.length) throw notFound("Usuário não encontrado.");
  return (await present(conn, rows))[0];
}

/** Managers and coordinators, active or not, by name, with the service units they manage. */
export async function listGestores(conn: Conn) {
  const rows = await conn
    .select({
      id: usuario.id,
      nome: usuario.nome,
      sobrenome: usuario.sobrenome,
      email: usuario.email,
      ativo: usuario.ativo,
    })
    .from(usuario)
    .where(filterOf(conn, { grupos: [...GESTORES] }))
    .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id));
  if (!rows.length) return [];
  const unidades = await conn
    .select({
      usuarioId: unidadeAtendimentoGestor.usuarioId,
      id: unidadeAtendimento.id,
      descricao: unidadeAtendimento.descricao,
    })
    .from(unidadeAtendimentoGestor)
    .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, unidadeAtendimentoGestor.unidadeId))
    .where(
      inArray(
        unidadeAtendimentoGestor.usuarioId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(unidadeAtendimento.descricao));
  const porGestor = groupBy(
    unidades,
    (u) => u.usuarioId,
    ({ usuarioId: _, ...u }) => u,
  );
  return rows.map((r) => ({ ...r, unidades: porGestor.get(r.id) ?? [] }));
}

export const listGrupos = (conn: Conn) =>
  conn.select({ id: grupo.id, name: grupo.name }).from(grupo).orderBy(asc(grupo.name));
