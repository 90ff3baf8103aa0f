// The counters per substatus the database keeps (migration 0024) and the indexes of the queue's search.
import { describe, expect, it } from "vitest";
import { count, eq, inArray, sql } from "drizzle-orm";
import { empresa, solicitacao, solicitacaoContagem } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Query } from "@/tests/setup/cliente-api";
import { criarSolicitacao, empresaId, substatusSolicitacaoId } from "@/tests/setup/construtores";

const api = usarApiDeTeste();

/** The counters beside a real count, per substatus id, both without zeros. */
async function contagens() {
  const guardadas = await api.db.select().from(solicitacaoContagem);
  const reais = await api.db
    .select({ substatusId: solicitacao.substatusId, total: count() })
    .from(solicitacao)
    .groupBy(solicitacao.substatusId);
  const mapa = (linhas: { substatusId: number; total: number }[]) =>
    Object.fromEntries(linhas.filter((l) => l.total !== 0).map((l) => [l.substatusId, l.total]));
  return { guardadas: mapa(guardadas), reais: mapa(reais) };
}

describe("solicitacao_contagem", () => {
  it("follows every insert, change of state and delete, one row or many per statement", async () => {
    const empresa = await empresaId(api.db, "Metalúrgica Ferrari");
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await criarSolicitacao(api.db, { empresas: [empresa] }));
    let c = await contagens();
    expect(c.guardadas).toEqual(c.reais);

    const devolvida = await substatusSolicitacaoId(api.db, "DEVOLVIDA_CLIENTE");
    await api.db
      .update(solicitacao)
      .set({ substatusId: devolvida })
      .where(inArray(solicitacao.id, ids.slice(0, 3)));
    // A change that keeps the state (a version) moves no count.
    await api.db
      .update(solicitacao)
      .set({ versao: sql`${solicitacao.versao} + 1` })
      .where(eq(solicitacao.id, ids[3]));
    c = await contagens();
    expect(c.guardadas).toEqual(c.reais);
    expect(c.guardadas[devolvida]).toBe(3);

    await api.db.delete(solicitacao).where(inArray(solicitacao.id, ids.slice(1)));
    c = await contagens();
    expect(c.guardadas).toEqual(c.reais);
    expect(c.guardadas[devolvida]).toBe(1);
  });

  it("gives the manager's unfiltered queue the same totals as a filtered count over everything", async () => {
    const gestor = await api.login("gestor@hub.example");
    const fila = (query?: Query<"get", "/solicitacao/interno/pendentes/">) =>
      api.get("/solicitacao/interno/pendentes/", { query, token: gestor });
    // A period from the first day counts every request through the filtered path.
    const [contadores, contados] = [await fila(), await fila({ min_date: "2000-01-01" })];
    expect(contadores.status).toBe(200);
    expect(contadores.body.totais).toEqual(contados.body.totais);
    expect(contadores.body.count).toBe(contados.body.count);
  });
});

describe("the queue by status", () => {
  it("pages the requests of all the status' substatus together, newest first, however deep", async () => {
    const gestor = await api.login("gestor@hub.example");
    const empresa = await empresaId(api.db, "Metalúrgica Ferrari");
    // EM_CONTRATACAO's substatus, the dates of each interleaved with the others'.
    const subs = ["PROPOSTAS_EM_ANALISE", "EM_NEGOCIACAO", "AGUARDANDO_ASSINATURA"] as const;
    const criadas: { id: number; em: number }[] = [];
    for (let i = 0; i < 9; i++) {
      const em = Date.UTC(2031, 0, 1 + i, 15);
      const id = await criarSolicitacao(api.db, {
        empresas: [empresa],
        substatus: subs[i % 3],
        dtainclusao: new Date(em),
      });
      criadas.push({ id, em });
    }
    const esperadas = criadas.sort((a, b) => b.em - a.em).map((c) => c.id);
    const pagina = async (page: number, substatus?: (typeof subs)[number]) =>
      (
        await api.get("/solicitacao/interno/pendentes/", {
          query: { status: "EM_CONTRATACAO", min_date: "2031-01-01", page_size: 4, page, substatus },
          token: gestor,
        })
      ).body;
    const paginas = [await pagina(1), await pagina(2), await pagina(3)];
    expect(paginas[0].count).toBe(9);
    expect(paginas.flatMap((p) => p.results.map((r) => r.id))).toEqual(esperadas);
    const sub = (await pagina(1, "EM_NEGOCIACAO")).results.map((r) => r.id);
    expect(sub).toEqual(esperadas.filter((_, i) => i % 3 === 1));
  });
});

describe("the queue's search", () => {
  it("finds a company's requests by its name without accents, or its CNPJ in any format", async () => {
    const gestor = await api.login("gestor@hub.example");
    const id = await criarSolicitacao(api.db, { empresas: [await empresaId(api.db, "Metalúrgica Ferrari")] });
    const achados = async (search: string) =>
      (
        await api.get("/solicitacao/interno/pendentes/", {
          query: { search },
          token: gestor,
        })
      ).body.results.map((r) => r.id);
    expect(await achados("metalurgica ferr")).toContain(id);
    expect(await achados("METALÚRGICA")).toContain(id);
    expect(await achados("metalurgia")).not.toContain(id);
    const [{ cnpj }] = await api.db
      .select({ cnpj: empresa.cnpj })
      .from(empresa)
      .where(eq(empresa.nomefantasia, "Metalúrgica Ferrari"));
    expect(await achados(`${cnpj!.slice(2, 5)}.${cnpj!.slice(5, 8)}/${cnpj!.slice(8, 12)}`)).toContain(id);
  });

  it("has trigram indexes on the request's number and the company's names and document", async () => {
    const { rows } = (await api.db.execute(
      sql`select indexname from pg_indexes where indexname like '%trgm%' order by indexname`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(rows.map((r) => r.indexname)).toEqual([
      "empresa_cnpj_trgm_idx",
      "empresa_nomefantasia_trgm_idx",
      "empresa_razaosocial_trgm_idx",
      "solicitacao_nrosolicitacao_trgm_idx",
    ]);
  });
});
