import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { fullName } from "@/lib/format";
import { ROLE_LABELS, type Group } from "@/lib/roles";
import type { Conn, Tx } from "../../../db/client";
import { grupo, usuario, usuarioGrupo } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { diferencas, registrarAuditoria } from "../../../lib/crud-auditoria";
import { badRequest, conflict, HubError, notFound } from "../../../lib/errors";
import { cpfMask } from "../../../lib/masks";
import { hashPassword } from "../../../lib/password";
import { emitirLinkDeSenha, groupsOf, revokeAllTokens } from "../../auth";
import { enviarLink } from "../../../lib/email";
import { getUsuario } from "../service";
import { definirGestao, gestaoDe, type Gestao } from "./gestao";

/** The history's entity of a user, and the labels of what changes in it. */
export const ENTIDADE = "usuario";
const ROTULOS = {
  nome: "Nome",
  sobrenome: "Sobrenome",
  cpf: "CPF",
  email: "E-mail",
  groups: "Grupos",
  ativo: "Ativo",
};

type Pessoa = { nome: string; sobrenome: string; cpf: string };
type Conta = { email: string; groups: Group[] };

/** A user as the administrator's page shows it. */
export async function lerUsuario(conn: Conn, id: number) {
  return { ...(await getUsuario(conn, id)), ...(await gestaoDe(conn, id)) };
}

/** What the history shows of a user's fields: the CPF masked, the groups by their names. */
const emTexto = (v: Partial<Omit<Pessoa, "cpf"> & Conta & { cpf: string | null; ativo: boolean }>) => ({
  ...v,
  ...(v.cpf !== undefined && { cpf: cpfMask(v.cpf) }),
  ...(v.groups && {
    groups: [...v.groups]
      .map((g) => ROLE_LABELS[g] ?? g)
      .sort()
      .join(", "),
  }),
});

/** 409 when another user already signs in with this e-mail or CPF. */
async function exigirUnico(conn: Conn, v: { email?: string; cpf?: string }, id?: number) {
  const outro = (campo: typeof usuario.email | typeof usuario.cpf, valor: string) =>
    conn
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(campo, valor), id ? ne(usuario.id, id) : undefined))
      .limit(1);
  if (v.email && (await outro(usuario.email, v.email)).length)
    throw conflict(`Já existe um usuário com o e-mail ${v.email}.`);
  if (v.cpf && (await outro(usuario.cpf, v.cpf)).length)
    throw conflict(`Já existe um usuário com o CPF ${cpfMask(v.cpf)}.`);
}

async function gravarGrupos(tx: Tx, id: number, grupos: Group[]) {
  const ids = await tx.select({ id: grupo.id }).from(grupo).where(inArray(grupo.name, grupos));
  await tx.delete(usuarioGrupo).where(eq(usuarioGrupo.usuarioId, id));
  await tx.insert(usuarioGrupo).values(ids.map((g) => ({ usuarioId: id, grupoId: g.id })));
}

/**
 * Refuses a change that would leave the portal without an active administrator: deactivating the last one
 * or taking the last one out of the group. The active administrators are locked until the change commits,
 * so two administrators deactivating each other at once cannot both succeed.
 */
async function exigirOutroAdmin(tx: Tx, id: number) {
  const admins = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .innerJoin(usuarioGrupo, eq(usuarioGrupo.usuarioId, usuario.id))
    .innerJoin(grupo, eq(grupo.id, usuarioGrupo.grupoId))
    .where(and(eq(usuario.ativo, true), eq(grupo.name, "admin")))
    .orderBy(asc(usuario.id))
    .for("update", { of: usuario });
  if (admins.length === 1 && admins[0].id === id)
    throw conflict(
      "Esta conta é a do último administrador ativo: cadastre ou ative outro administrador antes.",
    );
}

/**
 * Registers an internal user (and a manager's units and areas) without a password: the account gets an
 * unusable random hash, and the answer carries the link the user sets the password with.
 */
