import "server-only";
import { BancoIndisponivel } from "../lib/errors";
import type { Database, Db } from "./client";

const ESPERA_MAXIMA_MS = 30_000;

// Only what identifies the failure (ECONNREFUSED, a missing database): the message of a connection error may
// carry the connection string, password included.
const motivoDe = (err: unknown) => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === "string" ? code : err instanceof Error ? err.name : "erro desconhecido";
};

/**
 * Opens the database once and keeps it; when opening fails, tries again in the background with growing
 * waits (1 s, 2 s, 4 s… up to 30 s), logging each failure in one line, and meanwhile answers at once with
 * BancoIndisponivel instead of making every request wait on a dead server. The first opening (migrations and
 * seeding, about 10 s with the demo data) is awaited by the requests that arrive during it.
 */
export function conexaoResiliente(
  abrir: () => Promise<Database>,
  log: (linha: string) => void = console.log,
) {
  let aberto: Database | undefined;
  let abrindo: Promise<Database> | undefined;
  let falhas = 0;
  let motivo: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fechado = false;

  const tentar = (): Promise<Database> =>
    (abrindo ??= abrir().then(
      (database) => {
        if (fechado) {
          void database.close();
          throw new BancoIndisponivel("encerrando");
        }
        if (motivo) log("Hub: banco de dados disponível de novo.");
        aberto = database;
        motivo = undefined;
        falhas = 0;
        return database;
      },
      (err: unknown) => {
        motivo = motivoDe(err);
        const espera = Math.min(1000 * 2 ** falhas++, ESPERA_MAXIMA_MS);
        log(`Hub: banco de dados indisponível (${motivo}); nova tentativa em ${espera / 1000} s.`);
        if (!fechado)
          timer = setTimeout(() => {
            abrindo = undefined;
            tentar().catch(() => undefined);
          }, espera);
        throw new BancoIndisponivel(motivo);
      },
    ));

  return {
    async db(): Promise<Db> {
      if (aberto) return aberto.db;
      if (motivo) throw new BancoIndisponivel(motivo);
      return (await tentar()).db;
    },
    async ouvir(canal: string, cb: (payload: string) => void) {
      return (aberto ?? (await tentar())).ouvir(canal, cb);
    },
    async close() {
      fechado = true;
      clearTimeout(timer);
      const database = aberto;
      aberto = undefined;
      if (database) await database.close();
    },
  };
}
