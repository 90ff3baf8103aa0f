import "server-only";
import type { Conn } from "../db/client";
import { grupo, usuario, usuarioGrupo } from "../db/schema";
import { hashPassword } from "../lib/password";
import { DEMO_PASSWORD, USUARIOS } from "./data/usuarios";
import { idsBy, need } from "../db/referencia";

/** Demo accounts in their groups. The password is hashed once, and only when an account is missing. */
export async function seedUsuarios(db: Conn): Promise<void> {
  const emails = USUARIOS.map((u) => u.email);
  const existing = await idsBy(db, usuario, usuario.email, emails);
  const missing = USUARIOS.filter((u) => !existing.has(u.email));
  if (missing.length > 0) {
    const senhaHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(usuario)
      .values(missing.map(({ email, cpf, nome, sobrenome }) => ({ email, cpf, nome, sobrenome, senhaHash })))
      .onConflictDoNothing();
  }
  const ids = await idsBy(db, usuario, usuario.email, emails);
  const grupos = await idsBy<string>(db, grupo, grupo.name);
  await db
    .insert(usuarioGrupo)
    .values(
      USUARIOS.map((u) => ({
        usuarioId: need(ids, u.email, "usuário"),
        grupoId: need(grupos, u.grupo, "grupo"),
      })),
    )
    .onConflictDoNothing();
}
