import { describe, expect, it } from "vitest";
import { erroDeTexto } from "./regras-texto";

describe("erroDeTexto", () => {
  it("asks for a required text and lets an optional one be empty", () => {
    expect(erroDeTexto(undefined, true)).toBe("Campo obrigatório.");
    expect(erroDeTexto("   ", true)).toBe("Campo obrigatório.");
    expect(erroDeTexto("", false)).toBeNull();
  });

  it("counts characters without the surrounding spaces", () => {
    expect(erroDeTexto("   curto    ", true)).toBe("Escreva pelo menos 10 caracteres.");
    expect(erroDeTexto("dez letras", true)).toBeNull();
    expect(erroDeTexto(" curto ", false, 0)).toBeNull();
  });

  it("refuses more than 2000 characters", () => {
    expect(erroDeTexto("a".repeat(2001), false)).toBe("Use no máximo 2000 caracteres.");
    expect(erroDeTexto("a".repeat(2000), true)).toBeNull();
  });
});
