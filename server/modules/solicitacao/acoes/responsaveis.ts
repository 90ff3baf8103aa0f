import "server-only";
import { GESTORES } from "@/lib/roles";
import { eq } from "drizzle-orm";
import type { Conn, Tx } from "../../../db/client";
import { solicitacaoGestor, usuario } from "../../../db/schema";
import { vinculoDeConsultorNegado } from "../../../authz/escopo";
import { badRequest, forbidden } from "../../../lib/errors";
import { nomeCompletoDe, usuariosAtivos } from "../../usuario";
import { gestoresDe } from "../service";
import { type Contexto, mudar, solicitacaoPara } from "./service";

async function nomeDe(conn: Conn, id: number | null) {
  if (id === null) return null;
  const [u] = await conn
    .select({ nome: usuario.nome, sobrenome: usuario.sobrenome })
    .from(usuario)
    .where(eq(usuario.id, id));
  return u ? nomeCompletoDe(u) : null;
}

/**
 * Links a consultant (an active user of the consultor group) to an open request, replacing any other;
 * a consultant links only themself.
 */
export async function alterarConsultor(tx: Tx, ctx: Contexto, consultorId: number) {
  const s = await solicitacaoPara(tx, ctx, "alterar_consultor");
  const negado = vinculoDeConsultorNegado(ctx.user, s.consultorId, consultorId);
  if (negado) throw forbidden(negado);
  const [novo] = await usuariosAtivos(tx, [consultorId], ["consultor"]);
  if (!novo) throw badRequest("Dados inválidos.", { consultor: ["Escolha um consultor ativo."] });
  await mudar(tx, ctx, {
    acao: "alterar_consultor",
    linha: s,
    set: { consultorId: novo.id },
    historico: { de: await nomeDe(tx, s.consultorId), para: nomeCompletoDe(novo) },
  });
}

/** Unlinks the consultant; a consultant who does not manage requests may only unlink themselves. */
export async function removerConsultor(tx: Tx, ctx: Contexto) {
  const s = await solicitacaoPara(tx, ctx, "remover_consultor");
  await mudar(tx, ctx, {
    acao: "remover_consultor",
    linha: s,
    set: { consultorId: null },
    historico: { de: await nomeDe(tx, s.consultorId), para: null },
  });
}

/**
 * Replaces the responsible managers of an open request (active users of gestor or coordenador); the
 * same managers again change nothing.
 */
export async function alterarResponsaveis(tx: Tx, ctx: Contexto, gestorIds: number[]) {
  const s = await solicitacaoPara(tx, ctx, "alterar_responsaveis");
  const novos = await usuariosAtivos(tx, gestorIds, GESTORES);
  const validos = new Set(novos.map((g) => g.id));
  const errors: Record<string, string[]> = {};
  gestorIds.forEach((id, i) => {
    if (!validos.has(id)) errors[`gestores.${i}`] = ["Escolha um gestor ou coordenador ativo."];
  });
  if (Object.keys(errors).length) throw badRequest("Dados inválidos.", errors);
  const atuais = (await gestoresDe(tx, [s.id])).get(s.id) ?? [];
  // Sorted, so the same managers in another order read as the same list and change nothing.
  const nomes = (lista: { nome: string; sobrenome: string }[]) =>
    lista.map(nomeCompletoDe).sort().join(", ") || null;
  const { mudou } = await mudar(tx, ctx, {
    acao: "alterar_responsaveis",
    linha: s,
    historico: { de: nomes(atuais), para: nomes(novos) },
  });
  if (!mudou) return;
  await tx.delete(solicitacaoGestor).where(eq(solicitacaoGestor.solicitacaoId, s.id));
  await tx.insert(solicitacaoGestor).values(novos.map((g) => ({ solicitacaoId: s.id, usuarioId: g.id })));
}
