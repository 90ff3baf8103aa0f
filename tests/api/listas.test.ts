// Rules every list shares, whichever domain serves it: who may call, strict queries, ids that fit.
import { beforeAll, describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";

const api = usarApiDeTeste();
let consultor: string;
let gestor: string;
let admin: string;
let cliente: string;
let prestador: string;

beforeAll(async () => {
  [consultor, gestor, admin, cliente, prestador] = await Promise.all(
    ["consultor", "gestor", "admin", "cliente", "prestador"].map((u) => api.login(`${u}@hub.example`)),
  );
});

const PAGINADAS = [
  "/listagem/interno/clientes/",
  "/listagem/interno/proprietarios/",
  "/listagem/interno/sociosAdministradores/",
  "/listagem/interno/consultores/",
  "/listagem/interno/gestores/",
  "/listagem/interno/modelosoferta/",
  "/listagem/interno/prestadores/",
  "/listagem/interno/servicos/",
  "/listagem/usuarios/internos/",
  "/listagem/simples/interno/gestores/",
  "/listagem/simples/interno/servicos/",
  "/listagem/simples/interno/modelosoferta/",
  "/listagem/simples/interno/prestadores/",
] as const;

const REFERENCIA = [
  "/listagem/interno/status/",
  "/listagem/interno/substatus/",
  "/listagem/interno/grupos/",
] as const;
// Pricing lists: staff, and providers pricing a proposal.
const PRECIFICACAO = [
  "/listagem/interno/modelo-hora/",
  "/listagem/interno/plano-pagamento/",
  "/listagem/interno/faixa-quilometragem/",
] as const;
const AUTENTICADAS = [
  "/listagem/externo/status/",
  "/listagem/externo/substatus/",
  "/listagem/genero/",
  "/listagem/area-atuacao/simple/",
  "/listagem/unidade-atendimento/simple/",
] as const;

describe("who may call the staff lists", () => {
  it("asks for a session, refuses clients and providers, serves staff and admins", async () => {
    for (const path of PAGINADAS) {
      expect((await api.get(path)).status, path).toBe(401);
      expect((await api.get(path, { token: cliente })).status, path).toBe(403);
      expect((await api.get(path, { token: prestador })).status, path).toBe(403);
      expect((await api.get(path, { token: admin })).status, path).toBe(200);
      const res = await api.get(path, { token: consultor });
      expect(res.status, path).toBe(200);
      expect(Object.keys(res.body).sort(), path).toEqual(["count", "next", "previous", "results"]);
    }
  });

  it("refuses unknown query parameters and a malformed page", async () => {
    for (const path of PAGINADAS) {
      const unknown = await api.raw("GET", `${path}?x=1`, { token: consultor });
      expect(unknown.status, path).toBe(400);
      expect(unknown.error.errors, path).toEqual({ x: [expect.any(String)] });
      expect((await api.get(path, { query: { page: 0 }, token: consultor })).status, path).toBe(400);
      expect((await api.get(path, { query: { page_size: 101 }, token: consultor })).status, path).toBe(400);
    }
    // Values of the wrong type, which the contract's types refuse.
    expect(
      (await api.raw("GET", "/listagem/interno/modelosoferta/?ativo=0", { token: consultor })).error.errors,
    ).toEqual({ ativo: ["Use true ou false."] });
    expect(
      (await api.raw("GET", "/listagem/interno/prestadores/?servico=abc", { token: consultor })).status,
    ).toBe(400);
  });
});

describe("who may call the reference lists", () => {
  it("staff lists refuse clients and providers, pricing lists serve providers too, the others any signed-in user", async () => {
    for (const path of [...REFERENCIA, ...PRECIFICACAO, ...AUTENTICADAS]) {
      expect((await api.get(path)).status, path).toBe(401);
      expect((await api.get(path, { token: gestor })).status, path).toBe(200);
      const unknown = await api.raw("GET", `${path}?x=1`, { token: gestor });
      expect(unknown.status, path).toBe(400);
      expect(Object.keys(unknown.error.errors!), path).toEqual(["x"]);
    }
    for (const path of REFERENCIA) {
      expect((await api.get(path, { token: cliente })).status, path).toBe(403);
      expect((await api.get(path, { token: prestador })).status, path).toBe(403);
    }
    for (const path of PRECIFICACAO) {
      expect((await api.get(path, { token: cliente })).status, path).toBe(403);
      expect((await api.get(path, { token: prestador })).status, path).toBe(200);
    }
    for (const path of AUTENTICADAS) {
      expect((await api.get(path, { token: cliente })).status, path).toBe(200);
      expect((await api.get(path, { token: prestador })).status, path).toBe(200);
    }
    // The parties' history timelines read the statuses of what they follow.
    const propostas = await api.get("/listagem/externo/status/", {
      query: { entidade: "proposta" },
      token: cliente,
    });
    expect(propostas.body.map((x) => x.codigo)).toContain("SELECIONADA");
  });
});

describe("ids in queries", () => {
  it("refuse numbers beyond the database's integer ids with a 400, never a 500", async () => {
    const BIG = 2_147_483_648;
    const cases: [path: string, field: string][] = [
      [`/listagem/interno/cidades/?estado=${BIG}`, "estado"],
      [`/listagem/interno/substatus/?status=${BIG}`, "status"],
      [`/listagem/interno/prestadores/?servico=${BIG}`, "servico"],
      [`/listagem/interno/modelosoferta/?servico=${BIG}`, "servico"],
      [`/listagem/interno/proprietarios/?empresa=${BIG}`, "empresa"],
      [`/listagem/pergunta/dimensionamento/?servico=9999999999`, "servico"],
      [`/tema/subtema/externo/list/?tema=${BIG}`, "tema"],
      [`/servico/?tema=${BIG}`, "tema"],
      [`/consulta/centrocusto/detalhe/?centrocusto=${BIG}`, "centrocusto"],
      [`/unidade-atendimento/?gestor=${BIG}`, "gestor"],
      [`/projeto/consultor/?consultor=${BIG}`, "consultor"],
      [`/diagnostico/consultor/?consultor=${BIG}`, "consultor"],
    ];
    // Past the contract's maximum, which its types cannot say.
    for (const [path, field] of cases) {
      const res = await api.raw("GET", path, { token: consultor });
      expect(res.status, path).toBe(400);
      expect(Object.keys(res.error.errors!), path).toContain(field);
    }
  });
});
