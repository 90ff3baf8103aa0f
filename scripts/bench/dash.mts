// `npm run bench:dash`: the dashboards' queries at 100k requests on PostgreSQL (issue 15: every count under
// 50 ms). Seeds a throwaway database on the server of HUB_BENCH_DATABASE_URL (semear.mts), then times each
// part of each dashboard (one SQL statement each) and the whole call through the API, as the dashboard's own
// user: median and p95 over --runs runs after a warm-up. Prints a table and writes bench-results/dash.json;
// the database is dropped at the end unless --manter. Options: --solicitacoes N, --runs N, --manter.
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { CABECALHO_PAR } from "@/lib/endereco";
import { createApp } from "@/server/app";
import type { AuthUser } from "@/server/lib/context";
import { DEMO_PASSWORD } from "@/server/demo";
import {
  painelCliente,
  painelCoordenador,
  painelGestor,
  painelPrestador,
  type Painel,
} from "@/server/modules/dash";
import { criarCentral } from "@/server/modules/notificacao";
import { arredondar, cronometrar, gravarResultado, percentil } from "./carga.mts";
import { criarBancoDeBench, semear, type Sujeitos } from "./semear.mts";

const SAIDA = "bench-results/dash.json";
const META_MS = 50;
const AQUECIMENTO = 3;

const { values: opcoes } = parseArgs({
  options: {
    solicitacoes: { type: "string", default: "100000" },
    runs: { type: "string", default: "30" },
    manter: { type: "boolean", default: false },
  },
});
const RUNS = Math.max(1, Number(opcoes.runs) || 30);
const servidor = process.env.HUB_BENCH_DATABASE_URL;
if (!servidor) {
  console.error(
    "Defina HUB_BENCH_DATABASE_URL (postgres://usuario@host:porta/banco de um servidor PostgreSQL).",
  );
  process.exit(1);
}

type Medida = { minimo: number; mediana: number; p95: number };

/** Runs `fazer` a few times to warm the caches, then RUNS times: median and 95th percentile, in ms. */
async function medir(fazer: () => Promise<unknown>): Promise<Medida> {
  const tempos = await cronometrar(fazer, RUNS, AQUECIMENTO);
  return {
    minimo: arredondar(tempos[0]),
    mediana: arredondar(percentil(tempos, 50)),
    p95: arredondar(percentil(tempos, 95)),
  };
}

const PAINEIS: { nome: string; caminho: string; painel: Painel; quem: keyof Sujeitos }[] = [
  { nome: "cliente", caminho: "/dash/externo/cliente/", painel: painelCliente, quem: "cliente" },
  { nome: "prestador", caminho: "/dash/externo/prestador/", painel: painelPrestador, quem: "prestador" },
  { nome: "gestor", caminho: "/dash/interno/gestor/", painel: painelGestor, quem: "gestor" },
  {
    nome: "coordenador",
    caminho: "/dash/interno/coordenador/",
    painel: painelCoordenador,
    quem: "coordenador",
  },
];

const inicio = performance.now();
const banco = await criarBancoDeBench(servidor, "hub_bench_dash");
console.log(`Banco ${banco.url}: semeando ${opcoes.solicitacoes} solicitações…`);
const semeadura: Record<string, number> = {};
const { linhas, sujeitos } = await semear(
  banco.db,
  { solicitacoes: Number(opcoes.solicitacoes) },
  (rotulo, ms) => {
    semeadura[rotulo] = Math.round((semeadura[rotulo] ?? 0) + ms);
  },
);
console.log(`Semeado em ${Math.round((performance.now() - inicio) / 1000)} s:`, linhas);

// The app delivers notifications after each change (the sign-ins): the bench waits for that delivery before
// measuring, and for any left before dropping the database.
const central = criarCentral({ db: async () => banco.db, now: () => new Date() });
const app = createApp({ db: async () => banco.db, central });
const chamar = async (caminho: string, opcoes: { token?: string; corpo?: unknown } = {}) => {
  const res = await app.request(`/api/hub${caminho}`, {
    method: opcoes.corpo ? "POST" : "GET",
    headers: {
      [CABECALHO_PAR]: "127.0.0.1",
      ...(opcoes.token ? { authorization: `Bearer ${opcoes.token}` } : {}),
      ...(opcoes.corpo ? { "content-type": "application/json" } : {}),
    },
    body: opcoes.corpo ? JSON.stringify(opcoes.corpo) : undefined,
  });
  if (res.status !== 200) throw new Error(`${caminho}: ${res.status} ${await res.text()}`);
  return res.json();
};

const resultado: Record<string, { quem: string; partes: Record<string, Medida>; chamada: Medida }> = {};
try {
  for (const p of PAINEIS) {
    const entrada = (await chamar("/auth/login/", {
      corpo: { username: sujeitos[p.quem], password: DEMO_PASSWORD },
    })) as { token: string; user: Omit<AuthUser, "tokenId"> };
    await central.entregar();
    const user: AuthUser = { ...entrada.user, tokenId: 0 };
    const partes: Record<string, Medida> = {};
    for (const [nome, ler] of Object.entries(p.painel))
      partes[nome] = await medir(() => ler({ db: banco.db, user, now: new Date() }));
    const chamada = await medir(() => chamar(p.caminho, { token: entrada.token }));
    resultado[p.nome] = { quem: sujeitos[p.quem], partes, chamada };
  }
} finally {
  await central.fechar();
  if (!opcoes.manter) await banco.descartar();
}

const linhasDaTabela = Object.entries(resultado).flatMap(([painel, r]) => [
  ...Object.entries(r.partes).map(([parte, m]) => ({
    painel,
    parte,
    ...m,
    meta: m.p95 < META_MS ? "ok" : "ACIMA",
  })),
  { painel, parte: "(chamada inteira)", ...r.chamada, meta: "" },
]);
// Other work on the machine stretches every figure: the load is reported beside them.
const carga = loadavg().map((c) => Math.round(c * 100) / 100);
console.log(
  `\nTempos em ms, ${RUNS} execuções após ${AQUECIMENTO} de aquecimento (meta: cada consulta < ${META_MS} ms);` +
    ` ${cpus().length} CPUs, carga média ${carga.join(" / ")} (1, 5 e 15 min):`,
);
console.table(linhasDaTabela);

gravarResultado(SAIDA, carga, {
  solicitacoes: Number(opcoes.solicitacoes),
  runs: RUNS,
  meta_ms: META_MS,
  linhas,
  semeadura_ms: semeadura,
  paineis: resultado,
});
console.log(`\nEscrito ${SAIDA}.${opcoes.manter ? ` Banco mantido: ${banco.url}` : ""}`);
process.exit(0);
