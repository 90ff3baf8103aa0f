import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { projetoEtapa, solicitacao, projeto as projetoT } from "@/server/db/schema";
import { acoesDisponiveis, definirWorkflow, executar } from "@/server/lib/workflow";
import type { AuthUser } from "@/server/lib/context";
import type { StatusEtapa } from "@/lib/regras/projeto";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProjetoComEtapas } from "@/tests/setup/construtores";
import { etapaWorkflow, type EtapaLinha } from "./workflow";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let nro = 930000;

beforeAll(async () => {
  for (const who of ["cliente", "prestador", "gestor"]) token[who] = await api.login(`${who}@hub.example`);
});

async function projeto(etapas: StatusEtapa[]) {
  const id = await criarProjetoComEtapas(api.db, {
    nro: `2026-${++nro}`,
    empresas: ["Sabor da Ilha"],
    prestador: "Vértice Consultoria",
    etapas,
  });
  return id;
}
const acoesDe = async (id: number, who: string) => {
  const res = await api.get("/projeto/externo/{id}/", { path: { id }, token: token[who] });
  expect(res.status).toBe(200);
  return res.body.etapas.map((e) => e.acoes);
};

describe("a project's stages answer what each party may do, from the stage table", () => {
  it("offers the provider a delivery owed, the client a delivery to judge, staff nothing", async () => {
    const id = await projeto(["PENDENTE", "ENTREGUE", "DEVOLVIDA", "APROVADA"]);
    expect(await acoesDe(id, "prestador")).toEqual([["entregar"], [], ["entregar"], []]);
    expect(await acoesDe(id, "cliente")).toEqual([[], ["aprovar", "devolver"], [], []]);
    const equipe = await api.get("/projeto/consultor/{id}/", { path: { id }, token: token.gestor });
    expect(equipe.body.etapas.map((e) => e.acoes)).toEqual([[], [], [], []]);
  });

  it("offers nothing while the project is not in execution, and refuses the delivery as the table says", async () => {
    const id = await projeto(["PENDENTE", "ENTREGUE"]);
    const [p] = await api.db.select().from(projetoT).where(eq(projetoT.id, id));
    await api.db
      .update(solicitacao)
      .set({ substatusId: await api.substatusId("solicitacao", "AGUARDANDO_AVALIACAO") })
      .where(eq(solicitacao.id, p.solicitacaoId));
    expect(await acoesDe(id, "prestador")).toEqual([[], []]);
    expect(await acoesDe(id, "cliente")).toEqual([[], []]);
    const [e] = await api.db
      .select()
      .from(projetoEtapa)
      .where(and(eq(projetoEtapa.projetoId, id), eq(projetoEtapa.ordem, 2)));
    const res = await api.patch("/projeto/externo/{projeto}/etapa/{etapa}/aprovar/", {
      path: { projeto: id, etapa: e.id },
      token: token.cliente,
    });
    expect(res).toMatchObject({ status: 409, error: { detail: "O projeto não está em execução." } });
  });

  it("neither offers nor executes a transition the table does not list", async () => {
    const semAprovar = definirWorkflow<StatusEtapa, EtapaLinha>()({
      ...etapaWorkflow,
      transicoes: etapaWorkflow.transicoes.filter((t) => t.acao !== "aprovar"),
    });
    const id = await projeto(["ENTREGUE"]);
    const [e] = await api.db.select().from(projetoEtapa).where(eq(projetoEtapa.projetoId, id));
    const cliente: AuthUser = {
      id: 0,
      nome: "",
      sobrenome: "",
      email: "",
      groups: [{ id: 1, name: "cliente" }],
      tokenId: 0,
    };
    const linha = { emExecucao: true, aceita: true };
    expect(acoesDisponiveis(etapaWorkflow, cliente, "ENTREGUE", linha)).toContain("aprovar");
    expect(acoesDisponiveis(semAprovar, cliente, "ENTREGUE", linha)).not.toContain("aprovar");
    await expect(
      api.db.transaction((tx) =>
        executar(tx, semAprovar, { id: e.id, acao: "aprovar" as never, user: cliente, linha }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    const [depois] = await api.db.select().from(projetoEtapa).where(eq(projetoEtapa.id, e.id));
    expect(depois.versao).toBe(e.versao);
  });
});
