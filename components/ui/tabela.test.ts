import { describe, expect, it } from "vitest";
import { colunasSemSalto } from "./tabela";

describe("colunasSemSalto", () => {
  it("leaves a column for every width as it is, and hands a responsive one to CSS, without its width", () => {
    const sempre = { title: "Número", width: 120 };
    expect(
      colunasSemSalto<object>([
        sempre,
        { title: "Data", responsive: ["sm"], width: 150, className: "numero" },
        { title: "Por", responsive: ["lg"] },
      ]),
    ).toEqual([
      sempre,
      { title: "Data", width: undefined, className: "numero a-partir-sm" },
      { title: "Por", width: undefined, className: "a-partir-lg" },
    ]);
  });
});
