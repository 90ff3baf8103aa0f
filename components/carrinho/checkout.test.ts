import { describe, expect, it } from "vitest";
import type { ItemCarrinho } from "@/stores/carrinho";
import type { Pergunta } from "@/services/servico";
import { problemasDoServidor, problemsOf, semProblemas, toEnvio } from "./checkout";

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
    expect(
      semProblemas(problemsOf(item({ respostas: { 1: "sim" } }), [pergunta(1), pergunta(2, false)])),
    ).toBe(true);
  });

  it("puts a missing company, a short objective and unanswered required questions on their fields", () => {
    expect(
      problemsOf(item({ empresa: null, objetivo: " curto ", respostas: { 1: " " } }), [
        pergunta(1),
        pergunta(2),
      ]),
    ).toEqual({
      empresa: "Escolha a empresa.",
      objetivo: "Descreva o objetivo (pelo menos 10 caracteres).",
      perguntas: { 1: "Responda esta pergunta.", 2: "Responda esta pergunta." },
    });
  });

  it("waits for the questions before allowing the send", () => {
    expect(problemsOf(item(), undefined)).toEqual({
      perguntas: {},
      item: "Aguarde o carregamento das perguntas do serviço.",
    });
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

  it("puts the API's field errors on the fields of the item they name", () => {
    const itens = [item(), item({ id: 7, respostas: { 3: "", 4: "abc", 6: "x" } })];
    expect(
      problemasDoServidor(itens, {
        "modelos.0.empresa": ["Sabor da Ilha já chegou ao limite."],
        "modelos.1.perguntas.0.resposta": ["Informe um número, como 12 ou 3,5."],
        "modelos.1": ["Responda a pergunta obrigatória: Quantas lojas?"],
        "modelos.9.objetivo": ["fora"],
        detail: ["ignorado"],
      }),
    ).toEqual({
      5: { empresa: "Sabor da Ilha já chegou ao limite.", perguntas: {} },
      7: {
        perguntas: { 4: "Informe um número, como 12 ou 3,5." },
        item: "Responda a pergunta obrigatória: Quantas lojas?",
      },
    });
  });
});
