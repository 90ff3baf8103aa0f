import { beforeAll, describe, expect, it } from "vitest";
import { eq, notInArray } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { cidade, unidadeAtendimento, unidadeAtendimentoCidade } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const ids: Record<string, number> = {};
let livres: number[];

beforeAll(async () => {
  for (const u of ["admin", "gestor", "coordenador", "consultor", "interno", "cliente"]) {
    token[u] = await api.login(`${u}@hub.example`);
    ids[u] = (await api.get("/auth/me/", { token: token[u] })).body.id;
  }
  // Cities no unit serves yet.
  livres = (
    await api.db
      .select({ id: cidade.id })
      .from(cidade)
      .where(
        notInArray(
          cidade.id,
          api.db.select({ id: unidadeAtendimentoCidade.cidadeId }).from(unidadeAtendimentoCidade),
        ),
      )
      .orderBy(cidade.id)
      .limit(4)
  ).map((c) => c.id);
});

const criar = async (descricao: string) => {
  const res = await api.post("/unidade-atendimento/", { token: token.admin, body: { descricao } });
  expect(res.status).toBe(201);
  return res.body;
};
const vincularCidade = (unidade: number, cidadeId: number) =>
  api.raw("POST", "/unidade-atendimento/cidade/", {
    token: token.admin,
    body: { unidade, cidade: cidadeId },
  });

