import "server-only";
import type { Db, Ouvir, Parar } from "../../db/client";
import { gerarAlertas } from "./alertas";
import { CANAL, entregarEventos } from "./entrega";
import type { NotificacaoItem } from "./schemas";
import { notificacoesApos } from "./service";

/**
 * An open stream: the last notification it got, and its reads one after the other (`fila`), as two reads
 * at once (a NOTIFY arriving during the catch-up) would both start after the same `ultimo` and send twice.
 */
type Ouvinte = { ultimo: number; enviar: (n: NotificacaoItem) => void; fila: Promise<void> };

/**
 * One instance's notifications: it delivers the outbox (`entregar`, after each change and on a timer, which
 * also raises the deadline alerts) and pushes each user's new notifications to their open streams. Streams
 * are told by the database's NOTIFY, so a delivery made by any instance reaches a browser connected to
 * any other; each stream remembers the last notification it sent and reads what follows it, so a missed
 * NOTIFY (a listening connection lost) costs nothing once the next one, or the reconnection's, arrives.
 */
export type Central = {
  /** Delivers the pending events; a call during a delivery waits for one that starts after it. */
  entregar: () => Promise<number>;
  /** Streams the user's notifications after `desde` to `enviar`, from now on; answers how to stop. */
  inscrever: (usuarioId: number, desde: number, enviar: Ouvinte["enviar"]) => Promise<() => void>;
  /** Starts the timer of `intervaloMs`, once: at the first request, not when the module loads (a build). */
  iniciar: () => void;
  fechar: () => Promise<void>;
};

export function criarCentral(o: {
  db: () => Promise<Db>;
  now: () => Date;
  ouvir?: Ouvir;
  /** Runs the alerts and the delivery this often (the portal's server; tests call `entregar`). */
  intervaloMs?: number;
}): Central {
  let rodando: Promise<number> | null = null;
  let seguinte: Promise<number> | null = null;
  const passo = async () => entregarEventos(await o.db(), o.now());

  function entregar(): Promise<number> {
    if (seguinte) return seguinte;
    const antes = rodando ?? Promise.resolve(0);
    const p: Promise<number> = antes
      .catch(() => 0)
      .then(() => {
        seguinte = null;
        rodando = p;
        return passo();
      })
      .finally(() => {
        if (rodando === p) rodando = null;
      });
    seguinte = p;
    return p;
  }

  const ouvintes = new Map<number, Set<Ouvinte>>();
  let parar: Promise<Parar> | null = null;

  async function alcancar(usuarioId: number) {
    const deste = ouvintes.get(usuarioId);
    if (!deste?.size) return;
    const db = await o.db();
    const leituras = [...deste].map((ouvinte) => {
      const vez = ouvinte.fila.then(async () => {
        for (const n of await notificacoesApos(db, usuarioId, ouvinte.ultimo)) {
          ouvinte.ultimo = n.id;
          ouvinte.enviar(n);
        }
      });
      ouvinte.fila = vez.catch(() => undefined);
      return vez;
    });
    await Promise.all(leituras);
  }
  // The payload names the users told; an empty one (a listening connection back) means "everyone".
  const aoAvisar = (payload: string) => {
    const ids = payload ? payload.split(",").map(Number) : [...ouvintes.keys()];
    for (const id of ids)
      alcancar(id).catch((e: unknown) => console.error("Hub: falha ao enviar notificações", e));
  };

  async function inscrever(usuarioId: number, desde: number, enviar: Ouvinte["enviar"]) {
    if (o.ouvir) parar ??= o.ouvir(CANAL, aoAvisar);
    await parar;
    const ouvinte: Ouvinte = { ultimo: desde, enviar, fila: Promise.resolve() };
    const deste = ouvintes.get(usuarioId) ?? new Set();
    ouvintes.set(usuarioId, deste.add(ouvinte));
    await alcancar(usuarioId);
    // Called again (the stream's abort and the end of its loop both stop it), or after the user's last
    // stream went and a new one came with a new set: only a set still in use may leave the map, or the new
    // stream would stop getting anything.
    return () => {
      deste.delete(ouvinte);
      if (!deste.size && ouvintes.get(usuarioId) === deste) ouvintes.delete(usuarioId);
    };
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  function iniciar() {
    if (timer || !o.intervaloMs) return;
    timer = setInterval(() => {
      o.db()
        .then((db) => gerarAlertas(db, o.now()))
        .then(entregar)
        .catch((e: unknown) => console.error("Hub: falha ao entregar notificações", e));
    }, o.intervaloMs);
    timer.unref();
  }

  return {
    entregar,
    inscrever,
    iniciar,
    async fechar() {
      clearInterval(timer);
      // A delivery under way finishes before the database it uses is closed.
      await Promise.all([rodando, seguinte].map((p) => p?.catch(() => 0)));
      ouvintes.clear();
      if (parar) await (await parar)();
    },
  };
}
