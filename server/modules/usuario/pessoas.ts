import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AREAS, GESTORES } from "@/lib/roles";
import type { Conn } from "../../db/client";
import { empresa, empresaPessoa, grupo, usuario, usuarioGrupo } from "../../db/schema";
import { cpfMask } from "../../lib/masks";
import { matchesAny } from "../../lib/search";
import { groupsOf } from "../auth";
import type { FonteOpcao } from "../../lib/opcoes";
import { paged, type Window } from "../../lib/pagination";

/** Active users in any of the groups. */
export const ativosDosGrupos = (conn: Conn, grupos: readonly string[]) =>
  and(
    eq(usuario.ativo, true),
    inArray(
      usuario.id,
      conn
        .select({ id: usuarioGrupo.usuarioId })
        .from(usuarioGrupo)
        .innerJoin(grupo, eq(grupo.id, usuarioGrupo.grupoId))
        .where(inArray(grupo.name, [...grupos])),
    ),
  );

/** "Nome Sobrenome", also when there is no surname: in SQL, and of a person already read. */
export const nomeCompleto = sql<string>`trim(${usuario.nome} || ' ' || ${usuario.sobrenome})`;
export const nomeCompletoDe = (u: { nome: string; sobrenome: string }) => `${u.nome} ${u.sobrenome}`.trim();

const porNome = [asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id)];

/** The active users among `ids` who belong to one of `grupos`, by name: checks people chosen by id. */
export const usuariosAtivos = (conn: Conn, ids: number[], grupos: readonly string[]) =>
  conn
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(and(inArray(usuario.id, ids), ativosDosGrupos(conn, grupos)))
    .orderBy(...porNome);

/** Owners or managing partners of client companies (of one company when given), by name; CPF masked. */
export async function listPessoasEmpresa(
  conn: Conn,
  papel: "PROPRIETARIO" | "SOCIO_ADMINISTRADOR",
  f: { search?: string; empresa?: number },
  win: Window,
) {
  const where = and(
    eq(empresaPessoa.papel, papel),
    f.empresa ? eq(empresaPessoa.empresaId, f.empresa) : undefined,
    matchesAny(f.search, [empresaPessoa.nome, empresaPessoa.sobrenome, empresa.nomefantasia]),
  );
  const page = await paged(
    conn,
    () =>
      conn
        .select({
          id: empresaPessoa.id,
          nome: empresaPessoa.nome,
          sobrenome: empresaPessoa.sobrenome,
          cpf: empresaPessoa.cpf,
          empresa: { id: empresa.id, nomefantasia: empresa.nomefantasia },
        })
        .from(empresaPessoa)
        .innerJoin(empresa, eq(empresa.id, empresaPessoa.empresaId))
        .where(where)
        .$dynamic(),
    [asc(empresaPessoa.nome), asc(empresaPessoa.sobrenome), asc(empresaPessoa.id)],
    win,
  );
  return {
    count: page.count,
    results: page.results.map(({ cpf, ...r }) => ({ ...r, cpf_mask: cpfMask(cpf) })),
  };
}

const selectUsuarios = (conn: Conn, grupos: readonly string[], search: string | undefined) =>
  conn
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email })
    .from(usuario)
    .where(
      and(
        ativosDosGrupos(conn, grupos),
        matchesAny(search, [usuario.nome, usuario.sobrenome, usuario.email, nomeCompleto]),
      ),
    )
    .$dynamic();

/** Active users of the groups, by name. */
export const listUsuariosDosGrupos = (
  conn: Conn,
  grupos: readonly string[],
  search: string | undefined,
  win: Window,
) => paged(conn, () => selectUsuarios(conn, grupos, search), porNome, win);

/** Active staff users (the internal area's groups) with their groups, by name. */
export async function listUsuariosInternos(conn: Conn, search: string | undefined, win: Window) {
  const page = await listUsuariosDosGrupos(conn, AREAS.interno, search, win);
  const groups = await groupsOf(
    conn,
    page.results.map((u) => u.id),
  );
  return { count: page.count, results: page.results.map((u) => ({ ...u, groups: groups.get(u.id) ?? [] })) };
}

/** Active managers and coordinators as `{id, descricao}` with the full name: the managers' simple list. */
export const gestoresAtivos = (conn: Conn): FonteOpcao => ({
  table: usuario,
  id: usuario.id,
  descricao: nomeCompleto,
  where: ativosDosGrupos(conn, GESTORES),
});
