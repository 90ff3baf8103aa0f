import "server-only";
import { SITUACAO_INTEGRACAO as S } from "@/lib/regras/integracao";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { integracaoRegistro, integracaoTentativa } from "../../db/schema";
import { LIMITE_TENTATIVAS, proximaOuDesiste } from "../../lib/evento";
import { chamadaExterna, type Fases } from "../../lib/externa";
import { driverDe, ErroDeEnvio, type DriverIntegracao, type Sistema } from "./driver";

/**
 * How long a record is held by the attempt that took it: past this, an attempt left open is a crash's (the
 * process died between the call and its answer being recorded) and the record is taken again. Longer than
 * any call may take (HUB_INTEGRACAO_TIMEOUT_MS).
 */
export const RESERVA_MS = 2 * 60_000;
const LOTE = 50;

/** The Idempotency-Key of a record's round of sending: every retry of the round sends the same. */
export const chaveDoEnvio = (sistema: Sistema, id: number, rodada: number) =>
  `hub-${sistema}-${id}-${rodada}`;

type Intencao = {
  registro: typeof integracaoRegistro.$inferSelect;
  tentativa: number;
  chave: string;
};
type Desfecho = { ok: true; status: number; corpo: unknown } | { ok: false; erro: ErroDeEnvio };

const dono = (sistema: Sistema, id: number) =>
  and(eq(integracaoRegistro.sistema, sistema), eq(integracaoRegistro.id, id));

/**
 * The three phases of one delivery of record `id` (server/lib/externa.ts): the attempt is committed with its
 * key, and the record held for RESERVA_MS, before the call; the call runs with no transaction open; its
 * answer is recorded after. The row is taken with SKIP LOCKED and only when its time has come, so two
 * instances never send it at once.
 */
export function fasesDoEnvio(
  sistema: Sistema,
  id: number,
  agora: Date,
  driver: DriverIntegracao,
): Fases<Intencao, Desfecho, boolean> {
  return {
    async registrar(tx) {
      const [registro] = await tx
        .select()
        .from(integracaoRegistro)
        .where(
          and(
            dono(sistema, id),
            eq(integracaoRegistro.situacao, S.PENDENTE),
            lte(integracaoRegistro.proximaTentativa, agora),
          ),
        )
        .for("update", { skipLocked: true });
      if (!registro) return { pronto: false };
      const chave = chaveDoEnvio(sistema, id, registro.rodada);
      const [t] = await tx
        .insert(integracaoTentativa)
        .values({ registroId: id, operacao: registro.operacao, chave, inicio: agora })
        .returning({ id: integracaoTentativa.id });
      await tx
        .update(integracaoRegistro)
        .set({ proximaTentativa: new Date(agora.getTime() + RESERVA_MS) })
        .where(dono(sistema, id));
      return { intencao: { registro, tentativa: t.id, chave } };
    },
    async chamar({ registro, chave }) {
      try {
        const r = await driver.entregar({
          chave,
          operacao: registro.operacao === "remover" ? "remover" : "enviar",
          tipo: registro.tipo,
          objetoId: registro.objetoId,
          dados: registro.dados,
        });
        return { ok: true, status: r.status, corpo: r.corpo };
      } catch (e) {
        return { ok: false, erro: e instanceof ErroDeEnvio ? e : new ErroDeEnvio(String(e)) };
      }
    },
    async gravar(tx, { registro, tentativa }, d) {
      await tx
        .update(integracaoTentativa)
        .set(
          d.ok
            ? { fim: agora, ok: true, statusHttp: d.status, resposta: d.corpo }
            : {
                fim: agora,
                ok: false,
                statusHttp: d.erro.status,
                resposta: d.erro.corpo,
                erro: d.erro.message,
              },
        )
        .where(eq(integracaoTentativa.id, tentativa));
      // Only while the record is still this round's: an administrator's removal meanwhile starts another.
      const desta = and(dono(sistema, registro.id), eq(integracaoRegistro.rodada, registro.rodada));
      if (d.ok)
        await tx
          .update(integracaoRegistro)
          .set({
            situacao: registro.operacao === "remover" ? S.REMOVIDO : S.ENVIADO,
            erro: null,
            proximaTentativa: null,
            dtaintegracao: agora,
          })
          .where(desta);
      else
        await tx
          .update(integracaoRegistro)
          .set({
            tentativas: sql`${integracaoRegistro.tentativas} + 1`,
            erro: d.erro.message.slice(0, 2000),
            situacao: sql`case when ${integracaoRegistro.tentativas} + 1 >= ${LIMITE_TENTATIVAS} then ${S.FALHOU} else ${S.PENDENTE} end`,
            proximaTentativa: proximaOuDesiste(agora, integracaoRegistro.tentativas),
          })
          .where(desta);
      return d.ok;
    },
  };
}

/** Delivers record `id` now if it waits and its time has come; false when taken, not due, or failed. */
export const enviarUm = (
  db: Conn,
  sistema: Sistema,
  id: number,
  agora: Date,
  driver = driverDe(sistema, db),
) => chamadaExterna(db, fasesDoEnvio(sistema, id, agora, driver));

/**
 * Delivers `sistema`'s records whose time has come, oldest due first, each on its own. Safe with several
 * instances over one database (SKIP LOCKED, and the hold each attempt commits). Answers how many went.
 */
export async function enviarPendentes(
  db: Conn,
  sistema: Sistema,
  agora: Date,
  driver = driverDe(sistema, db),
): Promise<number> {
  let enviados = 0;
  const vistos = new Set<number>();
  for (;;) {
    const ids = await db
      .select({ id: integracaoRegistro.id })
      .from(integracaoRegistro)
      .where(
        and(
          eq(integracaoRegistro.sistema, sistema),
          eq(integracaoRegistro.situacao, S.PENDENTE),
          lte(integracaoRegistro.proximaTentativa, agora),
        ),
      )
      .orderBy(asc(integracaoRegistro.proximaTentativa), asc(integracaoRegistro.id))
      .limit(LOTE);
    const novos = ids.filter(({ id }) => !vistos.has(id));
    for (const { id } of novos) {
      vistos.add(id);
      if (await enviarUm(db, sistema, id, agora, driver)) enviados++;
    }
    // A record that failed now waits for later; one taken by another instance is held by it.
    if (ids.length < LOTE || !novos.length) return enviados;
  }
}
