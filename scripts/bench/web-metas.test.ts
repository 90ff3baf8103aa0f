import { describe, expect, it } from "vitest";
import { avaliar, type Resultado } from "./web-metas.mts";

const porque = { lcp: "h1", deslocamentos: [], scripts: [], naoUsado: [] };
const medida = (score: number, cls = 0) => ({ score, tbt: 100, lcp: 1500, cls, js: 150_000 });
const pagina = (pagina: string, rota: string | undefined, scores: number[], cls = 0): Resultado => ({
  pagina,
  rota,
  ...medida([...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)], cls),
  runs: scores.map((s) => ({ ...medida(s, cls), porque: { ...porque, lcp: `run ${s}` } })),
});
const rotas = [
  { rota: "/", gzip: 160_000, orcamento: 200_000 },
  { rota: "/editais", gzip: 201_000, orcamento: 200_000 },
  { rota: "/externo/cliente/projetos/[id]", gzip: 298_400, orcamento: 300_000 },
];

describe("bench:web's targets", () => {
  it("reads each score against the floor of the same run: 5 points below is in, 6 is out", () => {
    const { linhas, fora } = avaliar(
      [pagina("/", "/", [90, 91, 92]), pagina("projeto", "/externo/cliente/projetos/[id]", [89, 89, 89])],
      rotas,
      95,
    );
    expect(linhas.map((l) => [l.delta, l.falhas])).toEqual([
      [-4, []],
      [-6, ["nota -6"]],
    ]);
    expect(fora.map((l) => l.pagina)).toEqual(["projeto"]);
  });

  it("fails a CLS of 0.05 or more and a route over its first-load budget, and says why from the median run", () => {
    const { fora } = avaliar([pagina("editais", "/editais", [97, 99, 98], 0.05)], rotas, 98);
    expect(fora[0].falhas).toEqual(["CLS 0.050", "JS 201.0 KB"]);
    expect(fora[0].porque.lcp).toBe("run 98");
    expect(fora[0].primeiroJs).toBe(201_000);
  });

  it("holds no target against the baselines, and names a page whose route the build lacks", () => {
    const { linhas, fora } = avaliar(
      [pagina("piso", undefined, [80]), pagina("sumiu", "/nao-existe", [99])],
      rotas,
      80,
    );
    expect(linhas[0].falhas).toBeUndefined();
    expect(fora.map((l) => l.falhas)).toEqual([["rota fora do build"]]);
  });
});
