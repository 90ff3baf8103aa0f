import { describe, expect, it } from "vitest";
import { preencherCaminho, textoDaQuery } from "./chamada-api";
import { doServidor, type Lida } from "@/services/api";

describe("an API call's URL", () => {
  it("fills path parameters, encoded, and refuses a missing one", () => {
    expect(preencherCaminho("/empresa/{id}/arquivo/{nome}/", { id: 7, nome: "a b/c" })).toBe(
      "/empresa/7/arquivo/a%20b%2Fc/",
    );
    expect(() => preencherCaminho("/empresa/{id}/", {})).toThrow("Parâmetro id ausente");
  });

  it("writes the query as the client sends it: no undefined or null, the rest as text", () => {
    expect(textoDaQuery({ search: "café", page: 2, ativo: true, status: undefined, x: null })).toBe(
      "?search=caf%C3%A9&page=2&ativo=true",
    );
    expect(textoDaQuery({ status: undefined })).toBe("");
    expect(textoDaQuery(undefined)).toBe("");
  });
});

describe("doServidor", () => {
  const servidor: Lida<"/solicitacao/interno/pendentes/"> = {
    opcoes: { query: { search: "x", page: 1, page_size: 10 } },
    dados: { count: 1, next: null, previous: null, results: [], totais: [] },
    em: 1_000,
  };

  it("gives the server's answer, and its age, to the call it read, whatever the order of its keys", () => {
    expect(doServidor({ query: { page_size: 10, page: 1, search: "x" } }, servidor)).toEqual({
      initialData: servidor.dados,
      initialDataUpdatedAt: 1_000,
    });
  });

  it("gives nothing to another call, or when the server read nothing", () => {
    expect(doServidor({ query: { search: "x", page: 2, page_size: 10 } }, servidor)).toEqual({});
    expect(doServidor({ query: { page: 1, page_size: 10 } }, servidor)).toEqual({});
    expect(doServidor({ query: { page: 1 } }, undefined)).toEqual({});
  });
});
