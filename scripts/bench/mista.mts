// `npm run bench:mista`: the API under a mixed load (issue 48). Seeds N requests (100,000 by default) into a
// throwaway PostgreSQL database on the server of HUB_BENCH_DATABASE_URL (semear.mts), then lets many simulated
// users of every role act at once for a fixed time, each call drawn from one table (mista/mistura.mts: nine in
// ten read pages, searches and filters, one in ten writes: purchases, transitions, messages, uploads):
// in-process (createApp, no HTTP), then through HTTP (`next start` on the same database). Per kind of call:
// calls/s, p50, p95 and errors; the queue cache's hit rate (in-process: the server's counters are in its own
// process over HTTP); the database's share of the CPU; and whether every write answered as done is in the
// database after. Prints tables and writes bench-results/mista.json; exits 1 when something was lost.
// Options: --solicitacoes N, --segundos S (per run), --usuarios U (at once), --banco URL (an already seeded
// database: no seeding, kept), --manter, --sem-processo, --sem-http, --reusar-build.
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { CABECALHO_PAR } from "@/lib/endereco";
import { createApp } from "@/server/app";
import type { Db } from "@/server/db/client";
import { abrirPool } from "@/server/db/pool";
import * as schema from "@/server/db/schema";
import { DEMO_PASSWORD } from "@/server/demo";
import { criarCentral } from "@/server/modules/notificacao";
import { gravarResultado } from "./carga.mts";
import { criarBancoDeBench, semear } from "./semear.mts";
import { garantirBuild, portaLivre } from "./web-servidor.mts";
import { carregarAlvos } from "./mista/alvos.mts";
import { conferir, contar } from "./mista/conferencia.mts";
import { medirCpu } from "./mista/cpu.mts";
import { MISTURA, PAPEIS, parteEscrita, sorteio, type Papel } from "./mista/mistura.mts";
import { resumir, rodar, type Envio } from "./mista/rodada.mts";
import { iniciarNoBanco } from "./mista/servidor.mts";

const SAIDA = "bench-results/mista.json";
// The counters of the app's own instance of the cache module: the app's modules load as CommonJS under tsx,
// and an `import` of the same file from this ES module would be a second instance that no call counts in.
const { contagemDosCaches } = createRequire(import.meta.url)(
  "../../server/lib/cache-por-versao.ts",
) as typeof import("@/server/lib/cache-por-versao");
/** Who acts: demo accounts, and eight of the bench's managers (each with the requests of its units). */
const GESTORES = 8;

const { values: opcoes } = parseArgs({
  options: {
    solicitacoes: { type: "string", default: "100000" },
    segundos: { type: "string", default: "30" },
    usuarios: { type: "string", default: "32" },
    banco: { type: "string" },
    manter: { type: "boolean", default: false },
    "sem-http": { type: "boolean", default: false },
    "sem-processo": { type: "boolean", default: false },
    "reusar-build": { type: "boolean", default: false },
  },
});
const DURACAO_MS = Math.max(1, Number(opcoes.segundos) || 30) * 1000;
const USUARIOS = Math.max(1, Number(opcoes.usuarios) || 32);
const servidor = process.env.HUB_BENCH_DATABASE_URL;
if (!servidor) {
  console.error(
    "Defina HUB_BENCH_DATABASE_URL (postgres://usuario@host:porta/banco de um servidor PostgreSQL).",
  );
  process.exit(1);
}
const porta = Number(new URL(opcoes.banco ?? servidor).port || 5432);

const inicio = performance.now();
const banco = opcoes.banco
  ? { db: drizzle(abrirPool(opcoes.banco), { schema }) as unknown as Db, url: opcoes.banco, descartar: null }
  : await criarBancoDeBench(servidor, "hub_bench_mista");
let semeadura: Record<string, unknown> = { banco_existente: true };
if (!opcoes.banco) {
  console.log(`Banco ${banco.url}: semeando ${opcoes.solicitacoes} solicitações…`);
  const passos: Record<string, number> = {};
  const { linhas } = await semear(banco.db, { solicitacoes: Number(opcoes.solicitacoes) }, (rotulo, ms) => {
    passos[rotulo] = Math.round((passos[rotulo] ?? 0) + ms);
  });
  semeadura = { segundos: Math.round((performance.now() - inicio) / 1000), passos_ms: passos, linhas };
  console.log(`Semeado em ${semeadura.segundos} s.`);
}
// The demo's yearly limit (10 requests per company) would refuse every purchase of a client that buys
// hundreds a second from ten companies: the bench's programme allows more, as a setting.
await banco.db.execute(
  sql`update parametro set valor = '100000000' where chave = 'LIMITE_ANUAL_SOLICITACOES_EMPRESA'`,
);
const [{ n: solicitacoes }] = (
  (await banco.db.execute(sql`select count(*)::int as n from solicitacao`)) as unknown as {
    rows: { n: number }[];
  }
).rows;

/** a / b to three places; null when b is 0. */
const fracao = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 1000 : null);
const pct = (parte: number) => `${Math.round(parte * 1000) / 10}%`;

