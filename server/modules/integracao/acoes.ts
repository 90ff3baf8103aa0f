import "server-only";
import {
  SITUACAO_INTEGRACAO as S,
  SITUACOES_A_REPROCESSAR,
  SITUACOES_CONCLUIDAS,
} from "@/lib/regras/integracao";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { integracaoRegistro } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { historico } from "./consulta";
import type { Sistema } from "./driver";
import { enviarUm } from "./envio";
import { pedirRemocao } from "./provisionamento";

type Registro = typeof integracaoRegistro.$inferSelect;
const este = (r: Registro) => and(eq(integracaoRegistro.id, r.id), eq(integracaoRegistro.rodada, r.rodada));

/** Delivers the record now, with no transaction open, and answers it with its history. */
async function agoraMesmo(db: Db, r: Registro, agora: Date) {
  await enviarUm(db, r.sistema as Sistema, r.id, agora);
  const [depois] = await db.select().from(integracaoRegistro).where(eq(integracaoRegistro.id, r.id));
  return historico(db, depois);
}

/**
 * Sends the record again now. One the other side holds, or removed, starts a new round (a new key: the
 * other side takes it as new); one failing or waiting is tried again in its round (its key: counted once).
 */
export async function reenviar(db: Db, r: Registro, agora: Date) {
  const nova = SITUACOES_CONCLUIDAS.includes(r.situacao);
  const [feito] = await db
    .update(integracaoRegistro)
    .set({
      operacao: nova ? "enviar" : r.operacao,
      rodada: nova ? sql`${integracaoRegistro.rodada} + 1` : r.rodada,
      situacao: S.PENDENTE,
      tentativas: 0,
      erro: null,
      proximaTentativa: agora,
    })
    .where(este(r))
    .returning();
  if (!feito) throw conflict("Este registro mudou enquanto você o via. Atualize a página e tente de novo.");
  return agoraMesmo(db, feito, agora);
}

/** An administrator's reprocess of a provisioning that failed or waits: tried again now, from zero attempts. */
export async function reprocessar(db: Db, r: Registro, agora: Date) {
  if (!SITUACOES_A_REPROCESSAR.includes(r.situacao))
    throw conflict("Este provisionamento não está pendente nem com falha: não há o que reprocessar.");
  return reenviar(db, r, agora);
}

/**
 * Removes the record: the other side is told (a DELETE in a new round) when it holds it; one it never got
 * is dropped here.
 */
export async function remover(db: Db, r: Registro, agora: Date) {
  if (r.situacao === S.REMOVIDO || (r.operacao === "remover" && r.situacao !== S.ENVIADO))
    throw conflict("Este registro já foi removido ou está sendo removido.");
  if (!r.dtaintegracao) {
    const [feito] = await db
      .update(integracaoRegistro)
      .set({ situacao: S.REMOVIDO, proximaTentativa: null })
      .where(este(r))
      .returning();
    if (!feito) throw conflict("Este registro mudou enquanto você o via. Atualize a página e tente de novo.");
    return historico(db, feito);
  }
  const [feito] = await db.transaction((tx) => pedirRemocao(tx, este(r), agora));
  if (!feito) throw conflict("Este registro mudou enquanto você o via. Atualize a página e tente de novo.");
  return agoraMesmo(db, r, agora);
}
