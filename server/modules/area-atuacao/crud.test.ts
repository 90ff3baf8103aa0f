import { beforeAll, describe, expect, it } from "vitest";
import { eq, isNotNull } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { areaAtuacao, empresa } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const u of ["admin", "gestor", "consultor", "interno", "cliente", "prestador"]) {
    token[u] = await api.login(`${u}@hub.example`);
    ids[u] = (await api.get("/auth/me/", { token: token[u] })).body.id;
  }
});

const criar = async (descricao: string) => {
  const res = await api.post("/area-atuacao/", { token: token.admin, body: { descricao } });
  expect(res.status).toBe(201);
  return res.body;
};

describe("/area-atuacao/", () => {
  it("creates, reads, replaces and changes an area; each change is in its history, with who made it", async () => {
    const area = await criar("Economia Criativa");
    expect(area).toMatchObject({ descricao: "Economia Criativa", ativo: true, empresas: 0, servicos: 0 });
    expect(
      (await api.get("/area-atuacao/{id}/", { path: { id: area.id }, token: token.gestor })).body,
    ).toEqual(area);
    const put = await api.put("/area-atuacao/{id}/", {
      path: { id: area.id },
      token: token.admin,
      body: { descricao: "Economia criativa e cultura", ativo: true },
    });
    expect(put.body.descricao).toBe("Economia criativa e cultura");
    const patch = await api.patch("/area-atuacao/{id}/", {
      path: { id: area.id },
      token: token.admin,
      body: { ativo: false },
    });
    expect(patch.body).toMatchObject({ descricao: "Economia criativa e cultura", ativo: false });

    const historico = await api.get("/area-atuacao/{id}/historico/", {
      path: { id: area.id },
      token: token.admin,
    });
    expect(historico.status).toBe(200);
    expect(historico.body.map((h) => [h.descricao, h.de, h.para, h.usuario?.nome])).toEqual([
      ["Cadastro criado", null, "Descrição: Economia Criativa", "Eduardo"],
      [
        "Cadastro alterado",
        "Descrição: Economia Criativa",
        "Descrição: Economia criativa e cultura",
        "Eduardo",
      ],
      ["Cadastro alterado", "Ativa: sim", "Ativa: não", "Eduardo"],
    ]);
  });

  it("refuses a second area of the same name, whatever the case and accents", async () => {
    await criar("Bioeconomia");
    const res = await api.post("/area-atuacao/", { token: token.admin, body: { descricao: "BIOECONOMIA" } });
    expect(res.status).toBe(409);
    expect(res.error.detail).toBe('Já existe uma área de atuação "BIOECONOMIA".');
    const vazia = await api.raw("POST", "/area-atuacao/", { token: token.admin, body: { descricao: " " } });
    expect(vazia.status).toBe(400);
    expect(Object.keys(vazia.error.errors!)).toEqual(["descricao"]);
  });

  it("deletes an area nothing names, and archives one in use: it leaves the pickers and stays on companies", async () => {
    const livre = await criar("Área Sem Uso");
    const excluida = await api.delete("/area-atuacao/{id}/", { path: { id: livre.id }, token: token.admin });
    expect(excluida.body).toEqual({
      resultado: "excluido",
      detail: "Área de atuação Área Sem Uso foi excluída.",
    });
    expect((await api.raw("GET", `/area-atuacao/${livre.id}/`, { token: token.admin })).status).toBe(404);

    const [usada] = await api.db
      .select({ id: areaAtuacao.id, descricao: areaAtuacao.descricao, empresa: empresa.id })
      .from(empresa)
      .innerJoin(areaAtuacao, eq(areaAtuacao.id, empresa.areaAtuacaoId))
      .where(isNotNull(empresa.areaAtuacaoId))
      .limit(1);
    const arquivada = await api.delete("/area-atuacao/{id}/", { path: { id: usada.id }, token: token.admin });
    expect(arquivada.body.resultado).toBe("arquivado");
    expect(arquivada.body.detail).toContain("está em uso");
    const detalhe = await api.get("/area-atuacao/{id}/", { path: { id: usada.id }, token: token.admin });
    expect(detalhe.body.ativo).toBe(false);
    expect(detalhe.body.empresas).toBeGreaterThan(0);
    const opcoes = await api.get("/listagem/area-atuacao/simple/", { token: token.cliente });
    expect(opcoes.body.map((o) => o.id)).not.toContain(usada.id);
    const [naEmpresa] = await api.db
      .select({ area: empresa.areaAtuacaoId })
      .from(empresa)
      .where(eq(empresa.id, usada.empresa));
    expect(naEmpresa.area).toBe(usada.id);
  });

  it("lets only administrators write; staff read", async () => {
    const area = await criar("Área Restrita");
    for (const u of ["gestor", "consultor", "interno"]) {
      expect((await api.get("/area-atuacao/", { token: token[u] })).status).toBe(200);
      const escritas = [
        api.raw("POST", "/area-atuacao/", { token: token[u], body: { descricao: "Outra" } }),
        api.raw("PUT", `/area-atuacao/${area.id}/`, { token: token[u], body: { descricao: "Outra" } }),
        api.raw("PATCH", `/area-atuacao/${area.id}/`, { token: token[u], body: { ativo: false } }),
        api.raw("DELETE", `/area-atuacao/${area.id}/`, { token: token[u] }),
        api.raw("GET", `/area-atuacao/${area.id}/historico/`, { token: token[u] }),
        api.raw("POST", "/area-atuacao/gestor/", {
          token: token[u],
          body: { area: area.id, gestor: ids.gestor },
        }),
      ];
      for (const res of await Promise.all(escritas)) expect(res.status).toBe(403);
    }
    for (const u of ["cliente", "prestador"])
      expect((await api.raw("GET", "/area-atuacao/", { token: token[u] })).status).toBe(403);
    expect((await api.raw("GET", "/area-atuacao/")).status).toBe(401);
  });
});

