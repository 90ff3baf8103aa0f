// The lists answer from a fixed number of statements whatever their page size (DESIGN §3: no N+1), counted
// through Drizzle's logger as the app sends them.
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { empresaUsuario } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
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
async function consultas(caminho: string, quem?: string, antes?: () => Promise<unknown>) {
  const chamar = async () => {
    const res = await api.call("GET", caminho, { token: quem && tokens[quem] });
    expect(res.status).toBe(200);
    return res.body as { results: unknown[] };
  };
  await chamar();
  await antes?.();
  let corpo: { results: unknown[] } | undefined;
  const sql = await api.consultasDe(async () => {
    corpo = await chamar();
  });
  return { sql, resultados: corpo!.results.length };
}

// A new catalogue version, so the catalogue's page is read, not taken from its cache (servico/cache.ts).
const novaVersaoDoCatalogo = () =>
  api.db.execute(sql`update catalogo_versao set versao = nextval('catalogo_versao_seq')`);

describe.each([
  { lista: "the catalogue", caminho: "/servico/", quem: undefined, maximo: 3, antes: novaVersaoDoCatalogo },
  { lista: "the staff queue", caminho: "/solicitacao/interno/pendentes/", quem: "gestor", maximo: 6 },
  {
    lista: "the queue by status",
    caminho: "/solicitacao/interno/pendentes/?status=EM_ANALISE",
    quem: "gestor",
    maximo: 6,
  },
  {
    lista: "the queue searched",
    caminho: "/solicitacao/interno/pendentes/?search=a",
    quem: "gestor",
    maximo: 6,
  },
  { lista: "the client's requests", caminho: "/solicitacao/externo/", quem: "cliente", maximo: 6 },
])("$lista", ({ caminho, quem, maximo, antes }) => {
  it(`answers a page of 1 and a page of 50 with the same ${maximo} statements at most`, async () => {
    const junta = caminho.includes("?") ? "&" : "?";
    const um = await consultas(`${caminho}${junta}page_size=1`, quem, antes);
    const muitos = await consultas(`${caminho}${junta}page_size=50`, quem, antes);
    // Pages of different sizes, or the test proves nothing about rows fetched one by one.
    expect(muitos.resultados).toBeGreaterThan(um.resultados);
    expect(muitos.sql.length).toBe(um.sql.length);
    expect(um.sql.length, um.sql.join("\n")).toBeLessThanOrEqual(maximo);
  });
});
