import { describe, expect, it } from "vitest";
import { MAX_BYTES, problemaArquivo } from "./regras";

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
