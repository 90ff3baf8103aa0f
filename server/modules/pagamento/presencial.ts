import "server-only";
import { eq } from "drizzle-orm";
import { PAGAMENTO } from "@/lib/regras/pagamento";
import type { Tx } from "../../db/client";
import { pagamento } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { badRequest } from "../../lib/errors";
import { saveFile } from "../../lib/files";
import { hojeEmSaoPaulo } from "../../lib/dia";
import { cobrancaTravada, concluir, exigirPagavel, novoPagamento } from "./cobranca";

/**
 * Staff record a payment made in person (at a service unit): the proof is stored, the payment is PAGO
 * and the server issues its receipt (as for every payment confirmed); the request moves on to authorisation.
 */
export async function registrarPresencial(
  tx: Tx,
  user: AuthUser,
  x: {
    solicitacaoId: number;
    escopo: Parameters<typeof cobrancaTravada>[2];
    comprovante: File;
    dtapagamento: string;
    observacao?: string;
    now: Date;
  },
) {
  const s = await cobrancaTravada(tx, x.solicitacaoId, x.escopo);
  await exigirPagavel(tx, user, "registrar", s);
  if (x.dtapagamento > hojeEmSaoPaulo(x.now))
    throw badRequest("Dados inválidos.", { dtapagamento: ["A data do pagamento não pode ser futura."] });
  const comprovante = await saveFile(tx, x.comprovante, { kind: "documento", usuarioId: user.id });
  const id = await novoPagamento(tx, {
    solicitacaoId: s.id,
    forma: "PRESENCIAL",
    valor: s.valor,
    parcelas: 1,
    driver: "presencial",
    usuarioId: user.id,
    now: x.now,
  });
  await tx.update(pagamento).set({ comprovanteId: comprovante.id }).where(eq(pagamento.id, id));
  await concluir(tx, user, {
    id,
    solicitacaoId: s.id,
    situacao: PAGAMENTO.PAGO,
    dados: { registro: "presencial", observacao: x.observacao ?? null },
    // Paid that day (noon in São Paulo), not when staff got round to recording it.
    now: new Date(`${x.dtapagamento}T12:00:00-03:00`),
    emitidoEm: x.now,
  });
  return id;
}