describe("/unidade-atendimento/", () => {
  it("creates a unit, links two cities and a manager: the unit answers them, and its history says who did what", async () => {
    const unidade = await criar("Unidade Litoral Sul");
    expect(unidade).toMatchObject({ ativo: true, cidades: [], gestores: [] });
    for (const c of livres.slice(0, 2)) expect((await vincularCidade(unidade.id, c)).status).toBe(201);
    const gestor = await api.post("/unidade-atendimento/gestor/", {
      token: token.admin,
      body: { unidade: unidade.id, gestor: ids.coordenador },
    });
    expect(gestor.status).toBe(201);
    const detalhe = await api.get("/unidade-atendimento/{id}/", {
      path: { id: unidade.id },
      token: token.gestor,
    });
    expect(detalhe.body.cidades.map((c) => c.id).sort()).toEqual(livres.slice(0, 2).sort());
    expect(detalhe.body.gestores.map((g) => g.id)).toEqual([ids.coordenador]);

    const doGestor = await api.get("/unidade-atendimento/", {
      query: { gestor: ids.coordenador },
      token: token.admin,
    });
    expect(doGestor.body.results.map((u) => u.descricao)).toContain("Unidade Litoral Sul");
    const cidades = await api.get("/unidade-atendimento/cidade/", {
      query: { unidade: unidade.id },
      token: token.admin,
    });
    expect(cidades.body.count).toBe(2);
    const gestores = await api.get("/unidade-atendimento/gestor/", {
      query: { unidade: unidade.id },
      token: token.admin,
    });
    expect(gestores.body.results.map((g) => g.gestor.id)).toEqual([ids.coordenador]);

    const patch = await api.patch("/unidade-atendimento/{id}/", {
      path: { id: unidade.id },
      token: token.admin,
      body: { descricao: "Unidade Litoral Sul Catarinense" },
    });
    expect(patch.body.descricao).toBe("Unidade Litoral Sul Catarinense");
    const historico = await api.get("/unidade-atendimento/{id}/historico/", {
      path: { id: unidade.id },
      token: token.admin,
    });
    expect(historico.body.map((h) => h.descricao)).toEqual([
      "Cadastro criado",
      "Vínculo incluído",
      "Vínculo incluído",
      "Vínculo incluído",
      "Cadastro alterado",
    ]);
    expect(historico.body[1].para).toMatch(/^Cidade: .+ \([A-Z]{2}\)$/);
    expect(historico.body[4]).toMatchObject({
      de: "Descrição: Unidade Litoral Sul",
      para: "Descrição: Unidade Litoral Sul Catarinense",
      usuario: { nome: "Eduardo" },
    });
  });

  it("refuses a city another unit serves, naming that unit (409); a removed city can be linked again", async () => {
    const [floripa] = await api.db
      .select({ link: unidadeAtendimentoCidade.id, cidade: unidadeAtendimentoCidade.cidadeId })
      .from(unidadeAtendimentoCidade)
      .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, unidadeAtendimentoCidade.unidadeId))
      .where(eq(unidadeAtendimento.descricao, "Unidade Florianópolis"))
      .limit(1);
    const outra = await criar("Unidade Concorrente");
    const res = await vincularCidade(outra.id, floripa.cidade);
    expect(res.status).toBe(409);
    expect(res.error.detail).toMatch(
      /^.+ \([A-Z]{2}\) já pertence à Unidade Florianópolis; retire-a de lá antes\.$/,
    );

    const removida = await api.delete("/unidade-atendimento/cidade/{id}/", {
      path: { id: floripa.link },
      token: token.admin,
    });
    expect(removida.status).toBe(204);
    expect((await vincularCidade(outra.id, floripa.cidade)).status).toBe(201);
    expect((await vincularCidade(outra.id, floripa.cidade)).status).toBe(409);
  });

  it("deletes a unit no request lies in, and archives one in use: it leaves the pickers but keeps its cities", async () => {
    const livre = await criar("Unidade Provisória");
    expect((await vincularCidade(livre.id, livres[3])).status).toBe(201);
    const excluida = await api.delete("/unidade-atendimento/{id}/", {
      path: { id: livre.id },
      token: token.admin,
    });
    expect(excluida.body.resultado).toBe("excluido");
    expect((await api.raw("GET", `/unidade-atendimento/${livre.id}/`, { token: token.admin })).status).toBe(
      404,
    );

    const [{ id }] = await api.db
      .select({ id: unidadeAtendimento.id })
      .from(unidadeAtendimento)
      .where(eq(unidadeAtendimento.descricao, "Unidade Oeste Catarinense"));
    // A request of a company in Concórdia, one of the unit's cities.
    await criarSolicitacao(api.db, { empresas: [await empresaId(api.db, "Sítio Zanella")] });
    const arquivada = await api.delete("/unidade-atendimento/{id}/", { path: { id }, token: token.admin });
    expect(arquivada.body).toEqual({
      resultado: "arquivado",
      detail:
        "Unidade de atendimento Unidade Oeste Catarinense está em uso: foi arquivada e não aparece mais nas escolhas.",
    });
    const detalhe = await api.get("/unidade-atendimento/{id}/", { path: { id }, token: token.admin });
    expect(detalhe.body.ativo).toBe(false);
    expect(detalhe.body.cidades.length).toBeGreaterThan(0);
    const opcoes = await api.get("/listagem/unidade-atendimento/simple/", { token: token.gestor });
    expect(opcoes.body.map((o) => o.id)).not.toContain(id);
    const arquivadas = await api.get("/unidade-atendimento/", {
      query: { ativo: "false" },
      token: token.admin,
    });
    expect(arquivadas.body.results.map((u) => u.id)).toContain(id);
  });

  it("lets only administrators write; staff read the units and their links", async () => {
    const unidade = await criar("Unidade Só Leitura");
    for (const u of ["gestor", "coordenador", "consultor", "interno"]) {
      for (const p of [
        "/unidade-atendimento/",
        "/unidade-atendimento/cidade/",
        "/unidade-atendimento/gestor/",
      ])
        expect((await api.raw("GET", p, { token: token[u] })).status).toBe(200);
      const escritas = await Promise.all([
        api.raw("POST", "/unidade-atendimento/", { token: token[u], body: { descricao: "Outra" } }),
        api.raw("PUT", `/unidade-atendimento/${unidade.id}/`, {
          token: token[u],
          body: { descricao: "Outra" },
        }),
        api.raw("PATCH", `/unidade-atendimento/${unidade.id}/`, { token: token[u], body: { ativo: false } }),
        api.raw("DELETE", `/unidade-atendimento/${unidade.id}/`, { token: token[u] }),
        api.raw("POST", "/unidade-atendimento/cidade/", {
          token: token[u],
          body: { unidade: unidade.id, cidade: livres[2] },
        }),
        api.raw("DELETE", "/unidade-atendimento/cidade/1/", { token: token[u] }),
        api.raw("POST", "/unidade-atendimento/gestor/", {
          token: token[u],
          body: { unidade: unidade.id, gestor: ids.gestor },
        }),
        api.raw("DELETE", "/unidade-atendimento/gestor/1/", { token: token[u] }),
      ]);
      for (const res of escritas) expect(res.status).toBe(403);
    }
    expect((await api.raw("GET", "/unidade-atendimento/cidade/", { token: token.cliente })).status).toBe(403);
  });
});
