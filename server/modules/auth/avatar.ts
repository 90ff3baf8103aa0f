import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { usuario } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { loadFile, saveFile } from "../../lib/files";
import { SO_EQUIPE, writeHistory } from "../../lib/history";

/** A picture's size cap, which the route's body limit follows (routes.ts). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Stores a new picture for the signed-in user and points the user at it, in one transaction. */
export async function setAvatar(db: Db, user: AuthUser, file: File) {
  return db.transaction(async (tx) => {
    const saved = await saveFile(tx, file, {
      kind: "imagem",
      usuarioId: user.id,
      maxBytes: AVATAR_MAX_BYTES,
    });
    await tx.update(usuario).set({ avatarId: saved.id }).where(eq(usuario.id, user.id));
    await writeHistory(tx, {
      entidade: "usuario",
      entidadeId: user.id,
      para: "AVATAR",
      usuarioId: user.id,
      audiencias: SO_EQUIPE,
    });
    return saved;
  });
}

/** The signed-in user's picture; null when they have none yet. */
export async function getAvatar(db: Db, user: AuthUser) {
  const [row] = await db.select({ avatarId: usuario.avatarId }).from(usuario).where(eq(usuario.id, user.id));
  return row?.avatarId ? loadFile(db, row.avatarId) : null;
}
