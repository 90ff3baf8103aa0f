import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { emailMensagem, emailTentativa, integracaoRegistro, integracaoTentativa } from "../db/schema";
import { entregarPendentes } from "../lib/evento";
import { EMAIL, enviarEmail, MAX_TENTATIVAS, smtp } from "../modules/email";
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
  await seedEmailFalho(db);
}

/**
 * One of the demo's e-mails that the mail server never took (a server that refuses connections, so the
 * error is a real one) until the sender gave up, for the administrator's list of failed e-mails. The
 * others are sent by the server's timer. Idempotent: once any e-mail was tried, nothing is tried here.
 */
export async function seedEmailFalho(db: Conn): Promise<void> {
  if ((await db.$count(emailTentativa)) > 0) return;
  await entregarPendentes(db, EMAIL, new Date());
  const [m] = await db
    .select({ id: emailMensagem.id })
    .from(emailMensagem)
    .orderBy(desc(emailMensagem.id))
    .limit(1);
  if (!m) return;
  const fora = smtp({ host: "127.0.0.1", port: 1, tls: false, remetente: "Hub <hub@hub.example>" });
  let agora = new Date(Date.now() - 12 * HORA);
  for (let i = 0; i < MAX_TENTATIVAS; i++) {
    await enviarEmail(db, m.id, agora, fora);
    agora = new Date(agora.getTime() + HORA);
  }
}
