// The benchmarks' measuring tools: percentiles, and a small load generator that keeps a fixed number of calls
// in flight for a while (bench:api), so the figures are throughput and latency under concurrency, not one
// call's time.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";

/** The p-th percentile (0–100) of ascending `ordenados`: the smallest value at or above p% of them. */
export const percentil = (ordenados: number[], p: number) =>
  ordenados[Math.min(ordenados.length - 1, Math.max(0, Math.ceil((p / 100) * ordenados.length) - 1))];

export const arredondar = (ms: number) => Math.round(ms * 10) / 10;

export type Carga = { concorrencia: number; chamadas: number; req_s: number; p50: number; p95: number };

/**
 * Keeps `concorrencia` calls of `chamar` in flight: first for `aquecimentoMs` (not counted: caches, plans,
 * the JIT), then for `duracaoMs`. A call that throws ends the measurement with its error, so a figure never
 * hides a failing route. Answers calls per second and the 50th and 95th percentiles of their latency (ms).
 */
export async function medirCarga(
  chamar: () => Promise<unknown>,
  concorrencia: number,
  duracaoMs: number,
  aquecimentoMs = Math.min(1000, duracaoMs / 4),
): Promise<Carga> {
  const rodar = async (ms: number, tempos?: number[]) => {
    const fim = performance.now() + ms;
    const trabalhador = async () => {
      while (performance.now() < fim) {
        const inicio = performance.now();
        await chamar();
        tempos?.push(performance.now() - inicio);
      }
    };
    const inicio = performance.now();
    await Promise.all(Array.from({ length: concorrencia }, trabalhador));
    return performance.now() - inicio;
  };
  await rodar(aquecimentoMs);
  const tempos: number[] = [];
  const decorrido = await rodar(duracaoMs, tempos);
  tempos.sort((a, b) => a - b);
  return {
    concorrencia,
    chamadas: tempos.length,
    req_s: Math.round((tempos.length / decorrido) * 1000),
    p50: arredondar(percentil(tempos, 50)),
    p95: arredondar(percentil(tempos, 95)),
  };
}

/** The times (ms, ascending) of `vezes` sequential runs of `fazer`, after `aquecimento` uncounted ones. */
export async function cronometrar(fazer: () => Promise<unknown>, vezes: number, aquecimento: number) {
  for (let i = 0; i < aquecimento; i++) await fazer();
  const tempos: number[] = [];
  for (let i = 0; i < vezes; i++) {
    const inicio = performance.now();
    await fazer();
    tempos.push(performance.now() - inicio);
  }
  return tempos.sort((a, b) => a - b);
}

/** Median of `vezes` sequential runs of `fazer` after `aquecimento` uncounted ones, in ms. */
export const mediana = async (fazer: () => Promise<unknown>, vezes = 20, aquecimento = 3) =>
  arredondar(percentil(await cronometrar(fazer, vezes, aquecimento), 50));

/**
 * Writes a benchmark's figures to `saida` (bench-results/…) as JSON, with when and on what they were taken:
 * the machine's CPUs and its load average, which the figures depend on.
 */
export function gravarResultado(saida: string, carga: number[], figuras: Record<string, unknown>) {
  mkdirSync(path.dirname(saida), { recursive: true });
  const resultado = { data: new Date().toISOString(), cpus: cpus().length, carga_media: carga, ...figuras };
  writeFileSync(saida, `${JSON.stringify(resultado, null, 2)}\n`);
}
