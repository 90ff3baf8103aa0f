import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import { grupo, solicitacaoGestor, usuario, usuarioGrupo } from "../../../db/schema";
import { badRequest, conflict, forbidden } from "../../../lib/errors";
import { type Contexto, exigir } from "./acoes";
import { isGestao, requireSolicitacao } from "./escopo";
import { ABERTOS, mudar } from "./machine";

const nomeCompleto = (u: { nome: string; sobrenome: string }) => `${u.nome} ${u.sobrenome}`.trim();

/** The active users among `ids` who belong to one of `grupos`, sorted by name. */
function ativosDosGrupos(conn: Conn, ids: number[], grupos: string[]) {
  return conn
    .selectDistinct({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .innerJoin(usuarioGrupo, eq(usuarioGrupo.usuarioId, usuario.id))
    .innerJoin(grupo, eq(grupo.id, usuarioGrupo.grupoId))
    .where(and(inArray(usuario.id, ids), eq(usuario.ativo, true), inArray(grupo.name, grupos)))
    .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id));
}

async function nomeDe(conn: Conn, id: number | null) {
  if (id === null) return null;
  const [u] = await conn
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(eq(usuario.id, id));
  return u ? nomeCompleto(u) : null;
}

/** Links a consultant (an active user of the consultor group) to an open request, replacing any other. */
export async function alterarConsultor(tx: Tx, ctx: Contexto, consultorId: number) {
  const s = await requireSolicitacao(tx, ctx.user, ctx.id);
  exigir(s.substatus, ABERTOS);
  const [novo] = await ativosDosGrupos(tx, [consultorId], ["consultor"]);
  if (!novo) throw badRequest("Dados inválidos.", { consultor: ["Escolha um consultor ativo."] });
  await mudar(tx, {
    id: s.id,
    versao: ctx.versao,
    de: ABERTOS,
    set: { consultorId: novo.id },
    usuarioId: ctx.user.id,
    acao: "ALTERAR_CONSULTOR",
    historico: { de: await nomeDe(tx, s.consultorId), para: nomeCompleto(novo) },
  });
}

/** Unlinks the consultant; a consultant who does not manage requests may only unlink themselves. */
export async function removerConsultor(tx: Tx, ctx: Contexto) {
  const s = await requireSolicitacao(tx, ctx.user, ctx.id);
  exigir(s.substatus, ABERTOS);
  if (s.consultorId === null) throw conflict("A solicitação não tem consultor vinculado.");
  if (!isGestao(ctx.user) && s.consultorId !== ctx.user.id)
    throw forbidden("Você só pode remover o seu próprio vínculo com a solicitação.");
  await mudar(tx, {
    id: s.id,
    versao: ctx.versao,
    de: ABERTOS,
    set: { consultorId: null },
    usuarioId: ctx.user.id,
    acao: "REMOVER_CONSULTOR",
    historico: { de: await nomeDe(tx, s.consultorId), para: null },
  });
}

/** Replaces the responsible managers of an open request (active users of gestor or coordenador). */
export async function alterarResponsaveis(tx: Tx, ctx: Contexto, gestorIds: number[]) {
  const s = await requireSolicitacao(tx, ctx.user, ctx.id);
  exigir(s.substatus, ABERTOS);
  const novos = await ativosDosGrupos(tx, gestorIds, ["gestor", "coordenador"]);
  const validos = new Set(novos.map((g) => g.id));
  const errors: Record<string, string[]> = {};
  gestorIds.forEach((id, i) => {
    if (!validos.has(id)) errors[`gestores.${i}`] = ["Escolha um gestor ou coordenador ativo."];
  });
  if (Object.keys(errors).length) throw badRequest("Dados inválidos.", errors);
  const atuais = await tx
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(solicitacaoGestor)
    .innerJoin(usuario, eq(usuario.id, solicitacaoGestor.usuarioId))
    .where(eq(solicitacaoGestor.solicitacaoId, s.id))
    .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id));
  await mudar(tx, {
    id: s.id,
    versao: ctx.versao,
    de: ABERTOS,
    usuarioId: ctx.user.id,
    acao: "ALTERAR_RESPONSAVEIS",
    historico: {
      de: atuais.map(nomeCompleto).join(", ") || null,
      para: novos.map(nomeCompleto).join(", "),
    },
  });
  await tx.delete(solicitacaoGestor).where(eq(solicitacaoGestor.solicitacaoId, s.id));
  await tx.insert(solicitacaoGestor).values(novos.map((g) => ({ solicitacaoId: s.id, usuarioId: g.id })));
}
