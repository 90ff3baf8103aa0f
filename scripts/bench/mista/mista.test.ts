// The mixed load's pure parts (bench:mista): the table draws nine reads in ten over every role, a transition
// moves its request between the pools, and the check after the load sees a write that is not in the database.
import { describe, expect, it } from "vitest";
import type { Alvos } from "./alvos.mts";
import { conferir } from "./conferencia.mts";
import { MISTURA, PAPEIS, parteEscrita, sorteio } from "./mistura.mts";
import { resumir, type Registro } from "./rodada.mts";

/** A seeded generator (mulberry32): the same draws on every run. */
function semente(s: number) {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const alvos = (): Alvos => ({
  status: ["EM_ANALISE"],
  solicitacoes: [1],
  doCliente: [1],
  abertasDoCliente: [1],
  emExecucao: [1],
  emAnalise: [10, 11],
  devolvidas: [],
  empresasDoCliente: [5],
  ofertas: [{ id: 7, respostas: [] }],
  pdf: new TextEncoder().encode("%PDF"),
});

describe("a tabela da carga mista", () => {
  it("pesa 90% em leituras e 10% em escritas", () => {
    expect(parteEscrita(MISTURA)).toBeCloseTo(0.1, 10);
  });

  it("sorteia leituras e escritas nessa proporção, de todos os papéis", () => {
    const sortear = sorteio(MISTURA, semente(48));
    const sorteados = Array.from({ length: 100_000 }, sortear);
    const escritas = sorteados.filter((t) => t.natureza === "escrita").length / sorteados.length;
    expect(escritas).toBeGreaterThan(0.095);
    expect(escritas).toBeLessThan(0.105);
    expect(new Set(sorteados.map((t) => t.papel))).toEqual(new Set(PAPEIS));
    expect(new Set(sorteados.map((t) => t.nome)).size).toBe(MISTURA.length);
  });

  it("escreve compras, transições, mensagens e anexos, cada um com o que acrescenta", () => {
    const a = alvos();
    const efeitos = MISTURA.filter((t) => t.natureza === "escrita").map((t) => t.montar(a, () => 0)?.efeito);
    expect(efeitos).toEqual(
      expect.arrayContaining([{ solicitacoes: 1 }, { transicoes: 1 }, { mensagens: 1 }, { documentos: 1 }]),
    );
  });

  it("uma transição tira a solicitação de um conjunto e, feita, a põe no outro", () => {
    const a = alvos();
    const devolver = MISTURA.find((t) => t.nome === "devolver")!;
    const responder = MISTURA.find((t) => t.nome === "resposta cliente")!;
    expect(responder.montar(a, () => 0)).toBeNull();
    const chamada = devolver.montar(a, () => 1)!;
    expect(chamada.caminho).toBe("/solicitacao/interno/11/devolver/");
    expect(a.emAnalise).toEqual([10]);
    chamada.depois!(null);
    expect(a.devolvidas).toEqual([11]);
    expect(responder.montar(a, () => 0)!.caminho).toBe("/solicitacao/interno/cliente/atualiza/11/");
    expect(a.devolvidas).toEqual([]);
  });
});

describe("a conferência depois da carga", () => {
  const antes = { solicitacoes: 100, mensagens: 5, transicoes: 40, documentos: 0 };

  it("confere quando o banco ganhou o que as escritas disseram", () => {
    const escritos = { solicitacoes: 3, mensagens: 2, transicoes: 4, documentos: 1 };
    const depois = { solicitacoes: 103, mensagens: 7, transicoes: 44, documentos: 1 };
    expect(conferir(antes, depois, escritos).every((c) => c.ok)).toBe(true);
  });

  it("aponta o que falta (ou sobra) no banco", () => {
    const escritos = { solicitacoes: 3, mensagens: 2, transicoes: 4, documentos: 1 };
    const depois = { solicitacoes: 103, mensagens: 6, transicoes: 45, documentos: 1 };
    const errados = conferir(antes, depois, escritos).filter((c) => !c.ok);
    expect(errados).toEqual([
      { tipo: "mensagens", escritos: 2, banco: 1, ok: false },
      { tipo: "transicoes", escritos: 4, banco: 5, ok: false },
    ]);
  });
});

describe("o resumo por tipo de chamada", () => {
  it("dá chamadas por segundo, p50, p95 e erros de cada tipo", () => {
    const registro: Registro = {
      nome: "fila",
      papel: "gestor",
      natureza: "leitura",
      tempos: Array.from({ length: 100 }, (_, i) => 100 - i),
      erros: 2,
      amostras: [],
    };
    const vazio: Registro = { ...registro, nome: "upload", natureza: "escrita", tempos: [], erros: 0 };
    const registros = new Map([
      ["fila", registro],
      ["upload", vazio],
    ]);
    expect(resumir({ registros, medidoMs: 2000 })).toEqual([
      {
        tipo: "fila",
        papel: "gestor",
        natureza: "leitura",
        chamadas: 100,
        req_s: 50,
        p50: 50,
        p95: 95,
        erros: 2,
      },
      {
        tipo: "upload",
        papel: "gestor",
        natureza: "escrita",
        chamadas: 0,
        req_s: 0,
        p50: null,
        p95: null,
        erros: 0,
      },
    ]);
  });
});
