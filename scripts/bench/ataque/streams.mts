// Issue 43, item 2: one user opens 500 live streams (GET /eventos/stream/). Opening one used to read for
// every stream the user already had (100 streams: 4,347 transactions; 500: ~127k, and the catalogue timed out
// on PGlite), a user kept every stream, and a stream outlived the logout of its session.
// Over HTTP, on the server under attack: 500 streams of cliente@ opened 10 at a time while the catalogue is
// asked every 200 ms, the server's memory, how many streams it keeps, and whether a logout ends them.
// In process (createApp over a PGlite in memory that counts statements): the queries to open 100 and 500
// streams of one user, which must grow linearly. This file on 3329169, before the fix, counts 5,250 and
// 126,250 (two queries per stream and a read for every stream open: 100 × 101 / 2 for 100); there was no
// limit per user and no end at logout (the API tests of notificacao/routes.test.ts that fail there). The
// times depend on the machine's load (the lines leave room for a busy one); the counts do not.
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { CABECALHO_PAR } from "@/lib/endereco";
import { createApp } from "@/server/app";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { token, usuario } from "@/server/db/schema/usuario";
import { criarCentral } from "@/server/modules/notificacao";
import type { Alvo, Cenario, Medida } from "./alvo.mts";

const STREAMS = 500;
const EM_PARALELO = 10;
const MANTIDOS = 10;
const LOGIN = "cliente@hub.example";

/** A stream being read: when it said `pronto`, its text, whether the server ended it; `largar` drops it. */
type Fluxo = { prontoMs: number; texto: () => string; terminou: () => boolean; largar: () => void };

/** Reads the stream of `res` up to its `pronto` (ms since `inicio`), then reads on in the background. */
async function lerFluxo(res: Response, inicio: number): Promise<Fluxo> {
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
  const leitor = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let texto = "";
  let terminou = false;
  let avisar: () => void = () => {};
  const pronto = new Promise<void>((resolve) => (avisar = resolve));
  void (async () => {
    for (;;) {
      const { done, value } = await leitor.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      texto += value;
      if (texto.includes("event: pronto")) avisar();
    }
    terminou = true;
    avisar();
  })();
  await pronto;
  if (!texto.includes("event: pronto")) throw new Error(`stream terminou sem pronto: ${texto}`);
  return {
    prontoMs: performance.now() - inicio,
    texto: () => texto,
    terminou: () => terminou,
    largar: () => void leitor.cancel().catch(() => undefined),
  };
}

/** `n` jobs of `tarefa`, `paralelo` at a time, in order of their index. */
async function emLotes<T>(n: number, paralelo: number, tarefa: (i: number) => Promise<T>): Promise<T[]> {
  const saida: T[] = [];
  let proximo = 0;
  await Promise.all(
    Array.from({ length: paralelo }, async () => {
      while (proximo < n) {
        const i = proximo++;
        saida[i] = await tarefa(i);
      }
    }),
  );
  return saida;
}

