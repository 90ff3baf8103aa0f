import { describe, expect, it } from "vitest";
import { colunasSemSalto, regrasDasColunas } from "./tabela";

const colunas = [
  { title: "Número", width: 120 },
  { title: "Data", responsive: ["sm" as const], width: 150, className: "numero" },
  { title: "Por", responsive: ["lg" as const] },
];

describe("a table's responsive columns", () => {
  it("leave a column for every width as it is, and hand a responsive one's cells to CSS", () => {
    expect(colunasSemSalto<object>(colunas)).toEqual([
      colunas[0],
      { title: "Data", width: 150, className: "numero a-partir-sm" },
      { title: "Por", className: "a-partir-lg" },
    ]);
  });

  it("hide each responsive column's <col> below its breakpoint, counting a selection column before them", () => {
    expect(regrasDasColunas("t1", colunas, 1).split("\n").filter(Boolean)).toEqual([
      '@media (max-width: 575.98px) { [data-tabela="t1"] col:nth-child(3) { display: none; } }',
      '@media (max-width: 991.98px) { [data-tabela="t1"] col:nth-child(4) { display: none; } }',
    ]);
    expect(regrasDasColunas("t1", [colunas[0]], 0)).toBe("");
  });
});
