import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { idempotencia } from "../db/schema";
import { HubError } from "./errors";

/** A create's answer, kept with its key. */
export type Resposta = { status: number; corpo: unknown };

/**
 * Runs `criar` once per Idempotency-Key of this user and route (DESIGN §3), inside the caller's transaction.
 * The key's row is written before the create, so a retry sent while the first is still running waits on
 * it (the primary key) and then answers what the first answered; a create that fails rolls the key back
 * with it, so the retry runs afresh. The same key with another body is refused: it is not a retry.
 */
export async function umaVez(
  tx: Tx,
  chave: { usuarioId: number; rota: string; chave: string; corpo: unknown },
  criar: () => Promise<Resposta>,
): Promise<Resposta & { repetida: boolean }> {
  const corpoHash = createHash("sha256").update(JSON.stringify(chave.corpo)).digest("hex");
  const onde = and(
    eq(idempotencia.usuarioId, chave.usuarioId),
    eq(idempotencia.rota, chave.rota),
    eq(idempotencia.chave, chave.chave),
  );
  const [nova] = await tx
    .insert(idempotencia)
    .values({ usuarioId: chave.usuarioId, rota: chave.rota, chave: chave.chave, corpoHash })
    .onConflictDoNothing()
    .returning({ chave: idempotencia.chave });
  if (!nova) {
    const [antes] = await tx.select().from(idempotencia).where(onde);
    if (antes.corpoHash !== corpoHash)
      throw new HubError(422, "Esta chave de idempotência já foi usada em outro envio; gere uma nova.");
    return { status: antes.status!, corpo: antes.resposta, repetida: true };
  }
  const resposta = await criar();
  await tx.update(idempotencia).set({ status: resposta.status, resposta: resposta.corpo }).where(onde);
  return { ...resposta, repetida: false };
}
