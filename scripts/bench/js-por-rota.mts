// `npm run bench:js [-- pasta]`: the first-load JavaScript of every route of a build already made (the project's
// own, or the one in `pasta`, another checkout), against its budget: 200 KB gzip for a public page, 300 KB for a
// signed-in one (1 KB = 1000 bytes). Reads only `.next`, so it needs no server and measures a build made
// elsewhere; exits with 1 when a route is over its budget. `bench:web` reports the same figures.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { areaOfPath } from "@/lib/roles";

export type JsDaRota = { rota: string; gzip: number; orcamento: number };

const KB = 1000;
const ORCAMENTO_PUBLICO = 200 * KB;
const ORCAMENTO_AREAS = 300 * KB;

/** First-load JS per route, the chunks the build's own diagnostics list, each gzipped as a server sends it. */
export function primeiroCarregamento(projeto = "."): JsDaRota[] {
  const stats = JSON.parse(
    readFileSync(path.join(projeto, ".next/diagnostics/route-bundle-stats.json"), "utf8"),
  ) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  const tamanhos = new Map<string, number>();
  const gzip = (chunk: string) => {
    if (!tamanhos.has(chunk)) tamanhos.set(chunk, gzipSync(readFileSync(path.join(projeto, chunk))).length);
    return tamanhos.get(chunk)!;
  };
  return stats
    .map((s) => ({
      rota: s.route,
      gzip: s.firstLoadChunkPaths.reduce((total, c) => total + gzip(c), 0),
      orcamento: areaOfPath(s.route) ? ORCAMENTO_AREAS : ORCAMENTO_PUBLICO,
    }))
    .sort((a, b) => a.rota.localeCompare(b.rota));
}

/** The routes as a table, heaviest first, in KB with one decimal (the budget's unit). */
export function tabelaDeRotas(rotas: JsDaRota[]) {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  return rotas
    .toSorted((a, b) => b.gzip - a.gzip)
    .map((r) => ({
      rota: r.rota,
      "KB gzip": kb(r.gzip),
      orçamento: kb(r.orcamento),
      "": r.gzip > r.orcamento ? "ACIMA" : "",
    }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rotas = primeiroCarregamento(process.argv[2] ?? ".");
  console.table(tabelaDeRotas(rotas));
  const acima = rotas.filter((r) => r.gzip > r.orcamento);
  console.log(`${acima.length} de ${rotas.length} rotas acima do orçamento.`);
  if (acima.length) process.exitCode = 1;
}
