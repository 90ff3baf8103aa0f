import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { areaAtuacao } from "@/server/db/schema";
import { AREAS_ATUACAO, UNIDADES } from "@/server/db/seed/data/organizacao";
import {
  FAIXAS_QUILOMETRAGEM,
  GENEROS,
  GRUPOS,
  MODELOS_HORA,
  PLANOS_PAGAMENTO,
} from "@/server/db/seed/data/referencia";
import { STATUS } from "@/server/db/seed/data/status";

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

const REFERENCIA = [
  "/listagem/interno/status/",
  "/listagem/interno/substatus/",
  "/listagem/interno/grupos/",
  "/listagem/interno/modelo-hora/",
  "/listagem/interno/plano-pagamento/",
  "/listagem/interno/faixa-quilometragem/",
];
const AUTENTICADAS = [
  "/listagem/externo/status/",
  "/listagem/externo/substatus/",
  "/listagem/genero/",
  "/listagem/area-atuacao/simple/",
  "/listagem/unidade-atendimento/simple/",
];

describe("who may call the reference lists", () => {
  it("staff lists refuse clients and providers; the others serve any signed-in user", async () => {
    for (const path of [...REFERENCIA, ...AUTENTICADAS]) {
      expect((await api.call("GET", path)).status, path).toBe(401);
      expect((await get(path)).status, path).toBe(200);
      const unknown = await get(`${path}?x=1`);
      expect(unknown.status, path).toBe(400);
      expect(Object.keys(unknown.body.errors), path).toEqual(["x"]);
    }
    for (const path of REFERENCIA) {
      expect((await get(path, cliente)).status, path).toBe(403);
      expect((await get(path, prestador)).status, path).toBe(403);
    }
    for (const path of AUTENTICADAS) {
      expect((await get(path, cliente)).status, path).toBe(200);
      expect((await get(path, prestador)).status, path).toBe(200);
    }
  });
});

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
    expect((await get("/listagem/externo/status/?entidade=diagnostico", cliente)).status).toBe(400);
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

describe("small reference tables", () => {
  it("lists the groups by name", async () => {
    const res = await get("/listagem/interno/grupos/");
    expect(res.body.map((g: { name: string }) => g.name)).toEqual([...GRUPOS].sort());
    expect(Object.keys(res.body[0]).sort()).toEqual(["id", "name"]);
  });

  it("lists hourly rate models with numbers", async () => {
    const res = await get("/listagem/interno/modelo-hora/");
    expect(res.body).toEqual(
      [...MODELOS_HORA]
        .sort((a, b) => a.descricao.localeCompare(b.descricao, "pt-BR"))
        .map((m) => ({
          id: expect.any(Number),
          descricao: m.descricao,
          valor_hora: Number(m.valorHora),
          valor_hora_adicional: Number(m.valorHoraAdicional),
          hora_limite: m.horaLimite,
        })),
    );
  });

  it("lists payment plans by number of instalments", async () => {
    const res = await get("/listagem/interno/plano-pagamento/");
    expect(res.body).toEqual(PLANOS_PAGAMENTO.map((p) => ({ id: expect.any(Number), ...p })));
    expect(res.body.map((p: { parcelas: number }) => p.parcelas)).toEqual([1, 2, 3, 6]);
  });

  it("lists contiguous distance bands from the nearest", async () => {
    const res = await get("/listagem/interno/faixa-quilometragem/");
    expect(res.body).toEqual(
      FAIXAS_QUILOMETRAGEM.map((f) => ({
        id: expect.any(Number),
        km_minimo: f.kmMinimo,
        km_maximo: f.kmMaximo,
        valor: Number(f.valor),
      })),
    );
    for (let i = 1; i < res.body.length; i++)
      expect(res.body[i].km_minimo).toBe(res.body[i - 1].km_maximo + 1);
    expect(res.body[0].km_minimo).toBe(0);
  });
});

describe("GET /listagem/genero/, /listagem/area-atuacao/simple/, /listagem/unidade-atendimento/simple/", () => {
  const descricoes = (rows: { id: number; descricao: string }[]) => {
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(["descricao", "id"]);
    return rows.map((r) => r.descricao);
  };

  it("lists genders", async () => {
    expect(descricoes((await get("/listagem/genero/", cliente)).body).sort()).toEqual([...GENEROS].sort());
  });

  it("lists the active areas of activity and service units", async () => {
    const areas = descricoes((await get("/listagem/area-atuacao/simple/", cliente)).body);
    expect([...areas].sort()).toEqual([...AREAS_ATUACAO].sort());
    expect(areas[0]).toBe("Agronegócio");
    await api.db.update(areaAtuacao).set({ ativo: false }).where(eq(areaAtuacao.descricao, "Turismo"));
    expect(descricoes((await get("/listagem/area-atuacao/simple/")).body)).not.toContain("Turismo");
    const unidades = descricoes((await get("/listagem/unidade-atendimento/simple/", prestador)).body);
    expect([...unidades].sort()).toEqual(UNIDADES.map((u) => u.descricao).sort());
  });
});
