import { describe, expect, it } from "vitest";
import { toFormData } from "./solicitacao-criacao";

describe("toFormData", () => {
  const arquivo = new File(["%PDF-1.4"], "plano.pdf", { type: "application/pdf" });

  it("sends companies and files as repeated fields, with the draft to delete", () => {
    const body = toFormData({
      modelo_oferta: 7,
      empresas: [3, 4],
      objetivo: "Organizar o fluxo de caixa",
      justificativa: "",
      arquivos: [arquivo, arquivo],
      rascunho: 12,
    });
    expect(body.get("modelo_oferta")).toBe("7");
    expect(body.getAll("empresas")).toEqual(["3", "4"]);
    expect(body.get("objetivo")).toBe("Organizar o fluxo de caixa");
    expect(body.get("justificativa")).toBe("");
    const files = body.getAll("arquivos") as File[];
    expect(files.map((f) => [f.name, f.type])).toEqual([
      ["plano.pdf", "application/pdf"],
      ["plano.pdf", "application/pdf"],
    ]);
    expect(body.get("rascunho")).toBe("12");
  });

  it("leaves out the draft and files when there are none", () => {
    const body = toFormData({
      modelo_oferta: 1,
      empresas: [2],
      objetivo: "x".repeat(10),
      justificativa: "j",
      arquivos: [],
    });
    expect(body.has("rascunho")).toBe(false);
    expect(body.has("arquivos")).toBe(false);
  });
});
