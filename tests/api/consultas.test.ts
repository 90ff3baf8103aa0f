// The lists answer from a fixed number of statements whatever their page size (DESIGN §3: no N+1), counted
// through Drizzle's logger as the app sends them.
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { empresaUsuario } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import { sucesso, type Answer, type Query } from "@/tests/setup/cliente-api";
import { criarSolicitacao, usuarioId } from "@/tests/setup/construtores";

const api = usarApiDeTeste();
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  tokens.gestor = await api.login("gestor@hub.example");
  tokens.cliente = await api.login("cliente@hub.example");
  // Requests of the client's companies, several to a company and one with two, so a page of many has rows
  // (and companies) to look up one by one if a list did.
  const empresas = await api.db
    .select({ id: empresaUsuario.empresaId })
    .from(empresaUsuario)
    .where(eq(empresaUsuario.usuarioId, await usuarioId(api.db, "cliente@hub.example")));
  const [a, b = a] = empresas.map((e) => e.id);
  for (const grupo of [[a], [a], [b], [a, b]])
    await criarSolicitacao(api.db, { empresas: [...new Set(grupo)] });
});

/**
 * The statements of one GET, after one call that may run the work that happens once (closing rounds…) and
 * `antes` (which may undo what that call left, as a cached answer).
 */
async function consultas(ler: () => Promise<Answer<{ results: unknown[] }>>, antes?: () => Promise<unknown>) {
  await sucesso(ler());
  await antes?.();
  let corpo: { results: unknown[] } | undefined;
  const sql = await api.consultasDe(async () => {
    corpo = await sucesso(ler());
  });
  return { sql, resultados: corpo!.results.length };
}

// A new catalogue version, so the catalogue's page is read, not taken from its cache (servico/cache.ts).
const novaVersaoDoCatalogo = () =>
  api.db.execute(sql`update catalogo_versao set versao = nextval('catalogo_versao_seq')`);

const pendentes = (query: Query<"get", "/solicitacao/interno/pendentes/">) =>
  api.get("/solicitacao/interno/pendentes/", { query, token: tokens.gestor });

describe.each([
  {
    lista: "the catalogue",
    ler: (page_size: number) => api.get("/servico/", { query: { page_size } }),
    maximo: 3,
    antes: novaVersaoDoCatalogo,
  },
  { lista: "the staff queue", ler: (page_size: number) => pendentes({ page_size }), maximo: 6 },
  {
    lista: "the queue by status",
    ler: (page_size: number) => pendentes({ status: "EM_ANALISE", page_size }),
    maximo: 6,
  },
  {
    lista: "the queue searched",
    ler: (page_size: number) => pendentes({ search: "a", page_size }),
    maximo: 6,
  },
  {
    lista: "the client's requests",
    ler: (page_size: number) =>
      api.get("/solicitacao/externo/", { query: { page_size }, token: tokens.cliente }),
    maximo: 6,
  },
])("$lista", ({ ler, maximo, antes }) => {
  it(`answers a page of 1 and a page of 50 with the same ${maximo} statements at most`, async () => {
    const um = await consultas(() => ler(1), antes);
    const muitos = await consultas(() => ler(50), antes);
    // Pages of different sizes, or the test proves nothing about rows fetched one by one.
    expect(muitos.resultados).toBeGreaterThan(um.resultados);
    expect(muitos.sql.length).toBe(um.sql.length);
    expect(um.sql.length, um.sql.join("\n")).toBeLessThanOrEqual(maximo);
  });
});