/** Signed-in tokens per role: one demo account each, the bench's busiest managers for `gestor`. */
async function entrarTodos(enviar: Envio) {
  const gestores = (
    (await banco.db.execute(
      sql`select u.email from solicitacao_gestor sg join usuario u on u.id = sg.usuario_id
        where u.email like 'gestor.bench.%' group by u.email order by count(*) desc, u.email limit ${GESTORES}`,
    )) as unknown as { rows: { email: string }[] }
  ).rows.map((r) => r.email);
  const contas: Record<Papel, string[]> = {
    ...(Object.fromEntries(PAPEIS.map((p) => [p, [`${p}@hub.example`]])) as Record<Papel, string[]>),
    gestor: ["gestor@hub.example", ...gestores],
  };
  const tokens = {} as Record<Papel, string[]>;
  for (const papel of PAPEIS)
    tokens[papel] = await Promise.all(
      contas[papel].map(async (username) => {
        const res = await enviar("/auth/login/", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username, password: DEMO_PASSWORD }),
        });
        if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { token: string }).token;
      }),
    );
  return tokens;
}

/** One run over `enviar`: the load, then the counts, the cache and the CPU of what it did. */
async function medir(modo: string, enviar: Envio, outrosPids: () => number[]) {
  const alvos = await carregarAlvos(banco.db);
  const tokens = await entrarTodos(enviar);
  const antes = await contar(banco.db);
  for (const c of Object.values(contagemDosCaches)) Object.assign(c, { acertos: 0, faltas: 0 });
  const fimCpu = medirCpu(porta, [process.pid, ...outrosPids()]);
  console.log(`${modo}: ${USUARIOS} usuários por ${DURACAO_MS / 1000} s…`);
  const rodada = await rodar({
    tabela: MISTURA,
    sortear: sorteio(MISTURA),
    alvos,
    enviar,
    tokens,
    usuarios: USUARIOS,
    duracaoMs: DURACAO_MS,
    aquecimentoMs: Math.min(5000, DURACAO_MS / 5),
  });
  const cpu = fimCpu();
  const conferencia = conferir(antes, await contar(banco.db), rodada.escritos);
  const fila = contagemDosCaches.fila;
  const linhas = resumir(rodada);
  const amostras = Object.fromEntries(
    [...rodada.registros.values()].filter((r) => r.amostras.length).map((r) => [r.nome, r.amostras]),
  );
  const resultado = {
    modo,
    chamadas_s: Math.round(linhas.reduce((s, l) => s + l.req_s, 0)),
    parte_escrita: fracao(
      linhas.filter((l) => l.natureza === "escrita").reduce((s, l) => s + l.chamadas, 0),
      linhas.reduce((s, l) => s + l.chamadas, 0),
    ),
    // Over HTTP the cache lives in the server's process, whose counters this one cannot read.
    acertos_fila: modo === "http" ? null : fracao(fila.acertos, fila.acertos + fila.faltas),
    fila: modo === "http" ? null : { ...fila },
    cpu,
    sem_alvo: rodada.semAlvo,
    conferencia,
    linhas,
    erros: amostras,
    carga_media: loadavg().map((c) => Math.round(c * 100) / 100),
  };
  console.table(linhas);
  console.log(
    `${modo}: ${resultado.chamadas_s} chamadas/s, ${pct(resultado.parte_escrita ?? 0)} escritas; acertos do cache da fila ` +
      `${resultado.acertos_fila === null ? "—" : pct(resultado.acertos_fila)}; CPU do banco ${cpu ? `${pct(cpu.banco_da_maquina)} da máquina, ${pct(cpu.banco_da_carga)} da carga` : "—"}.`,
  );
  console.table(conferencia);
  if (Object.keys(amostras).length) console.log("Erros (amostras):", amostras);
  return resultado;
}

const resultados = [];
async function emProcesso() {
  const central = criarCentral({ db: async () => banco.db, now: () => new Date() });
  try {
    const app = createApp({ db: async () => banco.db, central });
    const enviar: Envio = (caminho, init) =>
      Promise.resolve(
        app.request(`/api/hub${caminho}`, {
          ...init,
          headers: { [CABECALHO_PAR]: "127.0.0.1", ...(init.headers as Record<string, string>) },
        }),
      );
    return await medir("em processo", enviar, () => []);
  } finally {
    await central.fechar();
  }
}

if (!opcoes["sem-processo"]) resultados.push(await emProcesso());
if (!opcoes["sem-http"]) {
  console.log(`Build: ${await garantirBuild(opcoes["reusar-build"])}.`);
  const http = await iniciarNoBanco(banco.url, await portaLivre());
  try {
    resultados.push(
      await medir("http", (caminho, init) => fetch(`${http.base}/api/hub${caminho}`, init), http.pids),
    );
  } finally {
    await http.parar();
  }
}

const perdido = resultados.some((r) => r.conferencia.some((c) => !c.ok));
gravarResultado(
  SAIDA,
  loadavg().map((c) => Math.round(c * 100) / 100),
  {
    solicitacoes,
    segundos: DURACAO_MS / 1000,
    usuarios: USUARIOS,
    parte_escrita_da_tabela: parteEscrita(MISTURA),
    semeadura,
    resultados,
  },
);
console.log(`\nEscrito ${SAIDA}.${perdido ? " ALGO SE PERDEU: veja a conferência." : " Nada se perdeu."}`);
if (banco.descartar && !opcoes.manter) await banco.descartar();
else console.log(`Banco mantido: ${banco.url}`);
process.exit(perdido ? 1 : 0);
