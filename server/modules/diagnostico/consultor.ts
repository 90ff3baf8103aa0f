import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { diagnostico, solicitacao, status, substatus } from "../../db/schema";
import { consultor } from "../../db/aliases";
import type { AuthUser } from "../../lib/context";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { SO_EQUIPE, writeHistory } from "../../lib/history";
import { DIAGNOSTICO_FINAL } from "@/lib/regras/diagnostico";
import { nomeCompletoDe, usuariosAtivos } from "../usuario";
import { diagnosticoVisivelPara, isGestao, vinculoDeConsultorNegado } from "../../authz/escopo";

type Pessoa = { id: number; nome: string; sobrenome: string };

const ENCERRADO = "O diagnóstico já foi aprovado ou rejeitado; o consultor não pode mais ser alterado.";

/** The diagnostic in reach, locked for this change; 409 once it is approved or rejected. */
async function aberto(tx: Tx, user: AuthUser, id: number) {
  const [d] = await tx
    .select({
      id: diagnostico.id,
      status: status.codigo,
      consultor: { id: consultor.id, nome: consultor.nome, sobrenome: consultor.sobrenome },
    })
    .from(diagnostico)
    .innerJoin(solicitacao, eq(solicitacao.id, diagnostico.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .leftJoin(consultor, eq(consultor.id, diagnostico.consultorId))
    .where(and(eq(diagnostico.id, id), diagnosticoVisivelPara(tx, user)))
    .for("update", { of: diagnostico });
  if (!d) throw notFound("Diagnóstico não encontrado.");
  if (DIAGNOSTICO_FINAL.includes(d.status)) throw conflict(ENCERRADO);
  return d;
}

/** Sets the consultant while the diagnostic is still open (conditional UPDATE) and records it. */
async function gravar(
  tx: Tx,
  user: AuthUser,
  d: { id: number; consultor: Pessoa | null },
  acao: string,
  novo: Pessoa | null,
) {
  const fechados = tx
    .select({ id: substatus.id })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(and(eq(status.entidade, "diagnostico"), inArray(status.codigo, DIAGNOSTICO_FINAL)));
  const updated = await tx
    .update(diagnostico)
    .set({ consultorId: novo?.id ?? null })
    .where(and(eq(diagnostico.id, d.id), notInArray(diagnostico.substatusId, fechados)))
    .returning({ id: diagnostico.id });
  if (!updated.length) throw conflict(ENCERRADO);
  await writeHistory(tx, {
    entidade: "diagnostico",
    entidadeId: d.id,
    acao,
    de: d.consultor && nomeCompletoDe(d.consultor),
    para: novo && nomeCompletoDe(novo),
    usuarioId: user.id,
    audiencias: SO_EQUIPE,
  });
  return { id: d.id, consultor: novo };
}

/** Links an active consultant to an open diagnostic, replacing any other; a consultant links only themself. */
export function alterarConsultor(db: Db, user: AuthUser, id: number, consultorId: number) {
  return db.transaction(async (tx) => {
    const d = await aberto(tx, user, id);
    const negado = vinculoDeConsultorNegado(user, d.consultor?.id ?? null, consultorId);
    if (negado) throw forbidden(negado);
    const [novo] = await usuariosAtivos(tx, [consultorId], ["consultor"]);
    if (!novo) throw badRequest("Dados inválidos.", { consultor: ["Escolha um consultor ativo."] });
    return gravar(tx, user, d, "ALTERAR_CONSULTOR", novo);
  });
}

/** Unlinks the consultant; a consultant who does not manage requests may only unlink themselves. */
export function removerConsultor(db: Db, user: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    const d = await aberto(tx, user, id);
    if (!d.consultor) throw conflict("O diagnóstico não tem consultor vinculado.");
    if (!isGestao(user) && d.consultor.id !== user.id)
      throw forbidden("Você só pode remover o seu próprio vínculo com o diagnóstico.");
    return gravar(tx, user, d, "REMOVER_CONSULTOR", null);
  });
}
