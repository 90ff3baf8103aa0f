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

const get = (path: string, who: string) => api.call("GET", path, { token: token[who] });
const nros = (r: { body: { results: { nroprojeto: string }[] } }) => r.body.results.map((p) => p.nroprojeto);

describe("projects for the client and the provider", () => {
  it("lists each party's own projects with how far their stages are, filtered by what waits for whom", async () => {
    const cliente = await get("/projeto/externo/", "cliente");
    expect(cliente.status).toBe(200);
    expect(nros(cliente)).toContain("2026-910001-P1");
    expect(nros(cliente)).not.toContain("2026-910002-P1");
    const item = cliente.body.results.find((p: { id: number }) => p.id === doCliente);
    expect(item.etapas_resumo).toEqual({ total: 3, aprovadas: 1, entregues: 1, a_entregar: 1 });

    expect(nros(await get("/projeto/externo/?dash_filter=aprovar", "cliente"))).toContain("2026-910001-P1");
    expect(nros(await get("/projeto/externo/?dash_filter=entregar", "mentora"))).toEqual(["2026-910002-P1"]);
    expect(nros(await get("/projeto/externo/?dash_filter=encerrados", "mentora"))).toEqual([]);
    expect(nros(await get("/projeto/externo/?search=910001", "prestador"))).toEqual(["2026-910001-P1"]);
    expect(nros(await get("/projeto/externo/", "mentora"))).not.toContain("2026-910001-P1");

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
    expect(nros(await get("/projeto/externo/?nota=ENVIADA", "prestador"))).toEqual(["2026-910001-P1"]);
    expect(nros(await get("/projeto/externo/?nota=AUTORIZADA", "prestador"))).toEqual([]);
    expect(nros(await get("/projeto/externo/?nota=ENVIADA", "mentora"))).toEqual([]);
    expect((await get("/projeto/externo/?nota=enviada", "prestador")).body.errors.nota).toEqual([
      "Use AUTORIZADA, ENVIADA ou PAGA.",
    ]);

    const invalido = await get("/projeto/externo/?dash_filter=todos", "cliente");
    expect(invalido.status).toBe(400);
    expect(invalido.body.errors.dash_filter).toEqual(["Use entregar, aprovar, em_execucao ou encerrados."]);
    expect((await get("/projeto/externo/", "gestor")).status).toBe(403);
  });

  it("opens a project with its stages, instalments and parts per company, only for its parties", async () => {
    const res = await get(`/projeto/externo/${doCliente}/`, "prestador");
    expect(res.status).toBe(200);
    expect(res.body.etapas.map((e: { situacao: string }) => e.situacao)).toEqual([
      "APROVADA",
      "ENTREGUE",
      "PENDENTE",
    ]);
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
    expect((await get(`/projeto/externo/${doCliente}/`, "cliente")).status).toBe(200);
    expect((await get(`/projeto/externo/${alheio}/`, "cliente")).status).toBe(404);
    expect((await get(`/projeto/externo/${doCliente}/`, "mentora")).status).toBe(404);

    const partes = await get(`/projeto/externo/${doCliente}/subprojetos/`, "cliente");
    expect(partes.status).toBe(200);
    expect(
      partes.body.map((p: { nroprojeto: string; empresa: { nomefantasia: string } }) => [
        p.nroprojeto,
        p.empresa.nomefantasia,
      ]),
    ).toEqual([
      ["2026-910001-P1.1", "Nexo Software"],
      ["2026-910001-P1.2", "Sabor da Ilha"],
    ]);
    expect(partes.body[0].empresa.documento).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect((await get(`/projeto/externo/${alheio}/subprojetos/`, "prestador")).status).toBe(404);
  });
});
