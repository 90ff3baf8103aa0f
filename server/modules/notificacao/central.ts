import "server-only";
import type { Db, Ouvir, Parar } from "../../db/client";
import { CANAL_SESSAO, tokensVivos } from "../auth";
import { gerarAlertas } from "./alertas";
import { CANAL, entregarEventos } from "./entrega";
import type { NotificacaoItem } from "./schemas";
import { notificacoesApos } from "./service";

/** How many live streams a user keeps on one instance: a new one past these ends the user's oldest. */
const STREAMS_POR_USUARIO = 10;

/**
 * Why the server ends a stream: the user's newer streams pushed it out (`limite`), the session it was opened
 * with ended (`sessao`: a logout, a deactivated user, its expiry), or the server is stopping (`servidor`).
 */
export type MotivoFim = "limite" | "sessao" | "servidor";

/** A stream to open: whose, with which session (token), after which notification, and its two ends. */
export type Inscricao = {
  usuarioId: number;
  tokenId: number;
  desde: number;
  enviar: (n: NotificacaoItem) => void;
  /** Called once, when the central drops the stream for `motivo` (never after its own stop). */
  encerrar: (motivo: MotivoFim) => void;
};

/** An open stream: the last notification it got, and the timer of its session's expiry. */
type Ouvinte = Omit<Inscricao, "desde"> & { ultimo: number; expira?: ReturnType<typeof setTimeout> };

/**
 * A user's open streams, oldest first (a Set keeps the order they came in), and their reads one after the
 * other (`fila`), as two reads at once (a NOTIFY arriving during a catch-up) would both start after the same
 * `ultimo` and send twice.
 */
type DoUsuario = { streams: Set<Ouvinte>; fila: Promise<void> };

/**
 * One instance's notifications: it delivers the outbox (`entregar`, after each change and on a timer, which
 * also raises the deadline alerts) and pushes each user's new notifications to their open streams. Streams
 * are told by the database's NOTIFY, so a delivery made by any instance reaches a browser connected to
 * any other; each stream remembers the last notification it sent and reads what follows it, so a missed
 * NOTIFY (a listening connection lost) costs nothing once the next one, or the reconnection's, arrives.
 *
 * Opening a stream costs the same however many the user has open: a check of its session and its own
 * catch-up, never a read for the others. A user keeps STREAMS_POR_USUARIO streams (the oldest goes), and a
 * session's streams end when it is revoked: the revocation NOTIFYs CANAL_SESSAO (auth/token.ts), which
 * reaches every instance.
 */
export type Central = {
  /** Delivers the pending events; a call during a delivery waits for one that starts after it. */
  entregar: () => Promise<number>;
  /** Streams the user's notifications after `desde`, from now on; answers how to stop (callable again). */
  inscrever: (i: Inscricao) => Promise<() => void>;
  /** Starts the timer of `intervaloMs`, once: at the first request, not when the module loads (a build). */
  iniciar: () => void;
  fechar: () => Promise<void>;
};

