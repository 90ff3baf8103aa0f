import "server-only";
import { eq } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import { parametro } from "../../../db/schema";

/** A numeric setting of /parametro/ (DESIGN §5: percentages and deadlines are settings, not constants). */
export async function numeroParametro(conn: Conn, chave: string): Promise<number> {
  const [row] = await conn
    .select({ valor: parametro.valor })
    .from(parametro)
    .where(eq(parametro.chave, chave));
  const valor = Number(row?.valor);
  if (!row || !Number.isFinite(valor)) throw new Error(`Parâmetro ${chave} ausente ou não numérico`);
  return valor;
}
