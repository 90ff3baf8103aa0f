import "server-only";
import pg from "pg";

type Callback = (err: Error | null, res?: unknown) => void;

/**
 * A connection that runs the queries it is given one after another by itself. Services read in parallel
 * (Promise.all) over whatever connection they are handed, and inside a transaction that is one client:
 * node-postgres queues such queries internally but warns that pg@9 will refuse them ("Calling client.query()
 * when the client is already executing a query is deprecated"). Here each query waits for the one before,
 * so node-postgres never sees a busy client; queries outside a transaction still run in parallel, each on a
 * pool connection of its own.
 */
export class ClienteEmFila extends pg.Client {
  private anterior: Promise<unknown> = Promise.resolve();

  // node-postgres' overloads: (config | text, values?, callback?), or a Submittable (cursors, streams).
  query(...args: unknown[]): never {
    const enviar = (a: unknown[]) => (super.query as (...a: unknown[]) => never).apply(this, a);
    const primeiro = args[0] as { submit?: unknown } | undefined;
    if (typeof primeiro?.submit === "function") return enviar(args);
    const callback = typeof args.at(-1) === "function" ? (args.pop() as Callback) : undefined;
    const vez: Promise<unknown> = this.anterior.then(() => enviar(args));
    this.anterior = vez.catch(() => undefined);
    if (!callback) return vez as never;
    vez.then(
      (res) => callback(null, res),
      (err: Error) => callback(err),
    );
    return undefined as never;
  }
}

/**
 * The pool of every PostgreSQL connection the app opens (server/db/client.ts, the benchmarks' databases). An
 * idle connection the server ends (a restart, an administrator, a dropped database) is an 'error' event of the
 * pool: unheard, it would end the process. The pool drops that connection and opens another when needed.
 */
export function abrirPool(url: string, max = 10) {
  const pool = new pg.Pool({ connectionString: url, max, Client: ClienteEmFila });
  pool.on("error", (e) => console.error(`Hub: conexão ociosa com o PostgreSQL encerrada (${e.message})`));
  return pool;
}
