// `npm run bench:web`: the browser's side of "fast on a phone" (issue 10). Builds (or reuses a build of the same
// sources), starts `next start` on a fresh embedded database, and reports the first-load JavaScript per route
// and Lighthouse (mobile, or `--desktop`) for the public, client and staff pages, beside two baselines: the
// catalogue saved without its scripts, and the framework's floor (a page of Next with nothing of the portal's).
// Options: --reusar (measure whatever .next holds, and the floor's build if there is one), --desktop, --runs N,
// --porta P (P is the server, P+1 the no-JS copy, P+2 the browser's debugging port, P+3 the floor; free ports
// otherwise).
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Cookie } from "@playwright/test";
import { MY_REQUESTS_PATH } from "@/lib/paths";
import { DEMO_PASSWORD } from "@/server/demo";
import { primeiroCarregamento, tabelaDeRotas } from "./js-por-rota.mts";
import { abrirNavegador, mediana, type Medida } from "./web-lighthouse.mts";
import {
  garantirBuild,
  iniciarPiso,
  iniciarServidor,
  PISO,
  portaLivre,
  servirSemJs,
} from "./web-servidor.mts";

const SAIDA = "bench-results/web.json";
const FILA = "/interno/solicitacoes";

const { values: opcoes } = parseArgs({
  options: {
    reusar: { type: "boolean", default: false },
    desktop: { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    porta: { type: "string" },
  },
});
const RUNS = Math.max(1, Number(opcoes.runs) || 3);

type Pagina = { nome: string; url: string; cookies: Cookie[] };

/** The first id of a list of the API, as the signed-in user with these cookies (no cookies: a visitor). */
async function primeiroId(base: string, caminho: string, cookies: Cookie[] = []): Promise<number> {
  const token = cookies.find((c) => c.name === "hub-token")?.value;
  const res = await fetch(`${base}/api/hub${caminho}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const id = ((await res.json()) as { results?: { id: number }[] }).results?.[0]?.id;
  if (!res.ok || !id) throw new Error(`${caminho}: nenhum item (HTTP ${res.status})`);
  return id;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);
const seg = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  const portaBase = opcoes.porta ? Number(opcoes.porta) : undefined;
  const porta = (n: number) => (portaBase ? Promise.resolve(portaBase + n) : portaLivre());
  const build = await garantirBuild(opcoes.reusar);
  console.log(`bench:web: build ${build}.`);
  const piso = await iniciarPiso(await porta(3), opcoes.reusar);
  const rotas = [
    ...primeiroCarregamento(),
    ...primeiroCarregamento(PISO)
      .filter((r) => r.rota === "/")
      .map((r) => ({ ...r, rota: "/ (piso)" })),
  ];

  const servidor = await iniciarServidor(await porta(0));
  const semJs = await servirSemJs(servidor.base, await porta(1));
  const navegador = await abrirNavegador(await porta(2));
  try {
    const cliente = await navegador.entrar(servidor.base, "cliente@hub.example", DEMO_PASSWORD);
    const gestor = await navegador.entrar(servidor.base, "gestor@hub.example", DEMO_PASSWORD);
    const oferta = await primeiroId(servidor.base, "/servico/?page_size=1");
    const pedido = await primeiroId(servidor.base, "/solicitacao/interno/pendentes/?page_size=1", gestor);
    const b = servidor.base;
    const paginas: Pagina[] = [
      { nome: "/", url: `${b}/`, cookies: [] },
      { nome: `/servicos/${oferta}`, url: `${b}/servicos/${oferta}`, cookies: [] },
      { nome: "/login", url: `${b}/login`, cookies: [] },
      { nome: "/carrinho", url: `${b}/carrinho`, cookies: [] },
      { nome: `${MY_REQUESTS_PATH} (cliente)`, url: `${b}${MY_REQUESTS_PATH}`, cookies: cliente },
      { nome: `${FILA} (gestor)`, url: `${b}${FILA}`, cookies: gestor },
      { nome: `${FILA}/${pedido} (gestor)`, url: `${b}${FILA}/${pedido}`, cookies: gestor },
      { nome: "/ sem JavaScript (base)", url: semJs.url, cookies: [] },
      { nome: "Next sem o portal (piso)", url: `${piso.base}/`, cookies: [] },
    ];
    // Runs go round the pages, so a slow moment of the machine spreads over all of them.
    const medidas = new Map<string, Medida[]>(paginas.map((p) => [p.nome, []]));
    for (let run = 1; run <= RUNS; run++)
      for (const p of paginas) {
        console.log(`bench:web: Lighthouse ${run}/${RUNS} ${p.nome}`);
        medidas.get(p.nome)!.push(await navegador.medir(p.url, p.cookies, opcoes.desktop));
      }
    const resultado = paginas.map((p) => ({
      pagina: p.nome,
      runs: medidas.get(p.nome)!,
      ...mediana(medidas.get(p.nome)!),
    }));

    console.log(`\nJS do primeiro carregamento (gzip) por rota\n`);
    console.table(tabelaDeRotas(rotas));
    console.log(`\nLighthouse ${opcoes.desktop ? "desktop" : "mobile"}, mediana de ${RUNS}\n`);
    console.table(
      resultado.map((r) => ({
        página: r.pagina,
        nota: r.score,
        "TBT s": seg(r.tbt),
        "LCP s": seg(r.lcp),
        CLS: r.cls.toFixed(3),
        "JS KiB": kib(r.js),
      })),
    );
    mkdirSync("bench-results", { recursive: true });
    const commit = execSync("git rev-parse --short HEAD").toString().trim();
    writeFileSync(
      SAIDA,
      JSON.stringify(
        {
          data: new Date().toISOString(),
          commit,
          build,
          formFactor: opcoes.desktop ? "desktop" : "mobile",
          runs: RUNS,
          rotas,
          paginas: resultado,
        },
        null,
        2,
      ),
    );
    console.log(`\nbench:web: resultados em ${SAIDA}`);
  } finally {
    await navegador.browser.close();
    await piso.parar();
    await semJs.parar();
    await servidor.parar();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
