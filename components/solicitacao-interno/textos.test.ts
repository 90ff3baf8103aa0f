import { describe, expect, it } from "vitest";
import { acaoLabel, transicaoTexto } from "./textos";

const descricoes = new Map([
  ["AGUARDANDO_ANALISE", "Aguardando análise"],
  ["DEVOLVIDA_CLIENTE", "Devolvida ao cliente"],
]);

describe("acaoLabel", () => {
  it("names the known action codes in Portuguese", () => {
    expect(acaoLabel("DEVOLVER", "AGUARDANDO_ANALISE")).toBe("Devolvida ao cliente para ajustes");
    expect(acaoLabel("REMOVER_CONSULTOR", "Ana Souza")).toBe("Consultor desvinculado");
  });

  it("tells the client's sending apart from other uncoded status changes", () => {
    expect(acaoLabel(null, null)).toBe("Solicitação enviada");
    expect(acaoLabel(null, "AGUARDANDO_ANALISE")).toBe("Situação alterada");
  });

  it("falls back to a readable text for codes it does not know", () => {
    expect(acaoLabel("ENVIAR_CONTRATOS", null)).toBe("Enviar contratos");
  });
});

describe("transicaoTexto", () => {
  it("shows substatus codes by their descriptions", () => {
    expect(transicaoTexto("AGUARDANDO_ANALISE", "DEVOLVIDA_CLIENTE", descricoes)).toBe(
      "Aguardando análise → Devolvida ao cliente",
    );
  });

  it("keeps plain texts of field changes as they are", () => {
    expect(transicaoTexto("Ana Souza", "Bruno Lima", descricoes)).toBe("Ana Souza → Bruno Lima");
    expect(transicaoTexto(null, "CC-2026-001", descricoes)).toBe("CC-2026-001");
    expect(transicaoTexto("Ana Souza", null, descricoes)).toBe("Ana Souza → (nenhum)");
  });

  it("shortens long texts such as objectives", () => {
    const texto = transicaoTexto("a".repeat(300), "novo objetivo", descricoes);
    expect(texto).toBe(`${"a".repeat(117)}... → novo objetivo`);
  });

  it("has nothing to say when the value did not change or is missing", () => {
    expect(transicaoTexto("DEVOLVIDA_CLIENTE", "DEVOLVIDA_CLIENTE", descricoes)).toBeNull();
    expect(transicaoTexto(null, null, descricoes)).toBeNull();
  });
});
