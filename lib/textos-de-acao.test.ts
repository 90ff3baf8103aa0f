import { describe, expect, it } from "vitest";
// formatBRL writes "R$" and the number with a no-break space between.
import { MESSAGES } from "@/lib/messages";
import { emLista, TEXTOS_DE_ACAO, textoDaAcao } from "./textos-de-acao";

describe("textos de ação", () => {
  it("names the proposal's value and its effect when sending it, and what happened once sent", () => {
    expect(textoDaAcao("proposta.enviar", { valor: 12400 })).toEqual({
      pergunta: "Enviar a proposta de R$\u00a012.400,00 ao cliente?",
      efeito: "O cliente a verá quando o prazo de envio terminar; depois dele, ela não poderá ser alterada.",
      ok: "Enviar proposta",
      sucesso: "Proposta enviada.",
    });
  });

  it("puts the object's values in the texts", () => {
    expect(textoDaAcao("nota.autorizar", { numero: 2, valor: 1440.5 }).pergunta).toBe(
      "Autorizar a Nota 2, de R$\u00a01.440,50?",
    );
    expect(textoDaAcao("solicitacao.cancelar", { nrosolicitacao: "2026/000007" }).sucesso).toBe(
      "Solicitação 2026/000007 cancelada.",
    );
  });

  it("names the new requests and the next step after the checkout", () => {
    expect(textoDaAcao("solicitacao.enviar", { numeros: ["2026/000010"] }).sucesso).toBe(
      "Solicitação 2026/000010 enviada. A equipe do programa vai analisá-la; acompanhe em Minhas solicitações.",
    );
    expect(textoDaAcao("solicitacao.enviar", { numeros: ["2026/000010", "2026/000011"] }).sucesso).toBe(
      "Solicitações 2026/000010 e 2026/000011 enviadas. A equipe do programa vai analisá-las; acompanhe em Minhas solicitações.",
    );
    expect(emLista(["a", "b", "c"])).toBe("a, b e c");
  });

  it("asks each question with its action, never SPEC §8's generic one, and says each success as a sentence", () => {
    const valores = { valor: 100, numero: 1, ordem: 1, codigo: "CC-1", numeros: ["1"], prestador: "X" };
    for (const [acao, texto] of Object.entries(TEXTOS_DE_ACAO)) {
      const t = (texto as (v: unknown) => ReturnType<typeof textoDaAcao>)({
        ...valores,
        nrosolicitacao: "2026/000001",
        nrodiagnostico: "D-1",
      });
      expect(t.sucesso, acao).toMatch(/^[A-ZÀ-Ú].*\.$/);
      expect(t.sucesso, acao).not.toBe(MESSAGES.success);
      if (t.pergunta) {
        expect(t.pergunta, acao).toMatch(/\?$/);
        expect(t.pergunta, acao).not.toBe(MESSAGES.confirm);
        expect(t.efeito, acao).toBeTruthy();
      }
    }
  });
  it("asks nothing again after a modal that shows the action's effect and names it on its button", () => {
    const s = { nrosolicitacao: "2026/000001" };
    for (const acao of [
      "solicitacao.finalizar",
      "solicitacao.autorizar_execucao",
      "solicitacao.enviar_contratos",
    ] as const)
      expect(textoDaAcao(acao, s).pergunta, acao).toBeUndefined();
  });
});
