import { describe, expect, it } from "vitest";
import { errosPorCampo, MAX_BYTES, problemaArquivo } from "./regras";

const pdf = (size = 1000) => ({ name: "plano.pdf", type: "application/pdf", size });

describe("problemaArquivo", () => {
  it("accepts PDF, PNG and JPEG up to 10 MB", () => {
    expect(problemaArquivo(pdf(MAX_BYTES), 0)).toBeNull();
    expect(problemaArquivo({ name: "a.png", type: "image/png", size: 5 }, 9)).toBeNull();
    expect(problemaArquivo({ name: "a.jpg", type: "image/jpeg", size: 5 }, 3)).toBeNull();
  });

  it("refuses an eleventh file, other types, empty and oversized files", () => {
    expect(problemaArquivo(pdf(), 10)).toBe("Anexe no máximo 10 documentos.");
    expect(problemaArquivo({ name: "a.docx", type: "application/msword", size: 5 }, 0)).toBe(
      "a.docx: envie um arquivo PDF, PNG ou JPEG.",
    );
    expect(problemaArquivo(pdf(MAX_BYTES + 1), 0)).toBe("plano.pdf: o arquivo passa do limite de 10 MB.");
    expect(problemaArquivo(pdf(0), 0)).toBe("plano.pdf: o arquivo está vazio.");
  });
});

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
});
