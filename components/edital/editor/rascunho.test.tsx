import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { etapaPadrao, useRascunhoDeEtapas, type Etapa } from "./rascunho";

const outra: Etapa = { ...etapaPadrao(), titulo: "Capacidade técnica", ordem: 2, grupos: [] };

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the tender editor's stage draft", () => {
  it("starts a new tender on the default stage and its two groups, and keeps changes under etapaDraft", () => {
    const { result } = renderHook(() => useRascunhoDeEtapas(null, () => [etapaPadrao()]));
    expect(result.current.etapas[0].titulo).toBe("Habilitação Jurídica e Fiscal");
    expect(result.current.etapas[0].grupos?.map((g) => g.titulo)).toEqual([
      "Habilitação Jurídica",
      "Habilitação Fiscal",
    ]);
    act(() => result.current.setEtapas((e) => [...e, outra]));
    expect(JSON.parse(localStorage.getItem("etapaDraft")!)).toMatchObject({
      edital: null,
      etapas: [{ ordem: 1 }, { titulo: "Capacidade técnica" }],
    });
  });

  it("restores the draft of the same tender on open, and not another tender's", () => {
    localStorage.setItem("etapaDraft", JSON.stringify({ edital: 7, etapas: [outra] }));
    const mesmo = renderHook(() => useRascunhoDeEtapas(7, () => [etapaPadrao()]));
    expect(mesmo.result.current.etapas.map((e) => e.titulo)).toEqual(["Capacidade técnica"]);
    expect(mesmo.result.current.restaurado).toBe(true);
    mesmo.unmount();
    localStorage.setItem("etapaDraft", JSON.stringify({ edital: 7, etapas: [outra] }));
    const outro = renderHook(() => useRascunhoDeEtapas(8, () => [etapaPadrao()]));
    expect(outro.result.current.etapas.map((e) => e.titulo)).toEqual(["Habilitação Jurídica e Fiscal"]);
    expect(outro.result.current.restaurado).toBe(false);
  });

  it("logs a draft that cannot be read with 'Erro ao carregar etapas:' and drops it", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("etapaDraft", "{não é json");
    const { result } = renderHook(() => useRascunhoDeEtapas(null, () => [etapaPadrao()]));
    expect(log).toHaveBeenCalledWith("Erro ao carregar etapas:", expect.any(SyntaxError));
    expect(result.current.etapas.map((e) => e.titulo)).toEqual(["Habilitação Jurídica e Fiscal"]);
    // Dropped, then written again from what the editor shows.
    expect(JSON.parse(localStorage.getItem("etapaDraft")!).etapas).toHaveLength(1);
  });

  it("is cleared once the tender is saved", () => {
    const { result } = renderHook(() => useRascunhoDeEtapas(null, () => [etapaPadrao()]));
    act(() => result.current.descartar());
    expect(localStorage.getItem("etapaDraft")).toBeNull();
  });
});
