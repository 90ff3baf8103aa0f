import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { SERVICOS } from "@/server/demo";

const api = usarApiDeTeste();
let consultor: string;

beforeAll(async () => {
  consultor = await api.login("consultor@hub.example");
});

describe("GET /listagem/interno/servicos/", () => {
  it("lists services with type and programme, by situation, 10 a page", async () => {
    const res = await api.get("/listagem/interno/servicos/", { token: consultor });
    expect(res.body.count).toBe(SERVICOS.length);
    expect(res.body.results).toHaveLength(10);
    const inativos = await api.get("/listagem/interno/servicos/", {
      query: { ativo: "false" },
      token: consultor,
    });
    const inativo = SERVICOS.find((s) => s.ativo === false)!;
    expect(inativos.body.results).toEqual([
      {
        id: expect.any(Number),
        codigo: inativo.codigo,
        titulo: inativo.titulo,
        ativo: false,
        exige_diagnostico: false,
        tipo: { descricao: inativo.tipo },
        programa: { descricao: inativo.programa },
      },
    ]);
    expect(
      (await api.get("/listagem/interno/servicos/", { query: { search: inativo.codigo }, token: consultor }))
        .body.count,
    ).toBe(1);
  });
});

describe("GET /listagem/simples/interno/servicos/", () => {
  it("lists {id, descricao} of active rows by label", async () => {
    const servicos = await api.get("/listagem/simples/interno/servicos/", { token: consultor });
    expect(servicos.body.count).toBe(SERVICOS.filter((s) => s.ativo !== false).length);
    expect(Object.keys(servicos.body.results[0]).sort()).toEqual(["descricao", "id"]);
  });
});
