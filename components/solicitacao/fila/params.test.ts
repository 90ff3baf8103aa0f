import { describe, expect, it } from "vitest";
import { filtrosDaUrl } from "./params";

describe("filtrosDaUrl", () => {
  it("reads every filter the queue route accepts", () => {
    const url = new URLSearchParams(
      "search=2026-9&status=EM_ANALISE&substatus=DEVOLVIDA_CLIENTE&servico=3&empresa=7&gestor=2&consultor=5" +
        "&tipo=INTERNA&min_date=2026-01-01&max_date=2026-01-31&unidade=4&prazo=semana&avaliada=true",
    );
    expect(filtrosDaUrl(url)).toEqual({
      search: "2026-9",
      status: "EM_ANALISE",
      substatus: "DEVOLVIDA_CLIENTE",
      servico: 3,
      empresa: 7,
      gestor: 2,
      consultor: 5,
      tipo: "INTERNA",
      min_date: "2026-01-01",
      max_date: "2026-01-31",
      unidade: 4,
      prazo: "semana",
      avaliada: "true",
    });
  });

  it("drops values the API would refuse", () => {
    const url = new URLSearchParams(
      "servico=abc&empresa=-1&tipo=OUTRO&min_date=01/02/2026&page=0&search=%20&unidade=x&prazo=hoje&avaliada=sim",
    );
    expect(filtrosDaUrl(url)).toEqual({});
  });
});
