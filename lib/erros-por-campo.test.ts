import { describe, expect, it } from "vitest";
import { errosPorCampo } from "./erros-por-campo";

describe("errosPorCampo", () => {
  it("puts known fields (also indexed ones) on the field and keeps the rest", () => {
    const erro = {
      status: 400,
      detail: "Dados inválidos.",
      errors: {
        objetivo: ["Informe pelo menos 10 caracteres."],
        "empresas.1": ["Empresa não encontrada."],
        "empresas[0]": ["Empresa inativa."],
        rascunho: ["Rascunho não encontrado."],
      },
    };
    expect(errosPorCampo(erro, ["objetivo", "empresas", "justificativa"] as const)).toEqual({
      campos: [
        { name: "objetivo", errors: ["Informe pelo menos 10 caracteres."] },
        { name: "empresas", errors: ["Empresa não encontrada.", "Empresa inativa."] },
      ],
      outros: ["Rascunho não encontrado."],
    });
  });

  it("has nothing to place when the error carries no field errors", () => {
    expect(errosPorCampo({ status: 409, detail: "Conflito." }, ["objetivo"])).toEqual({
      campos: [],
      outros: [],
    });
  });

  it("places a key the form names differently on its field", () => {
    const erro = { status: 400, detail: "Dados inválidos.", errors: { cnpj: ["CNPJ já cadastrado."] } };
    const nome = (chave: string) => (chave === "cnpj" ? "cpfCnpj" : chave);
    expect(errosPorCampo(erro, ["cpfCnpj"], nome)).toEqual({
      campos: [{ name: "cpfCnpj", errors: ["CNPJ já cadastrado."] }],
      outros: [],
    });
  });
});
