import { describe, expect, it } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";
import { ACOES } from "../authz/acoes";
import { GUARDED_ROUTES } from "../lib/endpoint";
import { RESUMOS, TAGS } from ".";

const api = usarApiDeTeste();

type Parametro = { name: string; in: string; schema?: { type?: string; pattern?: string } };
type Operacao = {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parametro[];
};
type Documento = {
  paths: Record<string, Record<string, Operacao>>;
  tags: { name: string; "x-displayName": string; description: string }[];
  servers: { url: string }[];
  components: { securitySchemes: Record<string, unknown> };
};

const BASE = "/api/hub";
const servido = async () => (await api.raw("GET", "/openapi.json")).body as Documento;
const operacoes = (doc: Documento) =>
  Object.entries(doc.paths).flatMap(([caminho, item]) =>
    Object.entries(item).map(([metodo, op]) => ({
      rota: `${metodo.toUpperCase()} ${caminho.slice(BASE.length)}`,
      caminho,
      metodo,
      op,
    })),
  );

describe("the OpenAPI document integrators read (issue 47 item 6)", () => {
  it("gives every operation its summary from the one table, and the table no operation the app lacks", async () => {
    const rotas = operacoes(await servido()).map(({ rota, op }) => {
      expect(op.summary, rota).toBe(RESUMOS[rota]);
      return rota;
    });
    expect(rotas.filter((rota) => !RESUMOS[rota])).toEqual([]);
    expect(Object.keys(RESUMOS).filter((rota) => !rotas.includes(rota))).toEqual([]);
    // Short enough for a sidebar, and none of them copied from another.
    expect(Object.values(RESUMOS).filter((r) => r.length > 80 || r.endsWith("."))).toEqual([]);
  });

  it("gives each operation a unique camelCase operationId made from its method and path", async () => {
    const doc = await servido();
    const ids = operacoes(doc).map(({ op }) => op.operationId!);
    expect(ids.filter((id) => !/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths[`${BASE}/solicitacao/interno/detalhe/{id}/`].get.operationId).toBe(
      "getSolicitacaoInternoDetalhePorId",
    );
  });

  it("tags each operation with one domain, each described in pt-BR", async () => {
    const doc = await servido();
    expect(operacoes(doc).filter(({ op }) => op.tags?.length !== 1 || !TAGS[op.tags[0]])).toEqual([]);
    expect(doc.tags.map((t) => t.name).sort()).toEqual(
      [...new Set(operacoes(doc).map(({ op }) => op.tags![0]))].sort(),
    );
    expect(doc.tags.filter((t) => !t.description || !t["x-displayName"])).toEqual([]);
    expect(doc.paths[`${BASE}/listagem/interno/estados/`].get.tags).toEqual(["referencia"]);
  });

  it("marks public exactly the operations whose action is public, and the others with the bearer scheme", async () => {
    const doc = await servido();
    expect(doc.components.securitySchemes.bearer).toEqual({ type: "http", scheme: "bearer" });
    expect(doc.servers).toEqual([expect.objectContaining({ url: "/" })]);
    const publicas = operacoes(doc).filter(({ op }) => op.security?.length === 0);
    expect(publicas.map(({ rota }) => rota).sort()).toEqual(
      [...GUARDED_ROUTES]
        .filter(([, acao]) => ACOES[acao] === "public")
        .map(([rota]) => rota)
        .sort(),
    );
    expect(publicas.map(({ rota }) => rota)).toEqual(
      expect.arrayContaining(["POST /auth/login/", "GET /servico/"]),
    );
    const outras = operacoes(doc).filter(({ op }) => op.security?.length !== 0);
    expect(outras.filter(({ op }) => JSON.stringify(op.security) !== '[{"bearer":[]}]')).toEqual([]);
    // What the document says is what the API does: without a token, every bearer operation answers 401
    // and no public one does.
    const semSessao = async ({ metodo, caminho }: { metodo: string; caminho: string }) =>
      (await api.app.request(caminho.replace(/\{[^}]+\}/g, "1"), { method: metodo.toUpperCase() })).status;
    for (const o of outras)
      expect({ rota: o.rota, status: await semSessao(o) }).toEqual({ rota: o.rota, status: 401 });
    for (const o of publicas)
      expect({ rota: o.rota, status: await semSessao(o) }).not.toEqual({ rota: o.rota, status: 401 });
  });

  it("tells apart every two paths a template could confuse: a word the other's parameter refuses", async () => {
    const doc = await servido();
    const recusa = (caminho: string, nome: string, palavra: string) =>
      Object.values(doc.paths[caminho]).some((op) =>
        op.parameters?.some(
          ({ in: onde, name, schema }) =>
            onde === "path" &&
            name === nome &&
            (schema?.type === "integer"
              ? !/^\d+$/.test(palavra)
              : !!schema?.pattern && !new RegExp(schema.pattern).test(palavra)),
        ),
      );
    const caminhos = Object.keys(doc.paths);
    const segmentos = (c: string) => c.split("/").filter(Boolean);
    const parametro = (s: string) => s.match(/^\{(.+)\}$/)?.[1];
    const confundidos: string[] = [];
    for (const [i, a] of caminhos.entries())
      for (const b of caminhos.slice(i + 1)) {
        const [sa, sb] = [segmentos(a), segmentos(b)];
        if (sa.length !== sb.length) continue;
        const pares = sa.map((s, k) => [s, sb[k]] as const);
        if (!pares.every(([x, y]) => x === y || parametro(x) || parametro(y))) continue;
        const separa = pares.some(
          ([x, y]) =>
            (parametro(x) && !parametro(y) && recusa(a, parametro(x)!, y)) ||
            (parametro(y) && !parametro(x) && recusa(b, parametro(y)!, x)),
        );
        if (!separa) confundidos.push(`${a} ~ ${b}`);
      }
    expect(confundidos).toEqual([]);
  });
});
