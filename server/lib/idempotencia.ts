import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Conn, Tx } from "../db/client";
import { idempotencia } from "../db/schema";
import { HubError } from "./errors";

/** A create's answer, kept with its key. */
export type Resposta = { status: number; corpo: unknown };

/** Who sent a key, where, and with what body: a retry is the same user, route, key and body. */
export type Chave = { usuarioId: number; rota: string; chave: string; corpo: unknown };

const hashDe = (corpo: unknown) => createHash("sha256").update(JSON.stringify(corpo)).digest("hex");
const ondeDa = (chave: Chave) =>
  and(
    eq(idempotencia.usuarioId, chave.usuarioId),
    eq(idempotencia.rota, chave.rota),
    eq(idempotencia.chave, chave.chave),
  );

/**
 * Writes the key's row, or answers what its first use answered. A row left without an answer (a route that
 * calls outside the database keeps the key's row apart from its work, server/lib/externa.ts, and its process may
 * have died) answers null, like a new key: the work runs again, its own committed intent keeping it from acting
 * twice. The same key with another body is refused: it is not a retry.
 */
export async function abrirChave(conn: Conn, chave: Chave): Promise<Resposta | null> {
  const corpoHash = hashDe(chave.corpo);
  const [nova] = await conn
    .insert(idempotencia)
    .values({ usuarioId: chave.usuarioId, rota: chave.rota, chave: chave.chave, corpoHash })
    .onConflictDoNothing()
    .returning({ chave: idempotencia.chave });
  if (nova) return null;
  const [antes] = await conn.select().from(idempotencia).where(ondeDa(chave));
  if (antes.corpoHash !== corpoHash)
    throw new HubError(422, "Esta chave de idempotência já foi usada em outro envio; gere uma nova.");
  return antes.status === null ? null : { status: antes.status, corpo: antes.resposta };
}

/** Keeps the answer a key's first use gave, for its retries. */
export async function gravarChave(conn: Conn, chave: Chave, resposta: Resposta) {
  await conn
    .update(idempotencia)
    .set({ status: resposta.status, resposta: resposta.corpo })
    .where(ondeDa(chave));
}

/**
 * Runs `criar` once per Idempotency-Key of this user and route (DESIGN §3), inside the caller's transaction.
 * The key's row is written before the create, so a retry sent while the first is still running waits on
 * it (the primary key) and then answers what the first answered; a create that fails rolls the key back
 * with it, so the retry runs afresh. The same key with another body is refused: it is not a retry.
 */
export async function umaVez(
  tx: Tx,
  chave: Chave,
  criar: () => Promise<Resposta>,
): Promise<Resposta & { repetida: boolean }> {
  const antes = await abrirChave(tx, chave);
  if (antes) return { ...antes, repetida: true };
  const resposta = await criar();
  await gravarChave(tx, chave, resposta);
  return { ...resposta, repetida: false };
}
