import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { eq } from "drizzle-orm";
import { criarProjetoComEtapas } from "@/tests/setup/construtores";
import { nota, projetoParcela } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let doCliente: number;
let alheio: number;

beforeAll(async () => {
  for (const who of ["cliente", "prestador", "gestor"]) token[who] = await api.login(`${who}@hub.example`);
  token.mentora = await api.login("helena.prado@hub.example");
  // cliente@'s two companies, carried out by prestador@'s Vértice; one of another client by Mentora.
  doCliente = await criarProjetoComEtapas(api.db, {
    nro: "2026-910001",
    empresas: ["Sabor da Ilha", "Nexo Software"],
    prestador: "Vértice Consultoria",
    etapas: ["APROVADA", "ENTREGUE", "PENDENTE"],
  });
  alheio = await criarProjetoComEtapas(api.db, {
    nro: "2026-910002",
    empresas: ["Metalúrgica Ferrari"],
    prestador: "Mentora Inovação",
    etapas: ["DEVOLVIDA"],
  });
});

const nros = (r: { body: { results: { nroprojeto: string }[] } }) => r.body.results.map((p) => p.nroprojeto);

describe("projects for the client and the provider", () => {
  it("lists each party's own projects with how far their stages are, filtered by what waits for whom", async () => {
    const cliente = await api.get("/projeto/externo/", { token: token.cliente });
    expect(cliente.status).toBe(200);
    expect(nros(cliente)).toContain("2026-910001-P1");
    expect(nros(cliente)).not.toContain("2026-910002-P1");
    const item = cliente.body.results.find((p) => p.id === doCliente)!;
    expect(item.etapas_resumo).toEqual({ total: 3, aprovadas: 1, entregues: 1, a_entregar: 1 });

    expect(
      nros(await api.get("/projeto/externo/", { query: { dash_filter: "aprovar" }, token: token.cliente })),
    ).toContain("2026-910001-P1");
    expect(
      nros(await api.get("/projeto/externo/", { query: { dash_filter: "entregar" }, token: token.mentora })),
    ).toEqual(["2026-910002-P1"]);
    expect(
      nros(
        await api.get("/projeto/externo/", { query: { dash_filter: "encerrados" }, token: token.mentora }),
      ),
    ).toEqual([]);
    expect(
      nros(await api.get("/projeto/externo/", { query: { search: "910001" }, token: token.prestador })),
    ).toEqual(["2026-910001-P1"]);
    expect(nros(await api.get("/projeto/externo/", { token: token.mentora }))).not.toContain(
      "2026-910001-P1",
    );

    // By the state of an invoice of any instalment: the provider's invoices on its dashboard.
    const [parcela] = await api.db
      .select()
      .from(projetoParcela)
      .where(eq(projetoParcela.projetoId, doCliente));
    await api.db.insert(nota).values({
      parcelaId: parcela.id,
      substatusId: await api.substatusId("nota", "ENVIADA"),
      dtaautorizacao: new Date("2026-10-10T12:00:00Z"),
    });
    expect(
      nros(await api.get("/projeto/externo/", { query: { nota: "ENVIADA" }, token: token.prestador })),
    ).toEqual(["2026-910001-P1"]);
    expect(
      nros(await api.get("/projeto/externo/", { query: { nota: "AUTORIZADA" }, token: token.prestador })),
    ).toEqual([]);
    expect(
      nros(await api.get("/projeto/externo/", { query: { nota: "ENVIADA" }, token: token.mentora })),
    ).toEqual([]);
    expect(
      (await api.raw("GET", "/projeto/externo/?nota=enviada", { token: token.prestador })).error.errors?.nota,
    ).toEqual(["Use AUTORIZADA, ENVIADA ou PAGA."]);

    const invalido = await api.raw("GET", "/projeto/externo/?dash_filter=todos", { token: token.cliente });
    expect(invalido.status).toBe(400);
    expect(invalido.error.errors?.dash_filter).toEqual(["Use entregar, aprovar, em_execucao ou encerrados."]);
    expect((await api.get("/projeto/externo/", { token: token.gestor })).status).toBe(403);
  });

  it("opens a project with its stages, instalments and parts per company, only for its parties", async () => {
    const res = await api.get("/projeto/externo/{id}/", { path: { id: doCliente }, token: token.prestador });
    expect(res.status).toBe(200);
    expect(res.body.etapas.map((e) => e.situacao)).toEqual(["APROVADA", "ENTREGUE", "PENDENTE"]);
    expect(res.body.etapas[0]).toMatchObject({
      ordem: 1,
      titulo: "Etapa 1",
      entregavel: "Entrega 1",
      horas: 8,
      valor: 1000,
    });
    expect(res.body.parcelas).toEqual([
      { numero: 1, etapa_ordem: 1, valor: 1000 },
      { numero: 2, etapa_ordem: 2, valor: 1000 },
      { numero: 3, etapa_ordem: 3, valor: 1000 },
    ]);
    expect(
      (await api.get("/projeto/externo/{id}/", { path: { id: doCliente }, token: token.cliente })).status,
    ).toBe(200);
    expect(
      (await api.get("/projeto/externo/{id}/", { path: { id: alheio }, token: token.cliente })).status,
    ).toBe(404);
    expect(
      (await api.get("/projeto/externo/{id}/", { path: { id: doCliente }, token: token.mentora })).status,
    ).toBe(404);

    const partes = await api.get("/projeto/externo/{id}/subprojetos/", {
      path: { id: doCliente },
      token: token.cliente,
    });
    expect(partes.status).toBe(200);
    expect(partes.body.map((p) => [p.nroprojeto, p.empresa.nomefantasia])).toEqual([
      ["2026-910001-P1.1", "Nexo Software"],
      ["2026-910001-P1.2", "Sabor da Ilha"],
    ]);
    expect(partes.body[0].empresa.documento).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(
      (await api.get("/projeto/externo/{id}/subprojetos/", { path: { id: alheio }, token: token.prestador }))
        .status,
    ).toBe(404);
  });
});
