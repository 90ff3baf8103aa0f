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

const get = (path: string, token = gestor) => api.call("GET", path, { token });
const codigos = (rows: { codigo: string }[]) => rows.map((r) => r.codigo);
const substatusOf = (entidade: string, codigo?: string) =>
  STATUS[entidade]
    .filter((s) => !codigo || s.codigo === codigo)
    .flatMap((s) => (s.substatus ?? [s]).map((sub) => sub.codigo));

describe("GET /listagem/interno/status/ and /listagem/externo/status/", () => {
  it("lists the requests' statuses in workflow order by default", async () => {
    const res = await get("/listagem/interno/status/");
    expect(codigos(res.body)).toEqual(STATUS.solicitacao.map((s) => s.codigo));
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      codigo: "EM_ANALISE",
      descricao: expect.any(String),
      cor: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect((await get("/listagem/externo/status/", cliente)).body).toEqual(res.body);
  });

  it("lists another entity's statuses and refuses an unknown entity", async () => {
    const res = await get("/listagem/interno/status/?entidade=diagnostico");
    expect(codigos(res.body)).toEqual(STATUS.diagnostico.map((s) => s.codigo));
    const unknown = await get("/listagem/interno/status/?entidade=foguete");
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ entidade: ["Entidade não encontrada."] });
    expect((await get("/listagem/interno/status/?entidade=Diag-1")).status).toBe(400);
    // The parties read the statuses of what they follow (their history timelines).
    const externo = await get("/listagem/externo/status/?entidade=diagnostico", cliente);
    expect(codigos(externo.body)).toEqual(STATUS.diagnostico.map((s) => s.codigo));
    expect((await get("/listagem/externo/status/?entidade=foguete", cliente)).status).toBe(400);
  });
});

describe("GET /listagem/interno/substatus/ and /listagem/externo/substatus/", () => {
  it("lists every request substatus, or one status's by código or id", async () => {
    const all = await get("/listagem/interno/substatus/");
    expect(codigos(all.body)).toEqual(substatusOf("solicitacao"));
    const analise = await get("/listagem/interno/substatus/?status=EM_ANALISE");
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
    const byId = await get(`/listagem/interno/substatus/?status=${analise.body[0].status.id}`);
    expect(byId.body).toEqual(analise.body);
    expect((await get("/listagem/externo/substatus/?status=em_analise", prestador)).body).toEqual(
      analise.body,
    );
    const contratacao = await get("/listagem/externo/substatus/?status=EM_CONTRATACAO", cliente);
    expect(codigos(contratacao.body)).toEqual(substatusOf("solicitacao", "EM_CONTRATACAO"));
  });

  it("lists another entity's substatuses and refuses unknown statuses", async () => {
    const diag = await get("/listagem/interno/substatus/?entidade=diagnostico&status=ENVIADO");
    expect(codigos(diag.body)).toEqual(["ENVIADO"]);
    for (const query of ["?status=ENVIADO", "?status=999999", "?status=EM-ANALISE"]) {
      const res = await get(`/listagem/interno/substatus/${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.errors), query).toEqual(["status"]);
    }
    expect((await get("/listagem/interno/substatus/?status=ENVIADO")).body.errors).toEqual({
      status: ["Status não encontrado."],
    });
    expect((await get("/listagem/interno/substatus/?entidade=foguete")).body.errors).toEqual({
      entidade: ["Entidade não encontrada."],
    });
  });
});
