// `npm run bench:api`: the API under load (issues 10 and 48). Seeds 100,000 requests into a throwaway PostgreSQL
// database on the server of HUB_BENCH_DATABASE_URL (semear.mts) and drives the app in-process (createApp, no
// HTTP) with a fixed number of calls in flight: calls per second, p50 and p95 at 8 and 32 concurrent calls for
// the catalogue, the staff queue (page 1, a status filter, a search), and every party's details and lists (the
// client's requests and projects, the provider's opportunities, proposals, diagnostics and projects, the
// notifications, cost centres, companies, tenders and back-office lists), beside the bare SQL of each call's
// queries and the router's 404 floor. Then the catalogue and the 404 on the embedded database (PGlite, demo
// data only: its catalogue does not grow with the requests) at 8, in-process and through HTTP (`next start`,
// built as bench:web builds). Prints a table and writes bench-results/api.json.
// Options: --solicitacoes N, --segundos S (per measurement), --manter, --reusar-build (HTTP on whatever .next
// holds), --so-postgres (no embedded database, no build), --rotas a,b (only the PostgreSQL calls named).
import { cpus, loadavg } from "node:os";
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
import { gravarResultado, medirCarga, mediana, type Carga } from "./carga.mts";
import { abrirEmbutido } from "../banco-embutido.mts";
import { criarBancoDeBench, semear } from "./semear.mts";
import { garantirBuild, iniciarServidor, portaLivre } from "./web-servidor.mts";

const SAIDA = "bench-results/api.json";
const CONCORRENCIAS = [8, 32];

const { values: opcoes } = parseArgs({
  options: {
    solicitacoes: { type: "string", default: "100000" },
    segundos: { type: "string", default: "5" },
    manter: { type: "boolean", default: false },
    "reusar-build": { type: "boolean", default: false },
    "so-postgres": { type: "boolean", default: false },
    rotas: { type: "string" },
  },
});
const DURACAO_MS = Math.max(1, Number(opcoes.segundos) || 5) * 1000;
const servidor = process.env.HUB_BENCH_DATABASE_URL;
if (!servidor) {
  console.error(
    "Defina HUB_BENCH_DATABASE_URL (postgres://usuario@host:porta/banco de um servidor PostgreSQL).",
  );
  process.exit(1);
}

// node-postgres warns when a client is sent a query while busy (issue 10): counted and reported.
const avisos: string[] = [];
process.on("warning", (w) => avisos.push(`${w.name}: ${w.message}`));