describe("/area-atuacao/gestor/", () => {
  it("links active managers to an area, lists and removes the links, in the area's history", async () => {
    const area = await criar("Área dos Gestores");
    const link = await api.post("/area-atuacao/gestor/", {
      token: token.admin,
      body: { area: area.id, gestor: ids.gestor },
    });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({
      area: { id: area.id },
      gestor: { id: ids.gestor, email: "gestor@hub.example" },
    });
    const repetido = await api.raw("POST", "/area-atuacao/gestor/", {
      token: token.admin,
      body: { area: area.id, gestor: ids.gestor },
    });
    expect(repetido.status).toBe(409);
    const cliente = await api.raw("POST", "/area-atuacao/gestor/", {
      token: token.admin,
      body: { area: area.id, gestor: ids.cliente },
    });
    expect(cliente.status).toBe(400);
    expect(cliente.error.errors).toEqual({ gestor: ["Escolha um gestor ou coordenador ativo."] });

    const lista = await api.get("/area-atuacao/gestor/", { query: { area: area.id }, token: token.gestor });
    expect(lista.body.results.map((l) => l.gestor.id)).toEqual([ids.gestor]);
    const removido = await api.delete("/area-atuacao/gestor/{id}/", {
      path: { id: link.body.id },
      token: token.admin,
    });
    expect(removido.status).toBe(204);
    expect(
      (await api.raw("DELETE", `/area-atuacao/gestor/${link.body.id}/`, { token: token.admin })).status,
    ).toBe(404);
    const historico = await api.get("/area-atuacao/{id}/historico/", {
      path: { id: area.id },
      token: token.admin,
    });
    expect(historico.body.map((h) => h.descricao)).toEqual([
      "Cadastro criado",
      "Vínculo incluído",
      "Vínculo removido",
    ]);
    expect(historico.body[1].para).toMatch(/^Gestor: /);
  });
});
