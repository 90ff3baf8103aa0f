import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { integracaoRegistro, integracaoTentativa } from "../db/schema";
import { entregarPendentes } from "../lib/evento";
import {
  CONSUMIDORES_INTEGRACAO,
  definirModoDoSandbox,
  enviarUm,
  integrar,
  LIMITE_TENTATIVAS,
} from "../modules/integracao";

const HORA = 60 * 60_000;

/**
 * The demo's integrations, made by their own consumers and senders over the sandboxes: the metrics of the
 * concluded requests and the ERP's provisionings delivered, and one contract's provisioning that the ERP
 * refused until the sender gave up (the sandbox set to fail for it), for the administrator's screens.
 * Idempotent: once anything was tried, nothing is tried again.
 */
export async function seedIntegracao(db: Conn): Promise<void> {
  if ((await db.$count(integracaoTentativa)) > 0) return;
  // Twelve hours ago, so the failed one's attempts (about nine hours of backoff) all lie in the past.
  let agora = new Date(Date.now() - 12 * HORA);
  for (const c of Object.values(CONSUMIDORES_INTEGRACAO)) await entregarPendentes(db, c, new Date());
  const [falho] = await db
    .select({ id: integracaoRegistro.id })
    .from(integracaoRegistro)
    .where(and(eq(integracaoRegistro.sistema, "rm"), eq(integracaoRegistro.tipo, "contrato")))
    .orderBy(desc(integracaoRegistro.id))
    .limit(1);
  if (falho) {
    await db
      .update(integracaoRegistro)
      .set({ proximaTentativa: agora })
      .where(eq(integracaoRegistro.id, falho.id));
    await definirModoDoSandbox(db, "rm", { falhar: true, atraso_ms: 0 });
    for (let i = 0; i < LIMITE_TENTATIVAS; i++) {
      await enviarUm(db, "rm", falho.id, agora);
      const [r] = await db
        .select({ proxima: integracaoRegistro.proximaTentativa })
        .from(integracaoRegistro)
        .where(eq(integracaoRegistro.id, falho.id));
      if (!r.proxima) break;
      agora = r.proxima;
    }
    await definirModoDoSandbox(db, "rm", { falhar: false, atraso_ms: 0 });
  }
  await integrar(db, new Date());
}
