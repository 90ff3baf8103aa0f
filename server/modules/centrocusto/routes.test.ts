import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { eq } from "drizzle-orm";
import { criarCentroCusto, criarSolicitacao, usuarioId as idDoUsuario } from "@/tests/setup/construtores";
import { centroCusto } from "@/server/db/schema";
import { liberarReserva, reservar } from "./reserva";

const api = usarApiDeTeste();
let consultor: string;

beforeAll(async () => {
  consultor = await api.login("consultor@hub.example");
});

type CentroCusto = { codigo: string };
const codes = (body: { results: CentroCusto[] }) => body.results.map((c) => c.codigo);

describe("GET /consulta/centrocusto/", () => {
  it("lists the cost centres sorted by código, with saldo as a number and acao as {codigo}", async () => {
    const res = await api.get("/consulta/centrocusto/", { token: consultor });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(7);
    expect(res.body.next).toBeNull();
    expect(res.body.previous).toBeNull();
    expect(codes(res.body)).toEqual([
      "CC-2026-001",
      "CC-2026-002",
      "CC-2026-003",
      "CC-2026-004",
      "CC-2026-005",
      "CC-2026-006",
      "CC-2026-007",
    ]);
    const [first] = res.body.results;
    expect(first).toEqual({
      id: expect.any(Number),
      codigo: "CC-2026-001",
      descricao: "Consultorias em gestão para pequenos negócios de Santa Catarina",
      saldo: 184500,
      acao: { codigo: "4.1.02" },
      projeto: "Brasil Mais Gestão SC 2026",
      ano: 2026,
      ativo: true,
      acao_ativo_hub: true,
      projeto_ativo_hub: true,
    });
    expect(res.body.results.find((c) => c.codigo === "CC-2026-003")!.saldo).toBe(97320);
  });

  it("searches código, descrição, ação and projeto", async () => {
    const search = async (term: string) => {
      const res = await api.get("/consulta/centrocusto/", {
        query: { search: term },
        token: consultor,
      });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(res.body.results.length);
      return codes(res.body);
    };
    expect(await search("cc-2026-005")).toEqual(["CC-2026-005"]);
    expect(await search("produtores rurais")).toEqual(["CC-2026-002"]);
    expect(await search("4.1.")).toEqual(["CC-2026-001", "CC-2026-004", "CC-2026-006"]);
    expect(await search("Brasil Mais Gestão")).toEqual(["CC-2026-001", "CC-2026-004"]);
    expect(await search("inexistente")).toEqual([]);
  });

  it("filters by year", async () => {
    const current = await api.get("/consulta/centrocusto/", {
      query: { ano: 2026, search: "sustentabilidade" },
      token: consultor,
    });
    expect(codes(current.body)).toEqual(["CC-2026-005"]);
    const past = await api.get("/consulta/centrocusto/", { query: { ano: 2025 }, token: consultor });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await api.raw("GET", "/consulta/centrocusto/?ano=vinte", { token: consultor })).status).toBe(400);
  });

  it("paginates with page and page_size", async () => {
    const first = await api.get("/consulta/centrocusto/", { query: { page_size: 3 }, token: consultor });
    expect(first.body.count).toBe(7);
    expect(codes(first.body)).toEqual(["CC-2026-001", "CC-2026-002", "CC-2026-003"]);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe("/api/hub/consulta/centrocusto/?page_size=3&page=2");

    const middle = await api.get("/consulta/centrocusto/", {
      query: { page_size: 3, page: 2 },
      token: consultor,
    });
    expect(codes(middle.body)).toEqual(["CC-2026-004", "CC-2026-005", "CC-2026-006"]);
    expect(middle.body.previous).toBe("/api/hub/consulta/centrocusto/?page_size=3&page=1");
    expect(middle.body.next).toBe("/api/hub/consulta/centrocusto/?page_size=3&page=3");

    const last = await api.get("/consulta/centrocusto/", {
      query: { page_size: 3, page: 3 },
      token: consultor,
    });
    expect(codes(last.body)).toEqual(["CC-2026-007"]);
    expect(last.body.next).toBeNull();
  });

  it("is open to staff and admin only", async () => {
    expect((await api.get("/consulta/centrocusto/")).status).toBe(401);
    for (const email of [
      "gestor@hub.example",
      "coordenador@hub.example",
      "interno@hub.example",
      "admin@hub.example",
    ])
      expect((await api.get("/consulta/centrocusto/", { token: await api.login(email) })).status).toBe(200);
    for (const email of ["cliente@hub.example", "prestador@hub.example", "avaliador@hub.example"])
      expect((await api.get("/consulta/centrocusto/", { token: await api.login(email) })).status).toBe(403);
  });

  it("rejects unknown parameters", async () => {
    const res = await api.raw("GET", "/consulta/centrocusto/?acao=4.1.02", { token: consultor });
    expect(res.status).toBe(400);
    expect(res.error.detail).toBe("Dados inválidos.");
    expect(Object.keys(res.error.errors!)).toEqual(["acao"]);
  });
});

