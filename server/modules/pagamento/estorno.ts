import "server-only";
import { and, asc, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { PAGAMENTO } from "@/lib/regras/pagamento";
import { SOLICITACAO } from "@/lib/regras/solicitacao";
import type { Conn, Tx } from "../../db/client";
import { pagamento, solicitacao, substatus } from "../../db/schema";
import { chamadaExterna } from "../../lib/externa";
import { executar, SISTEMA } from "../../lib/workflow";
import { ErroDoDriver, type DriverPagamento, type Estorno } from "./driver";
import { driverDePagamento } from "./gateway";
import { pagamentoWorkflow } from "./workflow";

const daSolicitacao = alias(substatus, "substatus_solicitacao");

/** The Idempotency-Key of payment `id`'s refund: every try of it sends the same, so it is given back once. */
export const chaveDoEstorno = (id: number) => `hub-estorno-${id}`;

type Alvo = { id: number; referencia: string; valor: number; dados: Record<string, unknown> };

/**
 * Charges the gateway made (card, credit, Pix) that are paid and whose request was cancelled after: the ones
 * to give back. One paid in person was paid at a service unit and is given back there, not by the portal.
 */
const pagosDeCanceladas = (conn: Conn, onde?: SQL) =>
  conn
    .select({
      id: pagamento.id,
      referencia: pagamento.referencia,
      valor: pagamento.valor,
      dados: pagamento.dados,
    })
    .from(pagamento)
    .innerJoin(substatus, eq(substatus.id, pagamento.substatusId))
    .innerJoin(solicitacao, eq(solicitacao.id, pagamento.solicitacaoId))
    .innerJoin(daSolicitacao, eq(daSolicitacao.id, solicitacao.substatusId))
    .where(
      and(
        onde,
        eq(substatus.codigo, PAGAMENTO.PAGO),
        eq(daSolicitacao.codigo, SOLICITACAO.CANCELADA),
        inArray(pagamento.forma, ["CARTAO", "CREDITO", "PIX"]),
        isNotNull(pagamento.referencia),
      ),
    );

/** Payment `id` if it is still to be given back, locked; null when it is not (any more) or another holds it. */
async function estornavel(tx: Tx, id: number): Promise<Alvo | null> {
  const [p] = await pagosDeCanceladas(tx, eq(pagamento.id, id)).for("update", {
    of: pagamento,
    skipLocked: true,
  });
  return (
    p && {
      ...p,
      referencia: p.referencia!,
      valor: Number(p.valor),
      dados: (p.dados ?? {}) as Record<string, unknown>,
    }
  );
}

/**
 * Gives back payment `id` through the gateway, outside any transaction (DESIGN §3): the intent is the paid
 * payment of a cancelled request itself, already committed, and its key is the payment's own, so a try
 * lost to a crash is made again with the same key and the gateway gives it back once. The refund is then
 * recorded as the payment's transition to ESTORNADO (its history row, and the event the ERP is told by).
 * A gateway that fails leaves it paid, its error logged, for the next round. True when it was given back.
 */
export function estornar(db: Conn, id: number, now: Date, driver: DriverPagamento = driverDePagamento()) {
  return chamadaExterna<Alvo, Estorno | { erro: unknown }, boolean>(db, {
    async registrar(tx) {
      const alvo = await estornavel(tx, id);
      return alvo ? { intencao: alvo } : { pronto: false };
    },
    async chamar(alvo) {
      try {
        return await driver.estornar({
          referencia: alvo.referencia,
          valor: alvo.valor,
          chave: chaveDoEstorno(id),
        });
      } catch (e) {
        if (!(e instanceof ErroDoDriver)) throw e;
        return { erro: e.corpo };
      }
    },
    async gravar(tx, alvo, r) {
      if ("erro" in r) {
        console.error(`Hub: o meio de pagamento não estornou o pagamento ${id}: ${JSON.stringify(r.erro)}`);
        return false;
      }
      // Given back meanwhile by another instance's round: its record stands.
      if (!(await estornavel(tx, id))) return false;
      await executar(tx, pagamentoWorkflow, {
        id,
        acao: "estornar",
        user: SISTEMA,
        linha: {},
        set: { dados: { ...alvo.dados, estorno: { referencia: r.referencia, ...r.dados } } },
      });
      return true;
    },
  });
}

/** The round of refunds (the server's timer): each charge to give back, given back. Answers how many were. */
export async function estornarPagamentos(db: Conn, now: Date, driver?: DriverPagamento) {
  const pagos = await pagosDeCanceladas(db).orderBy(asc(pagamento.id));
  let estornados = 0;
  for (const { id } of pagos) if (await estornar(db, id, now, driver)) estornados++;
  return estornados;
}
