import "server-only";
import { eq } from "drizzle-orm";
import { formatDate } from "@/lib/format";
import type { Tx } from "../../db/client";
import { nota } from "../../db/schema";
import type { AuthUser } from "../../lib/context";
import { hojeEmSaoPaulo } from "../../lib/dia";
import { badRequest, conflict } from "../../lib/errors";
import { saveFile } from "../../lib/files";
import { executar } from "../../lib/workflow";
import { parcelaTravada } from "./nota";
import { linhaAutorizada, notaWorkflow } from "./workflow";

/**
 * Staff record the invoice of instalment `parcela` as paid on `dtapagamento`, with its proof: a day neither
 * in the future nor before the invoice was sent, kept as noon in São Paulo (the day, not when it was recorded).
 */
export async function pagarNota(
  tx: Tx,
  user: AuthUser,
  x: { parcela: number; dtapagamento: string; comprovante: File; now: Date },
) {
  const p = await parcelaTravada(tx, user, x.parcela);
  if (!p.notaId) throw conflict(`A Nota ${p.numero} ainda não foi autorizada.`);
  const [n] = await tx.select({ dtaenvio: nota.dtaenvio }).from(nota).where(eq(nota.id, p.notaId));
  const invalida = (m: string) => badRequest("Dados inválidos.", { dtapagamento: [m] });
  if (x.dtapagamento > hojeEmSaoPaulo(x.now)) throw invalida("A data do pagamento não pode ser futura.");
  const enviada = n.dtaenvio ? hojeEmSaoPaulo(n.dtaenvio) : null;
  if (enviada && x.dtapagamento < enviada)
    throw invalida(`A data do pagamento não pode ser anterior ao envio da nota (${formatDate(enviada)}).`);
  const comprovante = await saveFile(tx, x.comprovante, { kind: "documento", usuarioId: user.id });
  await executar(tx, notaWorkflow, {
    id: p.notaId,
    acao: "pagar",
    user,
    linha: linhaAutorizada(p),
    set: { dtapagamento: new Date(`${x.dtapagamento}T12:00:00-03:00`), comprovanteId: comprovante.id },
    motivo: `Paga em ${formatDate(x.dtapagamento)}; comprovante ${comprovante.nome}`,
  });
}
