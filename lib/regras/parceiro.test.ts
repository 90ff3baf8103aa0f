import { describe, expect, it } from "vitest";
import { sanitizarParceiro } from "./parceiro";

const parceiro = { razaosocial: "Fundo Serrano", objetivo: "Apoiar a serra.", subsidio: 7.5, ativo: true };

describe("sanitizarParceiro", () => {
  it("puts the name on one line with single spaces, trimmed", () => {
    expect(
      sanitizarParceiro({ ...parceiro, razaosocial: "  Fundo \t Serrano\n de\u00a0Apoio  " }).razaosocial,
    ).toBe("Fundo Serrano de Apoio");
  });

  it("strips tags and control characters from both texts, keeping the objective's lines", () => {
    const limpo = sanitizarParceiro({
      ...parceiro,
      razaosocial: "<b>Fundo</b> <script>alert(1)</script>Serrano\u0007\u0000",
      objetivo: "  <p>Apoiar\u001b a serra.</p>\nE o litoral.\u007f  ",
    });
    expect(limpo.razaosocial).toBe("Fundo alert(1)Serrano");
    expect(limpo.objetivo).toBe("Apoiar a serra.\nE o litoral.");
  });

  it("keeps a lone < or > that is not a tag", () => {
    expect(
      sanitizarParceiro({ ...parceiro, objetivo: "Empresas com faturamento < R$ 4,8 mi" }).objetivo,
    ).toBe("Empresas com faturamento < R$ 4,8 mi");
  });

  it("rounds the percentage to hundredths as written in decimal", () => {
    const subsidio = (v: number) => sanitizarParceiro({ ...parceiro, subsidio: v }).subsidio;
    expect(subsidio(12.345)).toBe(12.35);
    expect(subsidio(1.005)).toBe(1.01);
    expect(subsidio(7.5)).toBe(7.5);
    expect(subsidio(0.004)).toBe(0);
    expect(subsidio(99.999)).toBe(100);
  });

  it("sends an empty objective when none was typed, and leaves the other fields alone", () => {
    const { objetivo: _, ...semObjetivo } = parceiro;
    expect(sanitizarParceiro(semObjetivo)).toEqual({ ...parceiro, objetivo: "" });
  });
});