const media = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The attack over HTTP on the server of `alvo`. */
async function porHttp(alvo: Alvo): Promise<Medida[]> {
  const token = await alvo.entrar(LOGIN);
  const pedirCatalogo = async () => {
    const inicio = performance.now();
    const res = await fetch(`${alvo.base}/api/hub/servico/`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`catálogo: ${res.status}`);
    return performance.now() - inicio;
  };
  // The catalogue's first answers (a cold server) are not the attack's doing; then as often as during the
  // attack, for as long as two rounds of the server's 5-second timer (alerts and delivery).
  for (let i = 0; i < 5; i++) await pedirCatalogo();
  const emRepouso: number[] = [];
  for (let i = 0; i < 40; i++) {
    emRepouso.push(await pedirCatalogo());
    await esperar(200);
  }
  const rssAntes = alvo.rssMb();
  const catalogo: number[] = [];
  let atacando = true;
  const sondar = (async () => {
    while (atacando) {
      catalogo.push(await pedirCatalogo());
      await esperar(200);
    }
  })();
  const inicio = performance.now();
  const fluxos = await emLotes(STREAMS, EM_PARALELO, async () => {
    const desde = performance.now();
    const res = await fetch(`${alvo.base}/api/hub/eventos/stream/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return lerFluxo(res, desde);
  });
  const abrirMs = performance.now() - inicio;
  atacando = false;
  await sondar;
  // What the server ended is read by now.
  await esperar(1_000);
  const rssDepois = alvo.rssMb();
  const abertos = fluxos.filter((f) => !f.terminou());
  const avisados = fluxos.filter((f) => f.terminou() && /event: fim\ndata: limite\n/.test(f.texto())).length;

  const sair = await fetch(`${alvo.base}/api/hub/auth/logout/`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  if (!sair.ok) throw new Error(`logout: ${sair.status}`);
  await esperar(2_000);
  const aposLogout = abertos.filter((f) => !f.terminou()).length;
  for (const f of fluxos) f.largar();

  const crescimento =
    media(fluxos.slice(-100).map((f) => f.prontoMs)) / media(fluxos.slice(0, 100).map((f) => f.prontoMs));
  const piorCatalogo = Math.round(Math.max(...catalogo));
  const repouso = Math.round(Math.max(...emRepouso));
  return [
    {
      medida: `tempo para abrir ${STREAMS} streams de um usuário por HTTP, ${EM_PARALELO} por vez (ms)`,
      valor: Math.round(abrirMs),
      linha: "≤ 60 000",
      ok: abrirMs <= 60_000,
    },
    {
      medida: "abertura: média das 100 últimas ÷ média das 100 primeiras",
      valor: Number(crescimento.toFixed(2)),
      linha: "≤ 2 (não cresce com os abertos)",
      ok: crescimento <= 2,
    },
    {
      medida: `catálogo durante o ataque, pior de ${catalogo.length} (ms; em repouso, pior de ${emRepouso.length}: ${repouso})`,
      valor: piorCatalogo,
      linha: "≤ 3 000",
      ok: piorCatalogo <= 3_000,
    },
    {
      medida: "RSS do servidor a mais após o ataque (MB)",
      valor: rssDepois - rssAntes,
      linha: "≤ +100",
      ok: rssDepois - rssAntes <= 100,
    },
    {
      medida: "streams que o servidor mantém abertos",
      valor: abertos.length,
      linha: `= ${MANTIDOS}`,
      ok: abertos.length === MANTIDOS,
    },
    {
      medida: "streams encerrados com `fim: limite`",
      valor: avisados,
      linha: `= ${STREAMS - MANTIDOS}`,
      ok: avisados === STREAMS - MANTIDOS,
    },
    {
      medida: "streams ainda abertos 2 s após o logout",
      valor: aposLogout,
      linha: "= 0",
      ok: aposLogout === 0,
    },
  ];
}

/**
 * The statements the app sends to open `n` streams of one user, one after the other, in process: createApp
 * over a PGlite in memory with one user and one session, its statements counted by Drizzle's logger.
 */
export async function consultasParaAbrir(quantos: number[]): Promise<Map<number, number>> {
  let contadas = 0;
  const pglite = await PGlite.create("memory://", { extensions: { pg_trgm } });
  try {
    const db = drizzle(pglite, { schema, logger: { logQuery: () => void contadas++ } }) as unknown as Db;
    await migrate(db as never, { migrationsFolder: path.join(process.cwd(), "server/db/migrations") });
    const ouvir = (canal: string, cb: (payload: string) => void) => pglite.listen(canal, cb);
    const central = criarCentral({ db: async () => db, now: () => new Date(), ouvir });
    const app = createApp({ db: async () => db, central, ouvir });
    const saida = new Map<number, number>();
    for (const n of quantos) {
      const raw = randomBytes(32).toString("base64url");
      const [u] = await db
        .insert(usuario)
        .values({ email: `ataque-${n}@hub.example`, nome: "Ataque", senhaHash: "-" })
        .returning({ id: usuario.id });
      await db.insert(token).values({
        usuarioId: u.id,
        hash: createHash("sha256").update(raw).digest("hex"),
        expiraEm: new Date(Date.now() + 3_600_000),
      });
      const fluxos: Fluxo[] = [];
      contadas = 0;
      for (let i = 0; i < n; i++) {
        const res = await app.request("/api/hub/eventos/stream/", {
          headers: { authorization: `Bearer ${raw}`, [CABECALHO_PAR]: "127.0.0.1" },
        });
        fluxos.push(await lerFluxo(res, performance.now()));
      }
      saida.set(n, contadas);
      for (const f of fluxos) f.largar();
    }
    await central.fechar();
    return saida;
  } finally {
    await pglite.close();
  }
}

async function emProcesso(): Promise<Medida[]> {
  const contagem = await consultasParaAbrir([100, STREAMS]);
  const [cem, todos] = [contagem.get(100)!, contagem.get(STREAMS)!];
  const porStream = todos / STREAMS;
  return [
    {
      medida: "consultas para abrir 100 streams de um usuário, em processo",
      valor: cem,
      linha: "≤ 5 por stream",
      ok: cem <= 500,
    },
    {
      medida: `consultas para abrir ${STREAMS} streams de um usuário, em processo`,
      valor: todos,
      linha: `linear: ≤ 5 por stream e ≤ ${STREAMS / 100}× as de 100 (+10%)`,
      ok: porStream <= 5 && todos <= (cem * STREAMS * 1.1) / 100,
    },
  ];
}

const cenario: Cenario = {
  nome: "streams",
  descricao: `${STREAMS} streams ao vivo de um usuário: custo de abrir, limite por usuário, fim no logout`,
  async medir(alvo) {
    // HTTP first: the in-process PGlite would load this process, the client that times the server.
    const http = await porHttp(alvo);
    return [...(await emProcesso()), ...http];
  },
};
export default cenario;
