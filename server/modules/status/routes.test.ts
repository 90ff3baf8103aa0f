import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { STATUS } from "@/server/db/referencia";

const api = usarApiDeTeste();
let gestor: string;
let cliente: string;
let prestador: string;

beforeAll(async () => {
  [gestor, cliente, prestador] = await Promise.all(
    ["gestor", "cliente", "prestador"].map((u) => api.login(`${u}@hub.example`)),
  );
});

const codigos = (rows: { codigo: string }[]) => rows.map((r) => r.codigo);
const substatusOf = (entidade: string, codigo?: string) =>
  STATUS[entidade]
    .filter((s) => !codigo || s.codigo === codigo)
    .flatMap((s) => (s.substatus ?? [s]).map((sub) => sub.codigo));

describe("GET /listagem/interno/status/ and /listagem/externo/status/", () => {
  it("lists the requests' statuses in workflow order by default", async () => {
    const res = await api.get("/listagem/interno/status/", { token: gestor });
    expect(codigos(res.body)).toEqual(STATUS.solicitacao.map((s) => s.codigo));
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      codigo: "EM_ANALISE",
      descricao: expect.any(String),
      cor: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect((await api.get("/listagem/externo/status/", { token: cliente })).body).toEqual(res.body);
  });

  it("lists another entity's statuses and refuses an unknown entity", async () => {
    const res = await api.get("/listagem/interno/status/", {
      query: { entidade: "diagnostico" },
      token: gestor,
    });
    expect(codigos(res.body)).toEqual(STATUS.diagnostico.map((s) => s.codigo));
    const unknown = await api.get("/listagem/interno/status/", {
      query: { entidade: "foguete" },
      token: gestor,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error.errors).toEqual({ entidade: ["Entidade não encontrada."] });
    expect(
      (await api.get("/listagem/interno/status/", { query: { entidade: "Diag-1" }, token: gestor })).status,
    ).toBe(400);
    // The parties read the statuses of what they follow (their history timelines).
    const externo = await api.get("/listagem/externo/status/", {
      query: { entidade: "diagnostico" },
      token: cliente,
    });
    expect(codigos(externo.body)).toEqual(STATUS.diagnostico.map((s) => s.codigo));
    expect(
      (await api.get("/listagem/externo/status/", { query: { entidade: "foguete" }, token: cliente })).status,
    ).toBe(400);
  });
});

describe("GET /listagem/interno/substatus/ and /listagem/externo/substatus/", () => {
  it("lists every request substatus, or one status's by código or id", async () => {
    const all = await api.get("/listagem/interno/substatus/", { token: gestor });
    expect(codigos(all.body)).toEqual(substatusOf("solicitacao"));
    const analise = await api.get("/listagem/interno/substatus/", {
      query: { status: "EM_ANALISE" },
      token: gestor,
    });
    expect(analise.body).toEqual([
      {
        id: expect.any(Number),
        codigo: "AGUARDANDO_ANALISE",
        descricao: "Aguardando análise",
        cor: expect.any(String),
        status: { id: expect.any(Number), codigo: "EM_ANALISE" },
      },
      expect.objectContaining({ codigo: "DEVOLVIDA_CLIENTE" }),
    ]);
    const byId = await api.get("/listagem/interno/substatus/", {
      query: { status: analise.body[0].status.id },
      token: gestor,
    });
    expect(byId.body).toEqual(analise.body);
    expect(
      (await api.get("/listagem/externo/substatus/", { query: { status: "em_analise" }, token: prestador }))
        .body,
    ).toEqual(analise.body);
    const contratacao = await api.get("/listagem/externo/substatus/", {
      query: { status: "EM_CONTRATACAO" },
      token: cliente,
    });
    expect(codigos(contratacao.body)).toEqual(substatusOf("solicitacao", "EM_CONTRATACAO"));
  });

  it("lists another entity's substatuses and refuses unknown statuses", async () => {
    const diag = await api.get("/listagem/interno/substatus/", {
      query: { entidade: "diagnostico", status: "ENVIADO" },
      token: gestor,
    });
    expect(codigos(diag.body)).toEqual(["ENVIADO"]);
    for (const status of ["ENVIADO", "999999", "EM-ANALISE"]) {
      const res = await api.get("/listagem/interno/substatus/", { query: { status }, token: gestor });
      expect(res.status, status).toBe(400);
      expect(Object.keys(res.error.errors!), status).toEqual(["status"]);
    }
    expect(
      (await api.get("/listagem/interno/substatus/", { query: { status: "ENVIADO" }, token: gestor })).error
        .errors,
    ).toEqual({
      status: ["Status não encontrado."],
    });
    expect(
      (await api.get("/listagem/interno/substatus/", { query: { entidade: "foguete" }, token: gestor })).error
        .errors,
    ).toEqual({
      entidade: ["Entidade não encontrada."],
    });
  });
});