describe("GET /consulta/centrocusto/detalhe/", () => {
  const cc: Record<string, number> = {};
  const sol: { id: number; nrosolicitacao: string }[] = [];
  const detalhe = (query: Query<"get", "/consulta/centrocusto/detalhe/">, token = consultor) =>
    api.get("/consulta/centrocusto/detalhe/", { query, token });

  // Runs after the list tests, which count the demo cost centres: two more centres of one action.
  beforeAll(async () => {
    cc["CC-T-A"] = await criarCentroCusto(api.db, {
      codigo: "CC-T-A",
      descricao: "Teste A",
      acao: "9.9.01",
      projeto: "Teste",
      orcamento: "1100.20",
    });
    cc["CC-T-B"] = await criarCentroCusto(api.db, {
      codigo: "CC-T-B",
      descricao: "Teste B",
      acao: "9.9.01",
      projeto: "Teste",
      ano: 2025,
      orcamento: "2200.40",
    });
    for (const nrosolicitacao of ["2026-T00001", "2026-T00002", "2026-T00003"])
      sol.push({
        id: await criarSolicitacao(api.db, { nrosolicitacao, valor: "1000.00", empresas: [] }),
        nrosolicitacao,
      });
    const usuarioId = await idDoUsuario(api.db, "gestor@hub.example");
    const reserva = (i: number, codigo: string, valor: string, em: string) =>
      api.db.transaction((tx) =>
        reservar(tx, {
          solicitacaoId: sol[i].id,
          centro: { id: cc[codigo], codigo },
          valor,
          usuarioId,
          now: new Date(em),
        }),
      );
    await reserva(0, "CC-T-A", "100.10", "2026-03-01T12:00:00Z");
    await reserva(1, "CC-T-B", "200.20", "2026-03-02T12:00:00Z");
    // Released: neither listed nor counted.
    await reserva(2, "CC-T-A", "999.00", "2026-03-03T12:00:00Z");
    await api.db.transaction((tx) => liberarReserva(tx, sol[2].id, { usuarioId, now: new Date() }));
    await api.db.update(centroCusto).set({ ativo: false }).where(eq(centroCusto.id, cc["CC-T-B"]));
  });

  it("sums the balance and live reservations of every centre of an action", async () => {
    const res = await detalhe({ acao: "9.9.01" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      acao: "9.9.01",
      saldo: 3000.3,
      reservado: 300.3,
      centros: [
        {
          id: cc["CC-T-A"],
          codigo: "CC-T-A",
          descricao: "Teste A",
          saldo: 1000.1,
          acao: { codigo: "9.9.01" },
          projeto: "Teste",
          ano: 2026,
          ativo: true,
          acao_ativo_hub: true,
          projeto_ativo_hub: true,
          reservado: 100.1,
        },
        expect.objectContaining({ codigo: "CC-T-B", ano: 2025, ativo: false, reservado: 200.2 }),
      ],
      reservas: [
        {
          id: expect.any(Number),
          valor: 200.2,
          dtainclusao: "2026-03-02T12:00:00.000Z",
          centrocusto: { id: cc["CC-T-B"], codigo: "CC-T-B" },
          solicitacao: sol[1],
        },
        expect.objectContaining({ valor: 100.1, solicitacao: sol[0] }),
      ],
    });
  });

  it("shows one centre by id", async () => {
    const res = await detalhe({ centrocusto: cc["CC-T-A"] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ acao: "9.9.01", saldo: 1000.1, reservado: 100.1 });
    expect(res.body.centros.map((c) => c.codigo)).toEqual(["CC-T-A"]);
    expect(res.body.reservas.map((r) => r.solicitacao.id)).toEqual([sol[0].id]);
    const demo = await detalhe({ acao: "4.1.02" });
    expect(demo.body).toMatchObject({ acao: "4.1.02", saldo: 184500, reservado: 0, reservas: [] });
  });

  it("answers 404 when nothing matches", async () => {
    for (const query of [{ acao: "0.0.00" }, { centrocusto: 999999 }]) {
      const res = await detalhe(query);
      expect(res.status).toBe(404);
      expect(res.error).toEqual({ detail: "Centro de custo não encontrado." });
    }
  });

  it("takes exactly one of centrocusto and acao", async () => {
    // Some of these queries are of the wrong type or name a parameter the route lacks.
    const erros = async (query: string) => {
      const res = await api.raw("GET", `/consulta/centrocusto/detalhe/?${query}`, { token: consultor });
      expect(res.status).toBe(400);
      return res.error.errors!;
    };
    expect(await erros("")).toEqual({ centrocusto: ["Informe o centro de custo ou a ação."] });
    expect(await erros(`acao=9.9.01&centrocusto=${cc["CC-T-A"]}`)).toEqual({
      acao: ["Informe o centro de custo ou a ação, não os dois."],
    });
    expect(Object.keys(await erros("centrocusto=abc"))).toEqual(["centrocusto"]);
    expect(Object.keys(await erros("acao=9.9.01&ano=2026"))).toEqual(["ano"]);
  });

  it("is open to staff and admin only", async () => {
    expect((await api.get("/consulta/centrocusto/detalhe/", { query: { acao: "9.9.01" } })).status).toBe(401);
    for (const email of ["gestor@hub.example", "interno@hub.example", "admin@hub.example"])
      expect((await detalhe({ acao: "9.9.01" }, await api.login(email))).status).toBe(200);
    for (const email of ["cliente@hub.example", "prestador@hub.example", "avaliador@hub.example"])
      expect((await detalhe({ acao: "9.9.01" }, await api.login(email))).status).toBe(403);
  });
});