// The most ids one check of sessions sends in one statement.
const LOTE_SESSOES = 1000;
// setTimeout takes no longer delay (about 24.8 days); a session lives hours.
const MAX_TIMER_MS = 2 ** 31 - 1;

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

  const usuarios = new Map<number, DoUsuario>();
  const porToken = new Map<number, Set<Ouvinte>>();
  let escuta: Promise<Parar[]> | null = null;

  /**
   * Takes a stream out; false when it was out already. Called again (the stream's abort and the end of its
   * loop both stop it), or after the user's last stream went and a new one came with a new set: only a set
   * still in use may leave the map, or the new stream would stop getting anything.
   */
  function retirar(s: Ouvinte) {
    const doUsuario = usuarios.get(s.usuarioId);
    if (!doUsuario?.streams.delete(s)) return false;
    if (!doUsuario.streams.size) usuarios.delete(s.usuarioId);
    const daSessao = porToken.get(s.tokenId);
    daSessao?.delete(s);
    if (!daSessao?.size) porToken.delete(s.tokenId);
    clearTimeout(s.expira);
    return true;
  }
  function encerrar(s: Ouvinte, motivo: MotivoFim) {
    if (retirar(s)) s.encerrar(motivo);
  }

  /**
   * Sends the user's streams (or only `so`) what came after each one's last: one read per place the streams
   * are at, so the user's streams that are up to date, the usual case, share one.
   */
  function alcancar(usuarioId: number, so?: Ouvinte): Promise<void> {
    const doUsuario = usuarios.get(usuarioId);
    if (!doUsuario) return Promise.resolve();
    const vez = doUsuario.fila.then(async () => {
      const porUltimo = new Map<number, Ouvinte[]>();
      for (const s of so ? [so] : doUsuario.streams)
        if (doUsuario.streams.has(s)) porUltimo.set(s.ultimo, [...(porUltimo.get(s.ultimo) ?? []), s]);
      if (!porUltimo.size) return;
      const db = await o.db();
      for (const [ultimo, juntos] of porUltimo)
        for (const n of await notificacoesApos(db, usuarioId, ultimo))
          for (const s of juntos)
            if (doUsuario.streams.has(s)) {
              s.ultimo = n.id;
              s.enviar(n);
            }
    });
    doUsuario.fila = vez.catch(() => undefined);
    return vez;
  }
  // The payload names the users told; an empty one (a listening connection back) means "everyone".
  const aoAvisar = (payload: string) => {
    const ids = payload ? payload.split(",").map(Number) : [...usuarios.keys()];
    for (const id of ids)
      alcancar(id).catch((e: unknown) => console.error("Hub: falha ao enviar notificações", e));
  };

  /** Ends the streams whose session can no longer be used, read in the database. */
  async function conferirSessoes() {
    const ids = [...porToken.keys()];
    const db = await o.db();
    for (let i = 0; i < ids.length; i += LOTE_SESSOES) {
      const lote = ids.slice(i, i + LOTE_SESSOES);
      const vivos = await tokensVivos(db, lote, o.now());
      for (const id of lote)
        if (!vivos.has(id)) for (const s of [...(porToken.get(id) ?? [])]) encerrar(s, "sessao");
    }
  }
  // "t<id>": one session ended; "u<id>": all of a user's. An empty payload (the listening connection back)
  // may follow a revocation it missed: every open stream's session is checked.
  const aoEncerrar = (payload: string) => {
    if (!payload) {
      conferirSessoes().catch((e: unknown) => console.error("Hub: falha ao conferir sessões", e));
      return;
    }
    const id = Number(payload.slice(1));
    const streams = payload.startsWith("u") ? usuarios.get(id)?.streams : porToken.get(id);
    for (const s of [...(streams ?? [])]) encerrar(s, "sessao");
  };

  async function inscrever(i: Inscricao) {
    if (o.ouvir) escuta ??= Promise.all([o.ouvir(CANAL, aoAvisar), o.ouvir(CANAL_SESSAO, aoEncerrar)]);
    await escuta;
    const { desde, ...resto } = i;
    const s: Ouvinte = { ...resto, ultimo: desde };
    const doUsuario = usuarios.get(s.usuarioId) ?? { streams: new Set<Ouvinte>(), fila: Promise.resolve() };
    doUsuario.streams.add(s);
    usuarios.set(s.usuarioId, doUsuario);
    porToken.set(s.tokenId, (porToken.get(s.tokenId) ?? new Set<Ouvinte>()).add(s));
    const parar = () => void retirar(s);
    for (const antigo of doUsuario.streams) {
      if (doUsuario.streams.size <= STREAMS_POR_USUARIO) break;
      encerrar(antigo, "limite");
    }
    // The route read the session before this stream was counted: a revocation whose NOTIFY came in between
    // found nothing to end. Read again now that the next one would find it (and learn when it expires).
    const expiraEm = (await tokensVivos(await o.db(), [s.tokenId], o.now())).get(s.tokenId);
    if (!expiraEm) encerrar(s, "sessao");
    // Ended meanwhile (its session, or the user's newer streams): nothing to catch up.
    if (!expiraEm || !doUsuario.streams.has(s)) return parar;
    const vida = expiraEm.getTime() - o.now().getTime();
    s.expira = setTimeout(() => encerrar(s, "sessao"), Math.min(Math.max(vida, 0), MAX_TIMER_MS));
    s.expira.unref();
    await alcancar(s.usuarioId, s);
    return parar;
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
      for (const doUsuario of [...usuarios.values()])
        for (const s of [...doUsuario.streams]) encerrar(s, "servidor");
      if (escuta) for (const parar of await escuta) await parar();
    },
  };
}
