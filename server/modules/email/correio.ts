import "server-only";
import type { Db } from "../../db/client";
import { entregarPendentes } from "../../lib/evento";
import { EMAIL } from "./consumidor";
import { driverDeEmail, type DriverEmail } from "./driver";
import { enviarFila } from "./envio";

/**
 * One round of the server's timer: the events' e-mails written (the consumer's transactions), then
 * every message due sent through the driver, outside them.
 */
export async function correio(db: Db, agora: Date, driver: DriverEmail = driverDeEmail()) {
  await entregarPendentes(db, EMAIL, agora);
  return enviarFila(db, driver, agora);
}
