import "server-only";
import type { Conn } from "../db/client";

type Preparavel<R> = { prepare(nome: string): { execute(valores?: Record<string, unknown>): Promise<R> } };

/**
 * A statement run on every call of the hot paths (the session's token, the queue's version and due rounds),
 * built once per database and prepared under `nome`: Drizzle does not build its SQL again (a third of the
 * server's time on the queue's cached page went to building three small statements), and PostgreSQL parses
 * and plans it once per connection. `montar` writes it with `sql.placeholder(…)` for what varies per call.
 */
export function preparada<R>(nome: string, montar: (conn: Conn) => Preparavel<R>) {
  // Per database object (a process has one; the tests open many). A transaction is its own object.
  const porBanco = new WeakMap<Conn, ReturnType<Preparavel<R>["prepare"]>>();
  return (conn: Conn, valores?: Record<string, unknown>): Promise<R> => {
    let consulta = porBanco.get(conn);
    if (!consulta) porBanco.set(conn, (consulta = montar(conn).prepare(nome)));
    return consulta.execute(valores);
  };
}
