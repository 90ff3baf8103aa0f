import { and, eq, notInArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { evento, solicitacao } from "@/server/db/schema";
import type { AuthUser } from "@/server/lib/context";
import { acoesDisponiveis, definirWorkflow, executar } from "@/server/lib/workflow";
import { MOTIVO, usarAcoesFixture } from "@/tests/setup/acoes";
import { criarSolicitacao } from "@/tests/setup/construtores";
import { solicitacaoWorkflow, type SolicitacaoLinha, SUBSTATUS, type SubstatusCodigo } from "./workflow";

const f = usarAcoesFixture();

const gestor = (): AuthUser => ({
  id: f.usuarioId("gestor@hub.example"),
  nome: "Gestor",
  sobrenome: "Demo",
  email: "gestor@hub.example",
  groups: [{ id: 0, name: "gestor" }],
  tokenId: 0,
});
const semVinculo: SolicitacaoLinha = {
  tipo: "EXTERNA",
  consultorId: null,
  solicitacaoPaiId: null,
  dtaavaliacao: null,
};
/** The events of the request's transitions (its creation's own event aside). */
const eventosDe = (id: number) =>
  f.api.db
    .select()
    .from(evento)
    .where(
      and(
        eq(evento.entidade, "solicitacao"),
        eq(evento.entidadeId, id),
        notInArray(evento.acao, ["ENVIAR", "CRIAR"]),
      ),
    );

describe("the request workflow table", () => {
  // The same table without "devolver": what a transition missing from the table looks like.
  const semDevolver = definirWorkflow<SubstatusCodigo, SolicitacaoLinha>()({
    ...solicitacaoWorkflow,
    transicoes: solicitacaoWorkflow.transicoes.filter((t) => t.acao !== "devolver"),
  });

  it("neither offers nor executes a transition the table does not list; the full table does both", async () => {
    const id = await f.criar();
    expect(acoesDisponiveis(solicitacaoWorkflow, gestor(), "AGUARDANDO_ANALISE", semVinculo)).toContain(
      "devolver",
    );
    expect(acoesDisponiveis(semDevolver, gestor(), "AGUARDANDO_ANALISE", semVinculo)).not.toContain(
      "devolver",
    );

    const antes = await f.linha(id);
    await expect(
      f.api.db.transaction((tx) =>
        executar(tx, semDevolver, { id, acao: "devolver" as never, user: gestor(), linha: semVinculo }),
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(await f.linha(id)).toMatchObject({ substatus: "AGUARDANDO_ANALISE", versao: antes.versao });
    expect(await f.historicoDe(id)).toHaveLength(1);
    expect(await eventosDe(id)).toEqual([]);

    await f.api.db.transaction((tx) =>
      executar(tx, solicitacaoWorkflow, {
        id,
        acao: "devolver",
        user: gestor(),
        linha: semVinculo,
        motivo: MOTIVO,
      }),
    );
    expect(await f.linha(id)).toMatchObject({ substatus: "DEVOLVIDA_CLIENTE", versao: antes.versao + 1 });
  });

  it("offers nothing in a final state and only open states in `de`", () => {
    for (const estado of ["CONCLUIDA", "CANCELADA"] as const)
      expect(acoesDisponiveis(solicitacaoWorkflow, gestor(), estado, semVinculo)).toEqual([]);
    for (const t of solicitacaoWorkflow.transicoes) for (const de of t.de) expect(SUBSTATUS).toContain(de);
  });

  it("neither offers nor executes 'devolver' on an internal hiring, which has no client to answer", async () => {
    const contratacao = { ...semVinculo, tipo: "CONTRATACAO_INTERNA" };
    expect(acoesDisponiveis(solicitacaoWorkflow, gestor(), "AGUARDANDO_ANALISE", contratacao)).not.toContain(
      "devolver",
    );
    expect(acoesDisponiveis(solicitacaoWorkflow, gestor(), "AGUARDANDO_ANALISE", semVinculo)).toContain(
      "devolver",
    );
    const id = await criarSolicitacao(f.api.db, { empresas: [] });
    await f.api.db.update(solicitacao).set({ tipo: "CONTRATACAO_INTERNA" }).where(eq(solicitacao.id, id));
    const detalhe = await f.api.get("/solicitacao/interno/detalhe/{id}/", {
      path: { id },
      token: f.token.gestor,
    });
    expect(detalhe.body.acoes).not.toContain("devolver");
    const res = await f.api.patch("/solicitacao/interno/{id}/devolver/", {
      path: { id },
      token: f.token.gestor,
      body: { motivo: MOTIVO },
    });
    expect(res).toMatchObject({
      status: 409,
      error: { detail: "Uma contratação interna não tem cliente a quem devolver." },
    });
    expect((await f.linha(id)).substatus).toBe("AGUARDANDO_ANALISE");
  });

  it("refuses a table that names an action twice", () => {
    const [primeira] = solicitacaoWorkflow.transicoes;
    expect(() =>
      definirWorkflow<SubstatusCodigo, SolicitacaoLinha>()({
        ...solicitacaoWorkflow,
        transicoes: [primeira, primeira],
      }),
    ).toThrow(/repetida/);
  });

  it("writes one event per transition in the transition's transaction, none for a refused one", async () => {
    const id = await f.criar();
    const { versao } = await f.linha(id);
    const ok = await f.api.patch("/solicitacao/interno/{id}/devolver/", {
      path: { id },
      token: f.token.gestor,
      body: { motivo: MOTIVO },
      versao,
    });
    expect(ok.status).toBe(200);
    const stale = await f.api.patch("/solicitacao/interno/{id}/cancela/", {
      path: { id },
      token: f.token.gestor,
      body: { motivo: MOTIVO },
      versao,
    });
    expect(stale.status).toBe(409);
    expect(await eventosDe(id)).toEqual([
      expect.objectContaining({
        acao: "DEVOLVER",
        usuarioId: f.usuarioId("gestor@hub.example"),
        payload: { de: "AGUARDANDO_ANALISE", para: "DEVOLVIDA_CLIENTE", motivo: MOTIVO },
      }),
    ]);
  });
});

describe("history visibility", () => {
  it("keeps staff-only rows out of the client's detail and shows them to staff", async () => {
    const id = await f.criar();
    let { versao } = await f.linha(id);
    const gestor = { path: { id }, token: f.token.gestor };
    const passos = [
      (versao: number) =>
        f.api.patch("/solicitacao/interno/{id}/altera/centrocusto/", {
          ...gestor,
          body: { centrocusto: f.centroId("CC-2026-001") },
          versao,
        }),
      (versao: number) =>
        f.api.patch("/solicitacao/interno/{id}/altera/consultor/", {
          ...gestor,
          body: { consultor: f.usuarioId("consultor@hub.example") },
          versao,
        }),
      (versao: number) =>
        f.api.patch("/solicitacao/interno/{id}/devolver/", { ...gestor, body: { motivo: MOTIVO }, versao }),
    ];
    for (const passo of passos) {
      const res = await passo(versao);
      expect(res.status).toBe(200);
      versao = res.body.versao;
    }
    const staff = await f.api.get("/solicitacao/interno/detalhe/{id}/", {
      path: { id },
      token: f.token.gestor,
    });
    expect(staff.body.historico.map((h) => h.acao)).toEqual([
      "ENVIAR",
      "ALTERAR_CENTROCUSTO",
      "ALTERAR_CONSULTOR",
      "DEVOLVER",
    ]);
    expect(staff.body.historico[1].descricao).toBe("Centro de custo definido");
    const cliente = await f.api.get("/solicitacao/externo/detalhe/{id}/", {
      path: { id },
      token: f.token.cliente,
    });
    expect(cliente.status).toBe(200);
    expect(cliente.body.historico).toEqual([
      expect.objectContaining({ acao: "ENVIAR", para: "Aguardando análise" }),
      expect.objectContaining({
        acao: "DEVOLVER",
        descricao: "Devolvida ao cliente para ajustes",
        motivo: MOTIVO,
      }),
    ]);
  });
});

describe("a save that changes nothing", () => {
  it("writes no row, keeps the version and answers 200 with the unchanged request", async () => {
    const id = await f.criar();
    const consultor = f.usuarioId("consultor@hub.example");
    const vincular = (versao: number) =>
      f.api.patch("/solicitacao/interno/{id}/altera/consultor/", {
        path: { id },
        token: f.token.gestor,
        body: { consultor },
        versao,
      });
    const primeiro = await vincular((await f.linha(id)).versao);
    expect(primeiro.status).toBe(200);
    // The change's event is delivered in the background (entregueEm set): wait for it, or the snapshot may be
    // taken before it and compared after it (on PostgreSQL the delivery runs alongside the next call).
    await f.api.entregar();
    const historico = await f.historicoDe(id);
    const eventos = await eventosDe(id);

    const de_novo = await vincular(primeiro.body.versao);
    expect(de_novo.status).toBe(200);
    expect(de_novo.body).toEqual(primeiro.body);
    expect(await f.historicoDe(id)).toEqual(historico);
    expect(await eventosDe(id)).toEqual(eventos);

    const centro = (versao: number) =>
      f.api.patch("/solicitacao/interno/{id}/altera/centrocusto/", {
        path: { id },
        token: f.token.gestor,
        body: { centrocusto: f.centroId("CC-2026-001") },
        versao,
      });
    const c1 = await centro(primeiro.body.versao);
    const reservas = await f.reservas(id);
    const c2 = await centro(c1.body.versao);
    expect(c2.status).toBe(200);
    expect(c2.body.versao).toBe(c1.body.versao);
    expect(await f.reservas(id)).toEqual(reservas);
  });
});
