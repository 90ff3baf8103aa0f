// bench:web's targets (issue 48): a page scores within 5 points of the framework's floor measured in the same
// run, shifts less than 0.05 (CLS), and its route's first-load JS stays within its budget.
import type { JsDaRota } from "./js-por-rota.mts";
import type { Medida, Porque } from "./web-lighthouse.mts";

export const PONTOS_ABAIXO_DO_PISO = 5;
export const CLS_MAXIMO = 0.05;

/** A page's median figures and its runs; `rota` is its route in the build (none for the baselines). */
export type Resultado = Medida & { pagina: string; rota?: string; runs: (Medida & { porque: Porque })[] };

export type Linha = Omit<Resultado, "runs"> & {
  /** Score minus the floor's (a page with a route only). */
  delta?: number;
  primeiroJs?: number;
  /** The targets missed (empty: all met); none for a baseline. */
  falhas?: string[];
  /** Why, as Lighthouse saw it in the run whose score was the median. */
  porque: Porque;
  runs: Medida[];
};

/** The run whose score is the median's: its diagnostics explain the median. */
function runMediano(r: Resultado) {
  return r.runs.find((run) => run.score === r.score) ?? r.runs[0];
}

export function avaliar(resultado: Resultado[], rotas: JsDaRota[], notaPiso: number) {
  const linhas: Linha[] = resultado.map(({ runs, ...r }) => {
    const porque = runMediano({ ...r, runs }).porque;
    const semPorque = runs.map(({ porque: _, ...m }) => m);
    if (!r.rota) return { ...r, porque, runs: semPorque };
    const js = rotas.find((x) => x.rota === r.rota);
    const delta = r.score - notaPiso;
    const falhas = [
      ...(delta < -PONTOS_ABAIXO_DO_PISO ? [`nota ${delta}`] : []),
      ...(r.cls >= CLS_MAXIMO ? [`CLS ${r.cls.toFixed(3)}`] : []),
      ...(!js
        ? ["rota fora do build"]
        : js.gzip > js.orcamento
          ? [`JS ${(js.gzip / 1000).toFixed(1)} KB`]
          : []),
    ];
    return { ...r, delta, primeiroJs: js?.gzip, falhas, porque, runs: semPorque };
  });
  return { linhas, fora: linhas.filter((l) => l.falhas?.length), notaPiso };
}
