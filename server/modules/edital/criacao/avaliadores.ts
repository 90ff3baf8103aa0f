import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { fullName } from "@/lib/format";
import type { Conn } from "../../../db/client";
import { editalAvaliador, grupo, usuario, usuarioGrupo } from "../../../db/schema";

// The evaluators of tenders: those staff may choose, and those a tender names.

/** The evaluators staff may assign: active users of the avaliador group. */
export async function avaliadoresAtivos(conn: Conn) {
  const rows = await conn
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email })
    .from(usuario)
    .innerJoin(usuarioGrupo, eq(usuarioGrupo.usuarioId, usuario.id))
    .innerJoin(grupo, eq(grupo.id, usuarioGrupo.grupoId))
    .where(and(eq(grupo.name, "avaliador"), eq(usuario.ativo, true)))
    .orderBy(asc(usuario.nome), asc(usuario.id));
  return rows.map((u) => ({ id: u.id, nome: fullName(u), email: u.email }));
}

export async function avaliadoresDo(conn: Conn, id: number) {
  const rows = await conn
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email })
    .from(editalAvaliador)
    .innerJoin(usuario, eq(usuario.id, editalAvaliador.usuarioId))
    .where(eq(editalAvaliador.editalId, id))
    .orderBy(asc(usuario.nome));
  return rows.map((u) => ({ id: u.id, nome: fullName(u), email: u.email }));
}
