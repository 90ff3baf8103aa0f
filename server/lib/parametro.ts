import "server-only";
import { eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { parametro } from "../db/schema";

/** A setting of /parametro/ (DESIGN §5: percentages, deadlines and texts are settings, not constants). */
export async function textoParametro(conn: Conn, chave: string): Promise<string> {
  const [row] = await conn
    .select({ valor: parametro.valor })
    .from(parametro)
    .where(eq(parametro.chave, chave));
  if (!row) throw new Error(`Parâmetro ${chave} ausente`);
  return row.valor;
}

/** A numeric setting of /parametro/. */
export async function numeroParametro(conn: Conn, chave: string): Promise<number> {
  const valor = Number(await textoParametro(conn, chave));
  if (!Number.isFinite(valor)) throw new Error(`Parâmetro ${chave} não numérico`);
  return valor;
}
