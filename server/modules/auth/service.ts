import "server-only";
import { eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { usuario } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { HubError } from "../../lib/errors";
import { registrarTextos, SO_EQUIPE, writeHistory } from "../../lib/history";
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
import { groupsOf, issueToken, revokeToken } from "./token";

// A user's own rows in its history (the administrators' changes are the back office's, crud-auditoria.ts).
registrarTextos("usuario", [
  { codigo: "entrada", texto: "Entrou no portal" },
  { codigo: "saida", texto: "Saiu do portal" },
  { codigo: "senha", texto: "Definiu a senha pelo link" },
]);

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
      acao: "entrada",
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
      acao: "saida",
      usuarioId: user.id,
      audiencias: SO_EQUIPE,
    });
  });
}
