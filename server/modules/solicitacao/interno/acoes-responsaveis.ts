import "server-only";
import { eq } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import { solicitacaoGestor, usuario } from "../../../db/schema";
import { badRequest, conflict, forbidden } from "../../../lib/errors";
import { GESTORES, nomeCompletoDe, usuariosAtivos } from "../../listagem/service-pessoas";
import { gestoresDe } from "../service";
import { type Contexto, exigir } from "./acoes";
import { isGestao, requireSolicitacao } from "./escopo";
import { ABERTOS, mudar } from "./machine";

async function nomeDe(conn: Conn, id: number | null) {
  if (id === null) return null;
  const [u] = await conn
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(eq(usuario.id, id));
  return u ? nomeCompletoDe(u) : null;
}

/** Links a consultant (an active user of the consultor group) to an open request, replacing any other. */
export async function alterarConsultor(tx: Tx, ctx: Contexto, consultorId: number) {
  const s = await requireSolicitacao(tx, ctx.user, ctx.id);
  exigir(s.substatus, ABERTOS);
  const [novo] = await usuariosAtivos(tx, [consultorId], ["consultor"]);
  if (!novo) throw badRequest("Dados inválidos.", { consultor: ["Escolha um consultor ativo."] });
  await mudar(tx, {
    id: s.id,
    versao: ctx.versao,
    de: ABERTOS,
    set: { consultorId: novo.id },
    usuarioId: ctx.user.id,
    acao: "ALTERAR_CONSULTOR",
    historico: { de: await nomeDe(tx, s.consultorId), para: nomeCompletoDe(novo) },
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
  const novos = await usuariosAtivos(tx, gestorIds, GESTORES);
  const validos = new Set(novos.map((g) => g.id));
  const errors: Record<string, string[]> = {};
  gestorIds.forEach((id, i) => {
    if (!validos.has(id)) errors[`gestores.${i}`] = ["Escolha um gestor ou coordenador ativo."];
  });
  if (Object.keys(errors).length) throw badRequest("Dados inválidos.", errors);
  const atuais = (await gestoresDe(tx, [s.id])).get(s.id) ?? [];
  await mudar(tx, {
    id: s.id,
    versao: ctx.versao,
    de: ABERTOS,
    usuarioId: ctx.user.id,
    acao: "ALTERAR_RESPONSAVEIS",
    historico: {
      de: atuais.map(nomeCompletoDe).join(", ") || null,
      para: novos.map(nomeCompletoDe).join(", "),
    },
  });
  await tx.delete(solicitacaoGestor).where(eq(solicitacaoGestor.solicitacaoId, s.id));
  await tx.insert(solicitacaoGestor).values(novos.map((g) => ({ solicitacaoId: s.id, usuarioId: g.id })));
}
