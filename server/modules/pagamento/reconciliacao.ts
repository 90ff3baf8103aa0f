import "server-only";
import { and, eq, inArray, lt } from "drizzle-orm";
import { PAGAMENTO } from "@/lib/regras/pagamento";
import type { Conn } from "../../db/client";
import { pagamento, substatus } from "../../db/schema";
import { HubError } from "../../lib/errors";
import { SISTEMA } from "../../lib/workflow";
import type { DriverPagamento } from "./driver";
import { PRAZO_DA_COBRANCA_MS, verificar } from "./pagar";

/**
 * The check DESIGN §3 asks for: a card attempt still pending once its charge can no longer be on the way (its
 * answer lost to a crash, or the payer gone before the confirmation) is asked of the gateway by its key, and
 * recorded as the gateway kept it, or failed when the gateway never got it; so no request waits on a card
 * nobody checks. The server's timer runs it; answers how many requests it checked.
 */
export async function reconciliarPagamentos(db: Conn, now: Date, driver?: DriverPagamento): Promise<number> {
  const pendentes = await db
    .selectDistinct({ solicitacaoId: pagamento.solicitacaoId })
    .from(pagamento)
    .innerJoin(substatus, eq(substatus.id, pagamento.substatusId))
    .where(
      and(
        eq(substatus.codigo, PAGAMENTO.PENDENTE),
        inArray(pagamento.forma, ["CARTAO", "CREDITO"]),
        lt(pagamento.dtainclusao, new Date(now.getTime() - PRAZO_DA_COBRANCA_MS)),
      ),
    );
  let conferidas = 0;
  for (const { solicitacaoId } of pendentes) {
    try {
      await verificar(db, SISTEMA, { solicitacaoId, escopo: undefined, now, driver });
      conferidas++;
    } catch (e) {
      // The payer, or another instance, checked it first: nothing is pending there any more.
      if (!(e instanceof HubError && e.status === 409)) throw e;
    }
  }
  return conferidas;
}
