import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { status, substatus } from "../../db/schema";
import { badRequest } from "../../lib/errors";

const cor = { id: status.id, codigo: status.codigo, descricao: status.descricao, cor: status.cor };

/** An entity's statuses in workflow order; an entity without any is unknown (400 on `entidade`). */
export async function listStatus(conn: Conn, entidade: string) {
  const rows = await conn
    .select(cor)
    .from(status)
    .where(eq(status.entidade, entidade))
    .orderBy(asc(status.ordem), asc(status.id));
  if (!rows.length) throw badRequest("Dados inválidos.", { entidade: ["Entidade não encontrada."] });
  return rows;
}

/**
 * An entity's substatuses with their status, in workflow order; only one status's when `statusRef`
 * (id or código) is given. Every status has at least one substatus, so none found is an unknown status.
 */
export async function listSubstatus(conn: Conn, entidade: string, statusRef?: number | string) {
  const rows = await conn
    .select({
      id: substatus.id,
      codigo: substatus.codigo,
      descricao: substatus.descricao,
      cor: substatus.cor,
      status: { id: status.id, codigo: status.codigo },
    })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(
      and(
        eq(status.entidade, entidade),
        statusRef === undefined
          ? undefined
          : typeof statusRef === "number"
            ? eq(status.id, statusRef)
            : eq(status.codigo, statusRef),
      ),
    )
    .orderBy(asc(substatus.ordem), asc(substatus.id));
  if (!rows.length)
    throw badRequest(
      "Dados inválidos.",
      statusRef === undefined
        ? { entidade: ["Entidade não encontrada."] }
        : { status: ["Status não encontrado."] },
    );
  return rows;
}