type App = ReturnType<typeof createApp>;
/** A GET through the app as `token`'s user; anything but the expected status fails the run. */
const chamador =
  (app: App, caminho: string, token?: string, esperado = 200) =>
  async () => {
    const res = await app.request(`/api/hub${caminho}`, {
      headers: { [CABECALHO_PAR]: "127.0.0.1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const corpo = await res.text();
    if (res.status !== esperado) throw new Error(`${caminho}: ${res.status} ${corpo.slice(0, 300)}`);
  };

async function entrar(app: App, username: string) {
  const res = await app.request("/api/hub/auth/login/", {
    method: "POST",
    headers: { [CABECALHO_PAR]: "127.0.0.1", "content-type": "application/json" },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The id of the first row `caminho` lists for `token`'s user (a page of results, or a bare list). */
async function primeiroId(app: App, caminho: string, token: string): Promise<number> {
  const res = await app.request(`/api/hub${caminho}`, {
    headers: { [CABECALHO_PAR]: "127.0.0.1", authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`${caminho}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  const corpo = (await res.json()) as { results?: { id: number }[] } | { id: number }[];
  const [primeiro] = Array.isArray(corpo) ? corpo : (corpo.results ?? []);
  if (!primeiro) throw new Error(`${caminho}: lista vazia`);
  return primeiro.id;
}

type Cenario = { rota: string; caminho: string; token?: string; esperado?: number };
type Sql = {
  consultas: number;
  soma_ms: number;
  consultas_fria: number;
  soma_fria_ms: number;
  principal_ms: number;
  principal: string;
};
type Linha = { banco: string; rota: string } & Carga & Partial<Sql>;
type Capturada = { texto: string; params: unknown[] };

/**
 * The bare SQL of one call: the statements the app sends for it (caught by Drizzle's logger on an app of
 * its own over the same database), each run alone on one connection, median of 20; inside a transaction
 * rolled back, so a call that writes leaves nothing behind. Twice: the first call (cold: a kept answer is
 * computed, as on its first call after a change) and the second (what a call costs while its cache holds).
 * The cold call's slowest statement is the call's main query.
 */
async function sqlDaChamada(url: string, cenario: Cenario): Promise<Sql> {
  let capturadas: Capturada[] = [];
  const pool = abrirPool(url, 2);
  const logado = drizzle(pool, {
    schema,
    logger: { logQuery: (texto, params) => capturadas.push({ texto, params }) },
  }) as unknown as Db;
  // Its own central, closed with it: the app's default one would keep a timer over this pool once it ends.
  const central = criarCentral({ db: async () => logado, now: () => new Date() });
  const app = createApp({ db: async () => logado, central });
  const chamar = chamador(app, cenario.caminho, cenario.token, cenario.esperado);
  await chamar();
  const frias = capturadas;
  capturadas = [];
  await chamar();
  const cliente = await pool.connect();
  const medir = async (lista: Capturada[]) => {
    const tempos: { texto: string; ms: number }[] = [];
    for (const q of lista.filter((c) => !/^(begin|commit|rollback|savepoint|release)/i.test(c.texto)))
      tempos.push({ texto: q.texto, ms: await mediana(() => cliente.query(q.texto, q.params)) });
    return tempos;
  };
  const soma = (tempos: { ms: number }[]) => Math.round(tempos.reduce((s, t) => s + t.ms, 0) * 10) / 10;
  try {
    await cliente.query("begin");
    const [fria, quente] = [await medir(frias), await medir(capturadas)];
    const principal = fria.reduce((a, b) => (b.ms > a.ms ? b : a), { texto: "", ms: 0 });
    return {
      consultas: capturadas.length,
      soma_ms: soma(quente),
      consultas_fria: frias.length,
      soma_fria_ms: soma(fria),
      principal_ms: principal.ms,
      principal: principal.texto.slice(0, 160),
    };
  } finally {
    await cliente.query("rollback");
    cliente.release();
    await central.fechar();
    await pool.end();
  }
}

const linhas: Linha[] = [];
const inicio = performance.now();
const banco = await criarBancoDeBench(servidor, "hub_bench_api");
console.log(`Banco ${banco.url}: semeando ${opcoes.solicitacoes} solicitações…`);
const { sujeitos } = await semear(banco.db, { solicitacoes: Number(opcoes.solicitacoes) });
console.log(`Semeado em ${Math.round((performance.now() - inicio) / 1000)} s.`);

const central = criarCentral({ db: async () => banco.db, now: () => new Date() });
try {
  const app = createApp({ db: async () => banco.db, central });
  const gestor = await entrar(app, sujeitos.gestor);
  const cliente = await entrar(app, sujeitos.cliente);
  const prestador = await entrar(app, sujeitos.prestador);
  const coordenador = await entrar(app, sujeitos.coordenador);
  const admin = await entrar(app, "admin@hub.example");
  await central.entregar();
  const [{ id: recente }] = (
    (await banco.db.execute(sql`select max(id)::int as id from solicitacao`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const pedido = await primeiroId(app, "/solicitacao/externo/", cliente);
  const proposta = await primeiroId(app, "/proposta/externo/enviadas/", prestador);
  const projeto = await primeiroId(app, "/projeto/externo/", prestador);
  const todos: Cenario[] = [
    { rota: "404", caminho: "/nao-existe/", esperado: 404 },
    { rota: "catálogo", caminho: "/servico/" },
    { rota: "fila p1", caminho: "/solicitacao/interno/pendentes/", token: gestor },
    { rota: "fila status", caminho: "/solicitacao/interno/pendentes/?status=EM_EXECUCAO", token: gestor },
    { rota: "fila busca", caminho: "/solicitacao/interno/pendentes/?search=Bench%201234", token: gestor },
    { rota: "detalhe", caminho: `/solicitacao/interno/detalhe/${recente}/`, token: gestor },
    { rota: "cliente", caminho: "/solicitacao/externo/", token: cliente },
    { rota: "cliente detalhe", caminho: `/solicitacao/externo/detalhe/${pedido}/`, token: cliente },
    { rota: "cliente projetos", caminho: "/projeto/externo/", token: cliente },
    { rota: "prestador oportunidades", caminho: "/proposta/externo/", token: prestador },
    { rota: "prestador enviadas", caminho: "/proposta/externo/enviadas/", token: prestador },
    { rota: "prestador em análise", caminho: "/proposta/externo/emanalise/", token: prestador },
    { rota: "proposta detalhe", caminho: `/proposta/externo/detalhe/${proposta}/`, token: prestador },
    { rota: "prestador diagnósticos", caminho: "/diagnostico/externo/", token: prestador },
    { rota: "prestador projetos", caminho: "/projeto/externo/", token: prestador },
    { rota: "projeto detalhe", caminho: `/projeto/externo/${projeto}/`, token: prestador },
    { rota: "notificações", caminho: "/notificacao/mensagem/list/", token: gestor },
    { rota: "centros de custo", caminho: "/centrocusto/interno/", token: coordenador },
    { rota: "empresas", caminho: "/empresa/interno/busca/empresa/", token: coordenador },
    { rota: "editais", caminho: "/credenciamento/edital/list/", token: coordenador },
    { rota: "clientes", caminho: "/listagem/interno/clientes/", token: coordenador },
    { rota: "usuários", caminho: "/auth/admin/listar/", token: admin },
  ];
  const escolhidas = opcoes.rotas?.split(",").map((r) => r.trim());
  const cenarios = escolhidas ? todos.filter((c) => escolhidas.includes(c.rota)) : todos;
  for (const cenario of cenarios) {
    const bare = cenario.rota === "404" ? {} : await sqlDaChamada(banco.url, cenario);
    for (const c of CONCORRENCIAS) {
      const carga = await medirCarga(
        chamador(app, cenario.caminho, cenario.token, cenario.esperado),
        c,
        DURACAO_MS,
      );
      linhas.push({ banco: "postgres", rota: cenario.rota, ...carga, ...bare });
      console.log(
        `postgres ${cenario.rota} c=${c}: ${carga.req_s} req/s, p50 ${carga.p50} ms, p95 ${carga.p95} ms`,
      );
    }
  }
} finally {
  await central.fechar();
  if (!opcoes.manter) await banco.descartar();
}

// The embedded database, the catalogue beside the router's 404 at 8 calls in flight: in-process (one PGlite in
// memory with the demo data), then through HTTP as the issue measured its baseline (`next start` on its own
// fresh embedded database, the build bench:web makes, reused while current).
const CENARIOS_EMBUTIDO = [
  { rota: "404", caminho: "/nao-existe/", esperado: 404 },
  { rota: "catálogo", caminho: "/servico/", esperado: 200 },
];
async function medirEmbutido(
  banco: string,
  chamar: (caminho: string, esperado: number) => () => Promise<void>,
) {
  for (const cenario of CENARIOS_EMBUTIDO) {
    const carga = await medirCarga(chamar(cenario.caminho, cenario.esperado), 8, DURACAO_MS);
    linhas.push({ banco, rota: cenario.rota, ...carga });
    console.log(
      `${banco} ${cenario.rota} c=8: ${carga.req_s} req/s, p50 ${carga.p50} ms, p95 ${carga.p95} ms`,
    );
  }
}

if (!opcoes["so-postgres"]) {
  const { db: embutido, close: fecharEmbutido } = await abrirEmbutido("memory://");
  try {
    const app = createApp({ db: async () => embutido });
    await medirEmbutido("pglite", (caminho, esperado) => chamador(app, caminho, undefined, esperado));
  } finally {
    await fecharEmbutido();
  }

  console.log(`Build: ${await garantirBuild(opcoes["reusar-build"])}.`);
  const http = await iniciarServidor(await portaLivre());
  try {
    await medirEmbutido("pglite http", (caminho, esperado) => async () => {
      const res = await fetch(`${http.base}/api/hub${caminho}`);
      const corpo = await res.text();
      if (res.status !== esperado) throw new Error(`${caminho}: ${res.status} ${corpo.slice(0, 300)}`);
    });
  } finally {
    await http.parar();
  }
}

// Other work on the machine stretches every figure: the load is reported beside them.
const carga = loadavg().map((c) => Math.round(c * 100) / 100);
console.log(
  `\n${DURACAO_MS / 1000} s por medida; ${cpus().length} CPUs, carga média ${carga.join(" / ")} (1, 5 e 15 min).` +
    " Cada consulta da chamada sozinha numa conexão (mediana): consultas/soma na segunda chamada (com o" +
    " cache, se a rota tem), _fria na primeira; principal = a mais lenta da primeira.",
);
console.table(
  linhas.map(({ principal: _, ...l }) => ({
    ...l,
    "p50/sql": l.principal_ms ? Math.round((l.p50 / l.principal_ms) * 10) / 10 : undefined,
  })),
);
if (avisos.length) console.log("Avisos do processo:", [...new Set(avisos)]);

gravarResultado(SAIDA, carga, {
  solicitacoes: Number(opcoes.solicitacoes),
  segundos: DURACAO_MS / 1000,
  avisos: [...new Set(avisos)],
  linhas,
});
console.log(`\nEscrito ${SAIDA}.${opcoes.manter ? ` Banco mantido: ${banco.url}` : ""}`);
process.exit(0);
