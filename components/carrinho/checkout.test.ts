import { describe, expect, it } from "vitest";
import type { ItemCarrinho } from "@/stores/carrinho";
import type { Pergunta } from "@/services/servico";
import { problemsOf, toEnvio } from "./checkout";

const item = (patch: Partial<ItemCarrinho> = {}): ItemCarrinho => ({
  id: 5,
  empresa: 2,
  modelooferta: { id: 5, titulo: "Oferta", valor: 100, servico: { id: 9, titulo: "Serviço" } },
  objetivo: "Organizar o fluxo de caixa",
  respostas: {},
  ...patch,
});
const pergunta = (id: number, obrigatoria = true): Pergunta => ({
  id,
  pergunta: `Pergunta ${id}?`,
  chave: `p${id}`,
  tipo_resposta: "TEXTO",
  opcoes: [],
  obrigatoria,
  ordem: id,
});

describe("checkout rules", () => {
  it("accepts a complete item", () => {
    expect(problemsOf(item({ respostas: { 1: "sim" } }), [pergunta(1), pergunta(2, false)])).toEqual([]);
  });

  it("lists a missing company, a short objective and unanswered required questions", () => {
    expect(
      problemsOf(item({ empresa: null, objetivo: " curto ", respostas: { 1: " " } }), [pergunta(1)]),
    ).toEqual([
      "Escolha a empresa.",
      "Descreva o objetivo (pelo menos 10 caracteres).",
      "Responda: Pergunta 1?",
    ]);
  });

  it("waits for the questions before allowing the send", () => {
    expect(problemsOf(item(), undefined)).toEqual(["Aguarde o carregamento das perguntas do serviço."]);
  });

  it("builds the SPEC purchase payload with trimmed text and only answered questions", () => {
    expect(toEnvio([item({ objetivo: "  Organizar o caixa  ", respostas: { 1: " 12 ", 2: "" } })])).toEqual([
      {
        empresa: 2,
        modelo_oferta: 5,
        objetivo: "Organizar o caixa",
        perguntas: [{ pergunta: 1, resposta: "12" }],
      },
    ]);
  });
});
