import { beforeAll, describe, expect, it } from "vitest";
import { eq, notInArray } from "drizzle-orm";
import { criarSolicitacao, empresaId as empresaDe } from "@/tests/setup/construtores";
import { usarApiDeTeste } from "@/tests/setup/api";
import {
  cidade,
  empresa,
  solicitacao,
  unidadeAtendimentoCidade,
  unidadeAtendimentoConsultor,
} from "@/server/db/schema";

// A unit's cities decide whose queue a request falls in and what its consultants reach, at once: the scopes
// read the links as they are and the queue's cache is renewed by the links' triggers (migration 0029).
const api = usarApiDeTeste();
const token: Record<string, string> = {};
let pedido: { id: number; nrosolicitacao: string };
let cidadeId: number;
let unidade: number;
let vizinha: number;

beforeAll(async () => {
  for (const u of ["admin", "gestor", "consultor"]) token[u] = await api.login(`${u}@hub.example`);
  const consultor = (await api.get("/auth/me/", { token: token.consultor })).body.id;
  const criar = async (descricao: string) =>
    (await api.post("/unidade-atendimento/", { token: token.admin, body: { descricao } })).body.id;
  [unidade, vizinha] = [await criar("Unidade do Consultor"), await criar("Unidade Vizinha")];
  // The consultant works in the new unit only.
  await api.db.delete(unidadeAtendimentoConsultor);
  await api.db.insert(unidadeAtendimentoConsultor).values({ unidadeId: unidade, usuarioId: consultor });

  // A request not linked to the consultant, of a company in a city no unit serves.
  [{ id: cidadeId }] = await api.db
    .select({ id: cidade.id })
    .from(cidade)
    .where(
      notInArray(
        cidade.id,
        api.db.select({ id: unidadeAtendimentoCidade.cidadeId }).from(unidadeAtendimentoCidade),
      ),
    )
    .limit(1);
  const empresaId = await empresaDe(api.db, "Sabor da Ilha");
  await api.db.update(empresa).set({ cidadeId }).where(eq(empresa.id, empresaId));
  const id = await criarSolicitacao(api.db, { empresas: [empresaId] });
  [pedido] = await api.db
    .select({ id: solicitacao.id, nrosolicitacao: solicitacao.nrosolicitacao })
    .from(solicitacao)
    .where(eq(solicitacao.id, id));
});

/** Whether the consultant reaches the request: its detail, and the queue searched for its number. */
async function consultorAlcanca() {
  const detalhe = await api.raw("GET", `/solicitacao/interno/detalhe/${pedido.id}/`, {
    token: token.consultor,
  });
  const fila = await api.get("/solicitacao/interno/pendentes/", {
    query: { search: pedido.nrosolicitacao },
    token: token.consultor,
  });
  const naFila = fila.body.results.some((r) => r.id === pedido.id);
  expect(naFila).toBe(detalhe.status === 200);
  return naFila;
}

const naFilaDaUnidade = async (id: number) =>
  (
    await api.get("/solicitacao/interno/pendentes/", {
      query: { unidade: id, search: pedido.nrosolicitacao },
      token: token.gestor,
    })
  ).body.results.some((r) => r.id === pedido.id);

/** Whether `usuario` answers for the request: the queue filtered by responsible manager. */
const responsavel = async (usuario: number) =>
  (
    await api.get("/solicitacao/interno/pendentes/", {
      query: { gestor: usuario, search: pedido.nrosolicitacao },
      token: token.gestor,
    })
  ).body.results.some((r) => r.id === pedido.id);

/** The open requests `usuario` answers for, as the coordinator's dashboard counts them. */
async function abertas(usuario: number) {
  const painel = await api.get("/dash/interno/coordenador/", {
    token: await api.login("coordenador@hub.example"),
  });
  return (painel.body.gestores as { id: number; total: number }[]).find((g) => g.id === usuario)?.total ?? 0;
}

/** The city leaves its unit for `destino`. */
async function moverCidade(destino: number) {
  const [link] = (
    await api.get("/unidade-atendimento/cidade/", { query: { cidade: cidadeId }, token: token.admin })
  ).body.results;
  expect(
    (await api.delete("/unidade-atendimento/cidade/{id}/", { path: { id: link.id }, token: token.admin }))
      .status,
  ).toBe(204);
  expect(
    (
      await api.post("/unidade-atendimento/cidade/", {
        token: token.admin,
        body: { unidade: destino, cidade: cidadeId },
      })
    ).status,
  ).toBe(201);
}

