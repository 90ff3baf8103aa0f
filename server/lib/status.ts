import "server-only";
import { and, eq } from "drizzle-orm";
import type { Conn } from "../db/client";
import { status, substatus } from "../db/schema";

/**
 * The id of an entity's substatus (`solicitacao`, `diagnostico`…) by code. The statuses are reference
 * data the migrations write, so a missing one is a broken database, not a user error.
 */
export async function substatusId(conn: Conn, entidade: string, codigo: string): Promise<number> {
  const [row] = await conn
    .select({ id: substatus.id })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(and(eq(status.entidade, entidade), eq(substatus.codigo, codigo)));
  if (!row) throw new Error(`Substatus ${entidade}/${codigo} ausente da tabela de status`);
  return row.id;
}
