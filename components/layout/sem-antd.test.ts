import { describe, expect, it } from "vitest";
import { desenhadaSemAntd } from "./sem-antd";

describe("desenhadaSemAntd", () => {
  it("takes a listed page, with a number in place of its id", () => {
    expect(desenhadaSemAntd("/interno/solicitacoes")).toBe(true);
    expect(desenhadaSemAntd("/interno/solicitacoes/12")).toBe(true);
    expect(desenhadaSemAntd("/externo/cliente/solicitacoes/7/")).toBe(true);
  });

  it("leaves out a page of its own beside an [id] one: the new request's form is drawn with antd's theme", () => {
    expect(desenhadaSemAntd("/interno/solicitacoes/nova")).toBe(false);
    expect(desenhadaSemAntd("/interno/gestor")).toBe(false);
  });
});
