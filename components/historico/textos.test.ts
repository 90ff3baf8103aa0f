import { describe, expect, it } from "vitest";
import { acaoLabel, transicaoTexto } from "./textos";

const descricoes = new Map([
  ["AGUARDANDO_ANALISE", "Aguardando análise"],
  ["DEVOLVIDA_CLIENTE", "Devolvida ao cliente"],
]);

describe("acaoLabel", () => {
  // The texts of the workflow's actions come from the server's table (server/modules/solicitacao/workflow.test.ts).
  it("shows the text the server gives for the action", () => {
    const h = { acao: "DEVOLVER", de: "AGUARDANDO_ANALISE", descricao: "Devolvida ao cliente para ajustes" };
    expect(acaoLabel(h)).toBe("Devolvida ao cliente para ajustes");
    expect(
      acaoLabel({ acao: "REMOVER_CONSULTOR", de: "Ana Souza", descricao: "Consultor desvinculado" }),
    ).toBe("Consultor desvinculado");
  });

  it("tells the client's sending apart from other uncoded status changes", () => {
    expect(acaoLabel({ acao: null, de: null, descricao: null })).toBe("Solicitação enviada");
    expect(acaoLabel({ acao: null, de: "AGUARDANDO_ANALISE", descricao: null })).toBe("Situação alterada");
  });

  it("falls back to a readable text for codes without a text", () => {
    expect(acaoLabel({ acao: "ENVIAR_CONTRATOS", de: null, descricao: null })).toBe("Enviar contratos");
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