describe("a unit's cities and the reach of its staff", () => {
  it("gives and takes the consultant's reach as the city moves between units", async () => {
    expect(await consultorAlcanca()).toBe(false);

    const link = await api.post("/unidade-atendimento/cidade/", {
      token: token.admin,
      body: { unidade, cidade: cidadeId },
    });
    expect(link.status).toBe(201);
    expect(await consultorAlcanca()).toBe(true);
    expect(await naFilaDaUnidade(unidade)).toBe(true);

    // The city moves to the neighbouring unit: the request goes with it.
    expect(
      (
        await api.delete("/unidade-atendimento/cidade/{id}/", {
          path: { id: link.body.id },
          token: token.admin,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await api.post("/unidade-atendimento/cidade/", {
          token: token.admin,
          body: { unidade: vizinha, cidade: cidadeId },
        })
      ).status,
    ).toBe(201);
    expect(await consultorAlcanca()).toBe(false);
    expect(await naFilaDaUnidade(unidade)).toBe(false);
    expect(await naFilaDaUnidade(vizinha)).toBe(true);
  });

  it("moves the request between the units' managers, in the queue and in their counters, both ways", async () => {
    // The city lies in the neighbouring unit now. One manager answers for each unit.
    const [gestor, coordenador] = [
      (await api.get("/auth/me/", { token: token.gestor })).body.id,
      (await api.get("/auth/me/", { token: await api.login("coordenador@hub.example") })).body.id,
    ];
    const vincular = (unidadeId: number, usuario: number) =>
      api.post("/unidade-atendimento/gestor/", {
        token: token.admin,
        body: { unidade: unidadeId, gestor: usuario },
      });
    expect((await vincular(unidade, gestor)).status).toBe(201);
    expect(await responsavel(gestor)).toBe(false);
    const [gestorAntes, coordenadorAntes] = [await abertas(gestor), await abertas(coordenador)];
    // A manager linked to the unit that serves the city answers for its open request at once.
    expect((await vincular(vizinha, coordenador)).status).toBe(201);
    expect(await responsavel(coordenador)).toBe(true);
    expect(await abertas(coordenador)).toBe(coordenadorAntes + 1);

    await moverCidade(unidade);
    expect(await consultorAlcanca()).toBe(true);
    expect(await responsavel(gestor)).toBe(true);
    expect(await responsavel(coordenador)).toBe(false);
    expect(await abertas(gestor)).toBe(gestorAntes + 1);
    expect(await abertas(coordenador)).toBe(coordenadorAntes);

    await moverCidade(vizinha);
    expect(await consultorAlcanca()).toBe(false);
    expect(await responsavel(gestor)).toBe(false);
    expect(await responsavel(coordenador)).toBe(true);
    expect(await abertas(gestor)).toBe(gestorAntes);
    expect(await abertas(coordenador)).toBe(coordenadorAntes + 1);

    // The manager's own units, changed on the user's page, move the request too.
    const conta = (
      await api.get("/auth/admin/listar/{id}/", { path: { id: coordenador }, token: token.admin })
    ).body;
    const gestao = (unidades: number[]) =>
      api.put("/auth/atualiza/interno/gestor/{id}/", {
        path: { id: coordenador },
        token: token.admin,
        body: { unidades, areas: conta.areas.map((a: { id: number }) => a.id) },
      });
    const outras = conta.unidades.map((u: { id: number }) => u.id).filter((id: number) => id !== vizinha);
    expect((await gestao(outras)).status).toBe(200);
    expect(await responsavel(coordenador)).toBe(false);
    expect((await gestao([...outras, vizinha])).status).toBe(200);
    expect(await responsavel(coordenador)).toBe(true);
  });

  it("keeps the coordinator's per-unit counters in step", async () => {
    const painel = await api.get("/dash/interno/coordenador/", {
      token: await api.login("coordenador@hub.example"),
    });
    expect(painel.status).toBe(200);
    const nomes = painel.body.unidades.map((u: { nome: string }) => u.nome);
    expect(nomes).toContain("Unidade Vizinha");
    expect(nomes).not.toContain("Unidade do Consultor");
  });
});
