import { describe, expect, it } from "vitest";
import { contraste, corDeEtiqueta } from "./cor";

describe("corDeEtiqueta", () => {
  it("keeps every status colour of the demo legible at AA on its tint", () => {
    for (const cor of [
      "#fa8c16",
      "#faad14",
      "#fadb14",
      "#13c2c2",
      "#52c41a",
      "#1677ff",
      "#722ed1",
      "#f5222d",
      "#8c8c8c",
      "#eb2f96",
    ]) {
      const { color, background } = corDeEtiqueta(cor);
      expect(contraste(color, background), cor).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps the hue: a dark colour stays as it is, an unreadable value falls back to grey", () => {
    expect(corDeEtiqueta("#003a8c").color).toBe("#003a8c");
    expect(corDeEtiqueta("laranja").background).toBe(corDeEtiqueta("#8c8c8c").background);
  });

  it("measures contrast as WCAG does", () => {
    expect(contraste("#000000", "#ffffff")).toBeCloseTo(21, 1);
    expect(contraste("#fa8c16", "#ffffff")).toBeCloseTo(2.38, 2);
  });
});
