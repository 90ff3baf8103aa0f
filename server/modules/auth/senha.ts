import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { HORAS_DO_LINK_DE_SENHA } from "@/lib/regras/usuario";
import type { Tx } from "../../db/client";
import { linkAcesso, usuario } from "../../db/schema";
import { HubError } from "../../lib/errors";
import { SO_EQUIPE, writeHistory } from "../../lib/history";
import { alvoDoLink, criarLink, usarLink } from "../../lib/link";
import { hashPassword } from "../../lib/password";

/**
 * A link for `usuarioId` to set the password with (server/lib/link.ts: random, only its hash kept, single
 * use), valid for HORAS_DO_LINK_DE_SENHA. Issuing one spends the user's earlier ones: only the latest link
 * handed out works.
 */
export async function emitirLinkDeSenha(tx: Tx, usuarioId: number, por: number, now: Date) {
  await tx
    .update(linkAcesso)
    .set({ usadoEm: now })
    .where(
      and(eq(linkAcesso.finalidade, "SENHA"), eq(linkAcesso.alvoId, usuarioId), isNull(linkAcesso.usadoEm)),
    );
  const { url, expira } = await criarLink(tx, {
    finalidade: "SENHA",
    alvoId: usuarioId,
    horas: HORAS_DO_LINK_DE_SENHA,
    usuarioId: por,
    now,
  });
  return { url, expira };
}

const CONTA_INATIVA = "Esta conta está desativada. Fale com o administrador do portal.";

async function contaDoLink(tx: Tx, id: number) {
  const [conta] = await tx
    .select({ nome: usuario.nome, email: usuario.email, ativo: usuario.ativo })
    .from(usuario)
    .where(eq(usuario.id, id));
  if (!conta?.ativo) throw new HubError(409, CONTA_INATIVA);
  return conta;
}

/** Whose account a live link sets the password of; 404 (the same for every cause) when it is not live. */
export async function contaDoLinkDeSenha(tx: Tx, token: string, now: Date) {
  const { alvoId } = await alvoDoLink(tx, "SENHA", token, now);
  const { nome, email } = await contaDoLink(tx, alvoId);
  return { nome, email };
}

/** Spends the link and stores the new password's hash; the user then signs in with it. */
export async function definirSenha(tx: Tx, token: string, senha: string, now: Date) {
  const id = await usarLink(tx, "SENHA", token, now);
  const { email } = await contaDoLink(tx, id);
  await tx
    .update(usuario)
    .set({ senhaHash: await hashPassword(senha) })
    .where(eq(usuario.id, id));
  await writeHistory(tx, {
    entidade: "usuario",
    entidadeId: id,
    acao: "senha",
    usuarioId: id,
    audiencias: SO_EQUIPE,
  });
  return { email, detail: "Senha definida. Entre com o seu e-mail e a nova senha." };
}
