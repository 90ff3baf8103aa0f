// `npm run bench:web`: the browser's side of "fast on a phone" (issues 10 and 48). Builds (or reuses a build of the
// same sources), starts `next start` on a fresh embedded database, and measures with Lighthouse (mobile, or
// `--desktop`) every page a party works on (scripts/bench/web-paginas.mts), beside two baselines: the catalogue
// saved without its scripts, and the framework's floor (a page of Next with nothing of the portal's). Each page
// is held to three targets: a score within 5 points of the floor measured in the same run, CLS under 0.05, and
// its route's first-load JS within budget (200 KB gzip public, 300 KB signed-in); for a page out of target the
// report says why (the LCP element, what shifted, the busiest scripts and the unused ones).
// Options: --reusar (measure whatever .next holds, and the floor's build if there is one), --desktop, --runs N
// (5), --paginas a,b (only the pages whose name holds one of these, and the floor), --porta P (P is the server,
// P+1 the no-JS copy, P+2 the browser's debugging port, P+3 the floor; free ports otherwise).
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { primeiroCarregamento, tabelaDeRotas } from "./js-por-rota.mts";
import { abrirNavegador, mediana, type Medida, type Porque } from "./web-lighthouse.mts";
import { paginasDoBench, PISO_NOME } from "./web-paginas.mts";
import { avaliar, type Resultado } from "./web-metas.mts";
import {
  garantirBuild,
  iniciarPiso,
  iniciarServidor,
  PISO,
  portaLivre,
  servirSemJs,
} from "./web-servidor.mts";

const SAIDA = "bench-results/web.json";

const { values: opcoes } = parseArgs({
  options: {
    reusar: { type: "boolean", default: false },
    desktop: { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    paginas: { type: "string" },
    porta: { type: "string" },
  },
});
const RUNS = Math.max(1, Number(opcoes.runs) || 5);
const FILTRO = opcoes.paginas
  ?.split(",")
  .map((f) => f.trim().toLowerCase())
  .filter(Boolean);

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const seg = (ms: number) => (ms / 1000).toFixed(2);
const carga = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

async function main() {
  const inicio = Date.now();
  const cargaInicial = carga();
  const portaBase = opcoes.porta ? Number(opcoes.porta) : undefined;
  const porta = (n: number) => (portaBase ? Promise.resolve(portaBase + n) : portaLivre());
  const build = await garantirBuild(opcoes.reusar);
  console.log(`bench:web: build ${build}; carga ${cargaInicial}.`);
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
    const todas = await paginasDoBench(navegador, servidor.base, { semJs: semJs.url, piso: `${piso.base}/` });
    const paginas = todas.filter(
      (p) => !FILTRO || p.nome === PISO_NOME || FILTRO.some((f) => p.nome.toLowerCase().includes(f)),
    );
    // Runs go round the pages, so a slow moment of the machine spreads over all of them.
    const medidas = new Map<string, (Medida & { porque: Porque })[]>(paginas.map((p) => [p.nome, []]));
    for (let run = 1; run <= RUNS; run++)
      for (const p of paginas) {
        const { ms, ...medida } = await navegador.medir(p.url, p.cookies, opcoes.desktop);
        console.log(`bench:web: Lighthouse ${run}/${RUNS} ${p.nome}: ${medida.score} (${seg(ms)} s)`);
        medidas.get(p.nome)!.push(medida);
      }
    const medidasPiso = medidas.get(PISO_NOME)!;
    const resultado: Resultado[] = paginas.map((p) => ({
      pagina: p.nome,
      rota: p.rota,
      runs: medidas.get(p.nome)!,
      ...mediana(medidas.get(p.nome)!),
    }));
    const { linhas, fora, notaPiso } = avaliar(resultado, rotas, mediana(medidasPiso).score);

    console.log(`\nJS do primeiro carregamento (gzip) por rota\n`);
    console.table(tabelaDeRotas(rotas));
    console.log(
      `\nLighthouse ${opcoes.desktop ? "desktop" : "mobile"}, mediana de ${RUNS}; piso ${notaPiso}\n`,
    );
    console.table(
      linhas.map((l) => ({
        página: l.pagina,
        nota: l.score,
        "Δ piso": l.delta ?? "",
        "TBT s": seg(l.tbt),
        "LCP s": seg(l.lcp),
        CLS: l.cls.toFixed(3),
        "JS KB gzip": l.primeiroJs === undefined ? "" : kb(l.primeiroJs),
        meta: l.falhas === undefined ? "" : l.falhas.join(", ") || "ok",
      })),
    );
    for (const l of fora) {
      const p = l.porque;
      console.log(`\n${l.pagina}: fora da meta (${l.falhas!.join(", ")}), na execução de nota mediana:`);
      console.log(`  LCP: ${p.lcp}`);
      for (const d of p.deslocamentos) console.log(`  deslocamento ${d.cls.toFixed(3)}: ${d.elemento}`);
      for (const s of p.scripts) console.log(`  script ${s.ms} ms: ${s.url}`);
      for (const s of p.naoUsado) console.log(`  não usado ${s.kib} KiB: ${s.url}`);
    }
    const minutos = ((Date.now() - inicio) / 60_000).toFixed(1);
    const cargaFinal = carga();
    console.log(
      `\nbench:web: ${fora.length} de ${linhas.filter((l) => l.falhas).length} páginas fora da meta; ` +
        `${minutos} min; carga (1, 5, 15 min) ${cargaInicial} no início, ${cargaFinal} no fim.`,
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
          minutos: Number(minutos),
          carga: { inicio: cargaInicial, fim: cargaFinal },
          piso: notaPiso,
          rotas,
          paginas: linhas,
        },
        null,
        2,
      ),
    );
    console.log(`bench:web: resultados em ${SAIDA}`);
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
