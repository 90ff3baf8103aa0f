import "server-only";
import type { Conn } from "../../db/client";
import { entregarPendentes } from "../../lib/evento";
import { CONSUMIDORES_INTEGRACAO } from "./consumidores";
import { SISTEMAS } from "./driver";
import { enviarPendentes } from "./envio";

/**
 * The integrations' round (the server's timer, each minute): the outbox's events become each system's
 * records, then each system's sender delivers those whose time has come. Safe with several instances.
 */
export async function integrar(db: Conn, agora: Date) {
  for (const s of SISTEMAS) {
    await entregarPendentes(db, CONSUMIDORES_INTEGRACAO[s], agora);
    await enviarPendentes(db, s, agora);
  }
}
