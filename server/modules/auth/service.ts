import "server-only";
import { and, eq, or } from "drizzle-orm";
import type { Conn, Db } from "../../db/client";
import { usuario } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { HubError, notFound } from "../../lib/errors";
import { SO_EQUIPE, writeHistory } from "../../lib/history";
import { decoyHash, verifyPassword } from "../../lib/password";
import { dispositivoConhecido, lembrarDispositivo } from "./dispositivo";
import {
  accountKey,
  checkAddress,
  clearTurns,
  deviceKey,
  normalizeLogin,
  recordAddressFailure,
  takeTurn,
} from "./throttle";
import { groupsOf, issueToken, revokeAllTokens, revokeToken } from "./token";

const INVALID_LOGIN = () => new HubError(401, "E-mail/CPF ou senha incorretos.", { type: "INVALID_LOGIN" });

/** `dispositivo`: the secret a device was given when it last signed in here, if it was. */
export type LoginInput = { username: string; password: string; ip: string; dispositivo?: string };
type Clock = { now: () => Date; sleep: (ms: number) => Promise<void> };

/**
 * Signs in by e-mail or CPF. Unknown user, wrong password and inactive user answer the same way. Guesses
 * are slowed per account (its attempts take turns, with growing delays) and refused per address past a
 * limit; neither touches another account, so failures elsewhere never slow a correct password here. A device
 * that signed in to the account before takes turns of its own and is not held to its address's limit: a flood
 * of guesses at the account, even from the owner's own address, never keeps the owner out (issue 43).
 */
export async function login(db: Db, input: LoginInput, clock: Clock) {
  const nome = normalizeLogin(input.username);
  const [found] = await db
    .select()
    .from(usuario)
    .where(
      /^\d{11}$/.test(nome) ? or(eq(usuario.cpf, nome), eq(usuario.email, nome)) : eq(usuario.email, nome),
    );
  const conhecido = found && (await dispositivoConhecido(db, found.id, input.dispositivo, clock.now()));
  if (!conhecido) await checkAddress(db, input.ip, clock.now());
  const vez = conhecido ? deviceKey(conhecido) : accountKey(input.username, found?.id);
  await clock.sleep(await takeTurn(db, vez, clock.now()));

  const ok = await verifyPassword(input.password, found?.senhaHash ?? (await decoyHash()));
  if (!found || !found.ativo || !ok) {
    await recordAddressFailure(db, input.ip, clock.now());
    throw INVALID_LOGIN();
  }

  return db.transaction(async (tx) => {
    await clearTurns(tx, vez);
    const dispositivo = await lembrarDispositivo(
      tx,
      found.id,
      conhecido ? { id: conhecido, bruto: input.dispositivo! } : undefined,
      clock.now(),
    );
    const raw = await issueToken(tx, found.id, clock.now());
    await writeHistory(tx, {
      entidade: "usuario",
      entidadeId: found.id,
      para: "LOGIN",
      usuarioId: found.id,
      audiencias: SO_EQUIPE,
    });
    const groups = (await groupsOf(tx, [found.id])).get(found.id) ?? [];
    return {
      token: raw,
      user: { id: found.id, nome: found.nome, sobrenome: found.sobrenome, email: found.email, groups },
      dispositivo,
    };
  });
}

export async function logout(db: Db, user: AuthUser, now: Date) {
  await db.transaction(async (tx) => {
    await revokeToken(tx, user.tokenId, now);
    await writeHistory(tx, {
      entidade: "usuario",
      entidadeId: user.id,
      para: "LOGOUT",
      usuarioId: user.id,
      audiencias: SO_EQUIPE,
    });
  });
}

/** Activates or deactivates a user; deactivation ends every session the user has at once. */
export async function setActive(conn: Conn, id: number, ativo: boolean, by: AuthUser, now: Date) {
  if (id === by.id && !ativo) throw new HubError(400, "Você não pode desativar a sua própria conta.");
  const [before] = await conn.select({ ativo: usuario.ativo }).from(usuario).where(eq(usuario.id, id));
  if (!before) throw notFound("Usuário não encontrado.");
  const changed = await conn
    .update(usuario)
    .set({ ativo })
    .where(and(eq(usuario.id, id), eq(usuario.ativo, !ativo)))
    .returning({ id: usuario.id });
  if (changed.length) {
    if (!ativo) await revokeAllTokens(conn, id, now);
    await writeHistory(conn, {
      entidade: "usuario",
      entidadeId: id,
      de: before.ativo ? "ATIVO" : "INATIVO",
      para: ativo ? "ATIVO" : "INATIVO",
      usuarioId: by.id,
      audiencias: SO_EQUIPE,
    });
  }
  return { id, ativo };
}
