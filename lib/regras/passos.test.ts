import { describe, expect, it } from "vitest";
import { SUBSTATUS_SOLICITACAO } from "./solicitacao";
import {
  eDaVez,
  estadoDosPassos,
  PASSOS,
  PASSO_DA_SOLICITACAO,
  prazoDoPasso,
  quemAge,
  VEZ_NO_DIAGNOSTICO,
} from "./passos";

const atual = (substatus: string) => estadoDosPassos(substatus).find((p) => p.estado === "atual")?.passo;

describe("the steps of a request", () => {
  it("puts every substatus in a step, in workflow order (cancelled aside)", () => {
    const ordem = SUBSTATUS_SOLICITACAO.filter((s) => s !== "CANCELADA").map((s) =>
      PASSOS.indexOf(PASSO_DA_SOLICITACAO[s].passo!),
    );
    expect(ordem).toEqual([...ordem].sort((a, b) => a - b));
    expect(ordem.every((i) => i > 0)).toBe(true);
  });

  it("marks the steps before the current one as done and the later ones as ahead", () => {
    expect(estadoDosPassos("AGUARDANDO_PAGAMENTO").map((p) => p.estado)).toEqual([
      "feito",
      "feito",
      "feito",
      "feito",
      "feito",
      "atual",
      "adiante",
      "adiante",
      "adiante",
    ]);
    expect(atual("DEVOLVIDA_CLIENTE")).toBe("triagem");
    expect(atual("EM_NEGOCIACAO")).toBe("propostas");
    expect(atual("AGUARDANDO_ASSINATURA")).toBe("contrato");
    expect(atual("AGUARDANDO_AUTORIZACAO")).toBe("execucao");
  });

  it("has every step done once concluded, and none current once cancelled or unknown", () => {
    expect(estadoDosPassos("CONCLUIDA").every((p) => p.estado === "feito")).toBe(true);
    expect(atual("CANCELADA")).toBeUndefined();
    expect(atual("OUTRO")).toBeUndefined();
  });

  it("says who acts, calling the reader 'você'", () => {
    const vez = (s: keyof typeof PASSO_DA_SOLICITACAO) => PASSO_DA_SOLICITACAO[s].vez;
    expect(quemAge(vez("AGUARDANDO_PAGAMENTO"), "cliente")).toBe("você");
    expect(quemAge(vez("AGUARDANDO_PAGAMENTO"), "prestador")).toBe("o cliente");
    expect(quemAge(vez("AGUARDANDO_ASSINATURA"), "prestador")).toBe("você e o cliente");
    expect(quemAge(vez("AGUARDANDO_ANALISE"), "cliente")).toBe("a equipe do programa");
    expect(quemAge(vez("CONCLUIDA"), "cliente")).toBeNull();
    expect(quemAge(VEZ_NO_DIAGNOSTICO.ENVIADO.vez, "prestador")).toBe("o cliente");
    expect(eDaVez("PROPOSTAS_EM_ANALISE", "cliente")).toBe(true);
    expect(eDaVez("PROPOSTAS_EM_ANALISE", "equipe")).toBe(false);
  });

  it("takes the deadline the step has: the round's, the diagnostic's, the project's", () => {
    const datas = { propostas: "2026-12-10", diagnostico: "2026-12-01", projeto: "2027-03-01" };
    expect(prazoDoPasso("AGUARDANDO_PROPOSTAS", datas)).toBe("2026-12-10");
    expect(prazoDoPasso("AGUARDANDO_DIAGNOSTICO", datas)).toBe("2026-12-01");
    expect(prazoDoPasso("EM_EXECUCAO", datas)).toBe("2027-03-01");
    expect(prazoDoPasso("AGUARDANDO_PAGAMENTO", datas)).toBeNull();
    expect(prazoDoPasso("AGUARDANDO_PROPOSTAS", { propostas: null })).toBeNull();
  });
});
