import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { modeloOferta, servico } from "@/server/db/schema";
import { SERVICOS } from "@/server/demo";

const api = usarApiDeTeste();
let consultor: string;

beforeAll(async () => {
  consultor = await api.login("consultor@hub.example");
});

const servicoId = async (codigo: string) =>
  (await api.db.select({ id: servico.id }).from(servico).where(eq(servico.codigo, codigo)))[0].id;

describe("GET /listagem/interno/modelosoferta/", () => {
  const ofertas = SERVICOS.flatMap((s) =>
    s.ofertas.map((o) => ({ ...o, ativo: s.ativo ?? true, servico: s })),
  );

  it("lists offer models with their service, 10 a page by default", async () => {
    const res = await api.get("/listagem/interno/modelosoferta/", { token: consultor });
    expect(res.body.count).toBe(ofertas.length);
    expect(res.body.results).toHaveLength(10);
    expect(res.body.next).toBe("/api/hub/listagem/interno/modelosoferta/?page=2");
    const [first] = res.body.results;
    expect(Object.keys(first).sort()).toEqual(["ativo", "id", "servico", "titulo", "valor"]);
    expect(Object.keys(first.servico).sort()).toEqual(["exige_diagnostico", "id", "titulo"]);
    expect(typeof first.valor).toBe("number");
  });

  it("filters by service and situation, and searches offer and service titles", async () => {
    const inativo = SERVICOS.find((s) => s.ativo === false)!;
    const id = await servicoId(inativo.codigo);
    const byServico = await api.get("/listagem/interno/modelosoferta/", {
      query: { servico: id },
      token: consultor,
    });
    expect(byServico.body.results.map((m) => m.titulo).sort()).toEqual(
      inativo.ofertas.map((o) => o.titulo).sort(),
    );
    expect(byServico.body.results[0]).toMatchObject({
      valor: inativo.ofertas.find((o) => o.titulo === byServico.body.results[0].titulo)!.valor,
      ativo: false,
      servico: { id, titulo: inativo.titulo, exige_diagnostico: false },
    });
    const inativos = await api.get("/listagem/interno/modelosoferta/", {
      query: { ativo: "false" },
      token: consultor,
    });
    expect(inativos.body.count).toBe(ofertas.filter((o) => !o.ativo).length);
    const ativos = await api.get("/listagem/interno/modelosoferta/", {
      query: { ativo: "true" },
      token: consultor,
    });
    expect(ativos.body.count).toBe(ofertas.filter((o) => o.ativo).length);
    const porServico = await api.get("/listagem/interno/modelosoferta/", {
      query: { search: inativo.titulo },
      token: consultor,
    });
    expect(porServico.body.count).toBe(inativo.ofertas.length);
  });
});

describe("GET /listagem/simples/interno/modelosoferta/", () => {
  it("comes 100 to a page by default", async () => {
    const id = await servicoId("SRV-001");
    await api.db.insert(modeloOferta).values(
      Array.from({ length: 100 }, (_, i) => ({
        servicoId: id,
        titulo: `Oferta de teste ${String(i).padStart(3, "0")}`,
        descricao: "Oferta para testar a paginação.",
        cargaHoraria: 4,
        valor: "100.00",
      })),
    );
    const ativas = SERVICOS.filter((s) => s.ativo !== false).flatMap((s) => s.ofertas).length + 100;
    const res = await api.get("/listagem/simples/interno/modelosoferta/", { token: consultor });
    expect(res.body.count).toBe(ativas);
    expect(res.body.results).toHaveLength(100);
    expect(res.body.next).toBe("/api/hub/listagem/simples/interno/modelosoferta/?page=2");
    expect(
      (await api.get("/listagem/simples/interno/modelosoferta/", { query: { page: 2 }, token: consultor }))
        .body.results,
    ).toHaveLength(ativas - 100);
  });
});
