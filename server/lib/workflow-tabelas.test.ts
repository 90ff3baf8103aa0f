import { describe, expect, it } from "vitest";
import { GROUPS } from "@/lib/roles";
import "@/server/app";
import { HubError } from "./errors";
import { acoesDisponiveis, exigirAcao, SISTEMA, TABELAS_DE_ATOS, WORKFLOWS } from "./workflow";

// Every table the app declares (loading the app loads every module's workflow.ts).
const TABELAS = [
  ...[...WORKFLOWS.values()].map((wf) => ({ nome: wf.entidade, tabela: wf })),
  ...TABELAS_DE_ATOS.map((t) => ({ nome: `${t.entidade} (atos: ${t.transicoes[0].acao}…)`, tabela: t })),
];
const USUARIOS = [
  ...GROUPS.map((g, i) => ({ ...SISTEMA, id: i + 1, nome: g, groups: [{ id: i + 1, name: g }] })),
  SISTEMA,
];
// A row every rule reads as "no": what a rule reads is then false or missing, never a crash.
const linha = new Proxy({}, { get: () => false }) as never;

describe("every workflow and table of acts", () => {
  it("is declared: the sale's objects and the acts beside them", () => {
    expect(TABELAS.map((t) => t.nome).sort()).toEqual([
      "assinatura (atos: assinar…)",
      "consultor_credenciamento (atos: credenciar…)",
      "credenciamento",
      "diagnostico",
      "documento_inscricao",
      "edital",
      "etapa_projeto",
      "inscricao",
      "nota",
      "pagamento",
      "pagamento (atos: verificar…)",
      "proposta",
      "solicitacao",
      "solicitacao (atos: avaliar…)",
      "solicitacao (atos: pagar…)",
    ]);
  });

  for (const { nome, tabela } of TABELAS)
    it(`${nome}: an action left out of the table is neither offered nor taken, in any state, by anyone`, () => {
      const estados = [...new Set(tabela.transicoes.flatMap((t) => t.de))];
      for (const { acao } of tabela.transicoes) {
        const sem = { ...tabela, transicoes: tabela.transicoes.filter((t) => t.acao !== acao) };
        for (const estado of estados)
          for (const user of USUARIOS) {
            expect(acoesDisponiveis(sem, user, estado, linha)).not.toContain(acao);
            let erro: unknown;
            try {
              exigirAcao(sem, acao, user, estado, linha);
            } catch (e) {
              erro = e;
            }
            expect(erro).toBeInstanceOf(HubError);
            expect((erro as HubError).status).toBe(409);
          }
      }
    });
});
