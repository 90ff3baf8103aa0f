import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, notInArray } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { dispositivo } from "../../db/schema";
import { hashToken } from "./token";

// A device is what a client holds after a correct password: the secret it presents on its next sign-ins
// (`dispositivo` of POST /auth/login/; the portal keeps it in a cookie of the browser). Only a correct password
// makes one, so a guesser has none, and the owner's known devices sign in apart from a flood at the account.

/** A device not used for this long is forgotten: its next sign-in waits with the unknown ones. */
export const DISPOSITIVO_DIAS = 90;
/** Devices an account keeps, the latest used: each is a line of guesses of its own, so they are few. */
export const DISPOSITIVOS_POR_CONTA = 10;

/** The stored id of the device `bruto` when it signed in to `usuarioId` lately; else undefined. */
export async function dispositivoConhecido(
  conn: Conn,
  usuarioId: number,
  bruto: string | undefined,
  now: Date,
): Promise<number | undefined> {
  if (!bruto) return undefined;
  const desde = new Date(now.getTime() - DISPOSITIVO_DIAS * 86_400_000);
  const [row] = await conn
    .select({ id: dispositivo.id })
    .from(dispositivo)
    .where(
      and(
        eq(dispositivo.hash, hashToken(bruto)),
        eq(dispositivo.usuarioId, usuarioId),
        gt(dispositivo.usadoEm, desde),
      ),
    );
  return row?.id;
}

/**
 * After a correct password: the secret the device presents next time. A known device keeps its own (renewed);
 * any other gets a new one, and the account forgets its devices past the latest few.
 */
export async function lembrarDispositivo(
  conn: Conn,
  usuarioId: number,
  conhecido: { id: number; bruto: string } | undefined,
  now: Date,
): Promise<string> {
  if (conhecido) {
    await conn.update(dispositivo).set({ usadoEm: now }).where(eq(dispositivo.id, conhecido.id));
    return conhecido.bruto;
  }
  const bruto = randomBytes(32).toString("base64url");
  await conn.insert(dispositivo).values({ usuarioId, hash: hashToken(bruto), usadoEm: now });
  const recentes = conn
    .select({ id: dispositivo.id })
    .from(dispositivo)
    .where(eq(dispositivo.usuarioId, usuarioId))
    .orderBy(desc(dispositivo.usadoEm), desc(dispositivo.id))
    .limit(DISPOSITIVOS_POR_CONTA);
  await conn
    .delete(dispositivo)
    .where(and(eq(dispositivo.usuarioId, usuarioId), notInArray(dispositivo.id, recentes)));
  return bruto;
}
