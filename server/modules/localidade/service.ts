import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { cidade, estado } from "../../db/schema";
import { badRequest } from "../../lib/errors";

export const listEstados = (conn: Conn) =>
  conn
    .select({ id: estado.id, sigla: estado.sigla, nome: estado.nome })
    .from(estado)
    .orderBy(asc(estado.nome));

/** The cities of a state given by id or UF, by name; an unknown state is a 400 on `estado`. */
export async function listCidades(conn: Conn, uf: number | string) {
  const [found] = await conn
    .select({ id: estado.id })
    .from(estado)
    .where(typeof uf === "number" ? eq(estado.id, uf) : eq(estado.sigla, uf));
  if (!found) throw badRequest("Dados inválidos.", { estado: ["Estado não encontrado."] });
  return conn
    .select({ id: cidade.id, nome: cidade.nome })
    .from(cidade)
    .where(eq(cidade.estadoId, found.id))
    .orderBy(asc(cidade.nome), asc(cidade.id));
}
