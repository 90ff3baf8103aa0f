// The catalogue's pages and filters, kept per process while the catalogue's version stays (migration 0027).
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { catalogoVersao, modeloOferta, tema } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Answer, Query } from "@/tests/setup/cliente-api";

const api = usarApiDeTeste();

/** What a read answered, and the SQL it took. */
async function chamar<T>(ler: () => Promise<Answer<T>>) {
  let corpo: T | undefined;
  const sql = await api.consultasDe(async () => {
    const res = await ler();
    expect(res.status).toBe(200);
    corpo = res.body;
  });
  return { sql, corpo: corpo! };
}
const pagina = async (query: Query<"get", "/servico/">) => {
  const { sql, corpo } = await chamar(() => api.get("/servico/", { query }));
  return { sql, cards: corpo.results };
};
const versao = async () => (await api.db.select().from(catalogoVersao))[0].versao;

describe("the catalogue's cache", () => {
  it("answers a page again from one read of the version, until an offer, or what its card shows, changes", async () => {
    const primeira = await pagina({ page_size: 5 });
    expect(primeira.sql.length).toBeGreaterThan(1);
    const [card] = primeira.cards;
    const denovo = await pagina({ page_size: 5 });
    expect(denovo.sql).toHaveLength(1);
    expect(denovo.cards).toEqual(primeira.cards);

    // Views of an offer count it, and change nothing a card shows: the page stays kept.
    const antes = await versao();
    expect((await api.get("/servico/detalhe/{id}/", { path: { id: card.id } })).status).toBe(200);
    expect(await versao()).toBe(antes);
    expect((await pagina({ page_size: 5 })).sql).toHaveLength(1);

    await api.db
      .update(modeloOferta)
      .set({ titulo: `${card.titulo} (revisto)` })
      .where(eq(modeloOferta.id, card.id));
    const revista = await pagina({ page_size: 5 });
    expect(revista.sql.length).toBeGreaterThan(1);
    expect(revista.cards.map((c) => c.titulo)).toContain(`${card.titulo} (revisto)`);

    const { id: temaId } = card.servico.subtema.tema;
    await api.db.update(tema).set({ descricao: "Tema renomeado" }).where(eq(tema.id, temaId));
    const renomeada = await pagina({ page_size: 5 });
    expect(renomeada.cards.find((c) => c.id === card.id)!.servico.subtema.tema.descricao).toBe(
      "Tema renomeado",
    );
  });

  it("keeps the filters until a theme, type or programme changes", async () => {
    const filtros = () => api.get("/servico/filtros/");
    const temas = async () => (await chamar(filtros)).corpo;
    const primeira = await temas();
    expect((await chamar(filtros)).sql).toHaveLength(1);
    await api.db.update(tema).set({ descricao: "Tema dos filtros" }).where(eq(tema.id, primeira.temas[0].id));
    expect((await temas()).temas.map((t) => t.descricao)).toContain("Tema dos filtros");
  });

  it("keeps the featured offers until an offer's flag changes", async () => {
    const vitrine = () => api.get("/modelooferta/destaque/");
    const destaque = async () => (await chamar(vitrine)).corpo.results.map((r) => r.id);
    const [primeira] = await destaque();
    expect((await chamar(vitrine)).sql).toHaveLength(1);
    await api.db.update(modeloOferta).set({ destaque: false }).where(eq(modeloOferta.id, primeira));
    expect(await destaque()).not.toContain(primeira);
  });

  it("takes a new version in a transaction that rolls back, which no later change gets again", async () => {
    const [{ id: temaId }] = await api.db.select({ id: tema.id }).from(tema).limit(1);
    const antes = await versao();
    await api.db
      .transaction(async (tx) => {
        await tx.update(tema).set({ descricao: "Nunca gravado" }).where(eq(tema.id, temaId));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await versao()).toBe(antes);
    await api.db.update(tema).set({ descricao: "Gravado" }).where(eq(tema.id, temaId));
    expect(await versao()).toBeGreaterThan(antes + 1);
  });
});