export async function registrar(tx: Tx, dados: Pessoa & Conta & Partial<Gestao>, por: AuthUser, now: Date) {
  const { unidades, areas, groups, ...linha } = dados;
  await exigirUnico(tx, linha);
  const senhaHash = await hashPassword(randomBytes(32).toString("base64"));
  const [{ id }] = await tx
    .insert(usuario)
    .values({ ...linha, senhaHash })
    .returning({ id: usuario.id });
  await gravarGrupos(tx, id, groups);
  await registrarAuditoria(
    tx,
    ENTIDADE,
    id,
    por.id,
    "criacao",
    diferencas({}, emTexto({ ...linha, groups, ativo: true }), ROTULOS),
  );
  if (unidades || areas) await alterarGestao(tx, id, { unidades: unidades ?? [], areas: areas ?? [] }, por);
  const link = await linkDeSenha(tx, id, por, now);
  return { usuario: await lerUsuario(tx, id), link };
}

/** The user's row locked for the change, with its groups; 404 when there is none. */
async function travado(tx: Tx, id: number) {
  const [linha] = await tx.select().from(usuario).where(eq(usuario.id, id)).for("update");
  if (!linha) throw notFound("Usuário não encontrado.");
  const groups = ((await groupsOf(tx, [id])).get(id) ?? []).map((g) => g.name as Group);
  return { ...linha, groups };
}

/** Changes a person's name, surname or CPF. */
export async function alterarPessoa(tx: Tx, id: number, mudanca: Partial<Pessoa>, por: AuthUser) {
  const antes = await travado(tx, id);
  await exigirUnico(tx, { cpf: mudanca.cpf }, id);
  const mudou = diferencas(emTexto(antes), emTexto(mudanca), ROTULOS);
  if (mudou) {
    await tx.update(usuario).set(mudanca).where(eq(usuario.id, id));
    await registrarAuditoria(tx, ENTIDADE, id, por.id, "alteracao", mudou);
  }
  return lerUsuario(tx, id);
}

/**
 * Changes an account's e-mail, groups or situation. A deactivated account's sessions end at once (every call
 * checks the account is active, and its tokens are revoked); one's own account is not deactivated here, nor
 * the last administrator's.
 */
export async function alterarConta(
  tx: Tx,
  id: number,
  mudanca: Partial<Conta & { ativo: boolean }>,
  por: AuthUser,
  now: Date,
) {
  const antes = await travado(tx, id);
  const saiDeAdmin = mudanca.groups && antes.groups.includes("admin") && !mudanca.groups.includes("admin");
  if ((mudanca.ativo === false && antes.ativo) || (saiDeAdmin && antes.ativo)) await exigirOutroAdmin(tx, id);
  if (mudanca.ativo === false && id === por.id)
    throw new HubError(400, "Você não pode desativar a sua própria conta.");
  await exigirUnico(tx, { email: mudanca.email }, id);
  const mudou = diferencas(emTexto(antes), emTexto(mudanca), ROTULOS);
  if (!mudou) return lerUsuario(tx, id);
  const { groups, ...linha } = mudanca;
  if (Object.keys(linha).length) await tx.update(usuario).set(linha).where(eq(usuario.id, id));
  if (groups) await gravarGrupos(tx, id, groups);
  if (mudanca.ativo === false) await revokeAllTokens(tx, id, now);
  await registrarAuditoria(tx, ENTIDADE, id, por.id, "alteracao", mudou);
  return lerUsuario(tx, id);
}

/** A new password link for a user, spending the ones handed out before. */
export async function novoLink(tx: Tx, id: number, por: AuthUser, now: Date) {
  const [conta] = await tx.select({ ativo: usuario.ativo }).from(usuario).where(eq(usuario.id, id));
  if (!conta) throw notFound("Usuário não encontrado.");
  if (!conta.ativo) throw badRequest("Ative a conta antes de gerar um link de senha.");
  return linkDeSenha(tx, id, por, now);
}

/** A password link, e-mailed to the user and answered for the administrator to pass on as well. */
async function linkDeSenha(tx: Tx, id: number, por: AuthUser, now: Date) {
  const link = await emitirLinkDeSenha(tx, id, por.id, now);
  const [u] = await tx.select({ email: usuario.email }).from(usuario).where(eq(usuario.id, id));
  await enviarLink(tx, { tipo: "SENHA", ...link, para: u.email, enviadoPor: fullName(por) });
  return link;
}

/** Makes a manager answer for exactly these units and areas (gestao.ts), written to the user's history. */
export async function alterarGestao(tx: Tx, id: number, gestao: Gestao, por: AuthUser) {
  await travado(tx, id);
  const mudou = await definirGestao(tx, id, gestao, por);
  if (mudou) await registrarAuditoria(tx, ENTIDADE, id, por.id, "alteracao", mudou);
  return lerUsuario(tx, id);
}
