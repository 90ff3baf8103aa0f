import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { SERVICOS } from "@/server/demo";

const api = usarApiDeTeste();
let consultor: string;

beforeAll(async () => {
  consultor = await api.login("consultor@hub.example");
});

const get = (path: string, token = consultor) => api.call("GET", path, { token });

describe("GET /listagem/interno/servicos/", () => {
  it("lists services with type and programme, by situation, 10 a page", async () => {
    const res = await get("/listagem/interno/servicos/");
    expect(res.body.count).toBe(SERVICOS.length);
    expect(res.body.results).toHaveLength(10);
    const inativos = await get("/listagem/interno/servicos/?ativo=false");
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
    expect((await get(`/listagem/interno/servicos/?search=${inativo.codigo}`)).body.count).toBe(1);
  });
});

describe("GET /listagem/simples/interno/servicos/", () => {
  it("lists {id, descricao} of active rows by label", async () => {
    const servicos = await get("/listagem/simples/interno/servicos/");
    expect(servicos.body.count).toBe(SERVICOS.filter((s) => s.ativo !== false).length);
    expect(Object.keys(servicos.body.results[0]).sort()).toEqual(["descricao", "id"]);
  });
});
