import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo } from "@/tests/setup/cliente-api";
import { criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { parceiro, solicitacaoParceiro } from "@/server/db/schema";
import { HubError } from "@/server/lib/errors";
import { exigirParceirosAtivos } from ".";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const GRUPOS = ["gestor", "coordenador", "interno", "admin", "consultor", "cliente", "prestador"];

beforeAll(async () => {
  for (const who of GRUPOS) token[who] = await api.login(`${who}@hub.example`);
});

type Parceiro = Corpo<"post", "/parceiro/interno/">;
const corpo = (x: Partial<Parceiro> = {}) => ({
  razaosocial: "Instituto Catarinense de Fomento",
  objetivo: "Cofinanciar consultorias de inovação.",
  subsidio: 7.5,
  ativo: true,
  ...x,
});
const criar = async (x: Partial<Parceiro>, who = "gestor") => {
  const res = await api.post("/parceiro/interno/", { token: token[who], body: corpo(x) });
  expect(res.status).toBe(201);
  return res.body;
};
const nomes = (lista: { razaosocial: string }[]) => lista.map((p) => p.razaosocial);
const emUma = async (parceiroId: number, empresa = "Sabor da Ilha") => {
  const s = await criarSolicitacao(api.db, { empresas: [await empresaId(api.db, empresa)] });
  await api.db.insert(solicitacaoParceiro).values({ solicitacaoId: s, parceiroId });
};

describe("partners", () => {
  it("lists the active ones by name, accents aside, to every staff member for choosing", async () => {
    const inativo = await criar({ razaosocial: "Agência de Fomento Desativada", ativo: false });
    for (const who of ["consultor", "gestor", "admin"]) {
      const res = await api.get("/parceiro/interno/list/", { token: token[who] });
      expect(res.status).toBe(200);
      expect(res.body.map((p) => p.id)).not.toContain(inativo.id);
    }
    const res = await api.get("/parceiro/interno/list/", { token: token.consultor });
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      razaosocial: "Associação Empresarial da Serra Gaúcha",
      subsidio: 15,
    });
    // "Câmara" before "Cooperativa", as a reader orders them (not by the bytes of "â").
    expect(nomes(res.body)).toEqual([
      "Associação Empresarial da Serra Gaúcha",
      "Câmara de Dirigentes Lojistas de Florianópolis",
      "Cooperativa Agroindustrial Oeste Verde",
      "Cooperativa de Crédito Vale do Itajaí",
      "Fundação de Apoio à Inovação do Paraná",
    ]);
    expect((await api.raw("GET", `/parceiro/interno/list/?ativo=true`, { token: token.gestor })).status).toBe(
      400,
    );
  });

  it("pages the staff list with the requests each one takes part in, searched without accents, by situation", async () => {
    const todos = await api.get("/parceiro/interno/", { query: { page_size: 2 }, token: token.gestor });
    expect(todos.status).toBe(200);
    expect(todos.body.count).toBeGreaterThanOrEqual(5);
    expect(todos.body.results).toHaveLength(2);
    expect(todos.body.next).toContain("page=2");
    expect(todos.body.previous).toBeNull();
    const segunda = await api.get("/parceiro/interno/", {
      query: { page: 2, page_size: 2 },
      token: token.gestor,
    });
    expect(segunda.body.previous).not.toBeNull();
    expect(segunda.body.results[0].id).not.toBe(todos.body.results[0].id);

    const [cdl] = (await api.get("/parceiro/interno/list/", { token: token.gestor })).body.filter(
      (p: { razaosocial: string }) => p.razaosocial.startsWith("Câmara"),
    );
    await emUma(cdl.id);
    const camara = await api.get("/parceiro/interno/", {
      query: { search: "CAMARA de dirigentes" },
      token: token.gestor,
    });
    expect(camara.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(camara.body.results).toEqual([
      {
        id: cdl.id,
        razaosocial: "Câmara de Dirigentes Lojistas de Florianópolis",
        objetivo: "Fortalecer o varejo local com consultorias de marketing, vendas e atendimento",
        subsidio: 5,
        ativo: true,
        solicitacoes: 1,
      },
    ]);
    expect(
      nomes(
        (await api.get("/parceiro/interno/", { query: { search: "credito" }, token: token.gestor })).body
          .results,
      ),
    ).toEqual(["Cooperativa de Crédito Vale do Itajaí"]);
    expect(
      nomes(
        (
          await api.get("/parceiro/interno/", {
            query: { search: "fundação de apoio a" },
            token: token.gestor,
          })
        ).body.results,
      ),
    ).toEqual(["Fundação de Apoio à Inovação do Paraná"]);
    expect(
      (await api.get("/parceiro/interno/", { query: { search: "100%" }, token: token.gestor })).body.count,
    ).toBe(0);

    const parado = await criar({ razaosocial: "Fundo Serrano de Crédito Solidário", ativo: false });
    const inativos = await api.get("/parceiro/interno/", {
      query: { ativo: "false", search: "credito" },
      token: token.gestor,
    });
    expect(inativos.body.results.map((p) => p.id)).toEqual([parado.id]);
    const ativos = await api.get("/parceiro/interno/", {
      query: { ativo: "true", search: "credito" },
      token: token.gestor,
    });
    expect(nomes(ativos.body.results)).toEqual(["Cooperativa de Crédito Vale do Itajaí"]);
    expect(
      nomes(
        (await api.get("/parceiro/interno/", { query: { search: "credito" }, token: token.gestor })).body
          .results,
      ),
    ).toHaveLength(2);

    const ruim = await api.raw("GET", `/parceiro/interno/?ativo=0&extra=1`, { token: token.gestor });
    expect(ruim.status).toBe(400);
    expect(ruim.error.errors?.ativo).toEqual(["Use true ou false."]);
    expect(Object.keys(ruim.error.errors!)).toContain("extra");
  });

  it("creates, reads and replaces a partner for gestor, coordenador, interno and admin", async () => {
    const criado = await api.post("/parceiro/interno/", {
      token: token.coordenador,
      body: corpo({ razaosocial: "  Instituto   Catarinense  " }),
    });
    expect(criado.status).toBe(201);
    expect(criado.body).toEqual({
      id: expect.any(Number),
      razaosocial: "Instituto Catarinense",
      objetivo: "Cofinanciar consultorias de inovação.",
      subsidio: 7.5,
      ativo: true,
      solicitacoes: 0,
    });
    const id = criado.body.id;
    const lido = await api.get("/parceiro/interno/{id}/", { path: { id }, token: token.interno });
    expect(lido.status).toBe(200);
    expect(lido.body).toEqual(criado.body);

    // The objective left out: the contract's types make a field with a default required.
    const alterado = await api.raw("PUT", `/parceiro/interno/${id}/`, {
      token: token.admin,
      body: {
        razaosocial: "Instituto Catarinense",
        subsidio: 100,
        ativo: false,
      },
    });
    expect(alterado.status).toBe(200);
    // A full replacement: the objective not sent is emptied.
    expect(alterado.body).toEqual({ ...criado.body, objetivo: "", subsidio: 100, ativo: false });
    expect((await api.get("/parceiro/interno/{id}/", { path: { id }, token: token.gestor })).body).toEqual(
      alterado.body,
    );
    const [linha] = await api.db.select().from(parceiro).where(eq(parceiro.id, id));
    expect(linha.subsidio).toBe("100.00");

    const minimo = await criar({ razaosocial: "Fundo Mínimo", subsidio: 0.01 }, "interno");
    expect(minimo.subsidio).toBe(0.01);
  });

  it("keeps names unique whatever their case, accents and spacing", async () => {
    const a = await criar({ razaosocial: "Sindicato Rural de Lages" });
    const b = await criar({ razaosocial: "Sindicato Rural de Chapecó" });
    for (const repetido of [
      "Sindicato Rural de Lages",
      "SINDICATO RURAL DE LAGÉS",
      "Sindicato  Rural de lages",
    ]) {
      const res = await api.post("/parceiro/interno/", {
        token: token.gestor,
        body: corpo({ razaosocial: repetido }),
      });
      expect(res.status).toBe(409);
      expect(res.error.detail).toBe("Já existe um parceiro com esta razão social.");
    }
    const outro = await api.put("/parceiro/interno/{id}/", {
      path: { id: b.id },
      token: token.gestor,
      body: corpo({ razaosocial: "sindicato rural de lages" }),
    });
    expect(outro.status).toBe(409);
    expect(
      (await api.get("/parceiro/interno/{id}/", { path: { id: b.id }, token: token.gestor })).body
        .razaosocial,
    ).toBe("Sindicato Rural de Chapecó");
    // Its own name, in another case, is no clash.
    const proprio = await api.put("/parceiro/interno/{id}/", {
      path: { id: a.id },
      token: token.gestor,
      body: corpo({ razaosocial: "SINDICATO RURAL DE LAGES" }),
    });
    expect(proprio.status).toBe(200);
    expect(proprio.body.razaosocial).toBe("SINDICATO RURAL DE LAGES");
  });

  it("refuses bad input with a pt-BR message on each field, on create and on replace", async () => {
    const ruim = await api.raw("POST", "/parceiro/interno/", {
      token: token.gestor,
      body: {
        razaosocial: "ab",
        subsidio: 0,
        objetivo: "x".repeat(2001),
        extra: 1,
      },
    });
    expect(ruim.status).toBe(400);
    expect(Object.keys(ruim.error.errors!).sort()).toEqual(["extra", "objetivo", "razaosocial", "subsidio"]);
    expect(ruim.error.errors?.razaosocial).toEqual(["Escreva ao menos 3 caracteres."]);
    expect(ruim.error.errors?.objetivo).toEqual(["Use até 2.000 caracteres."]);
    expect(ruim.error.errors?.subsidio).toEqual(["O subsídio deve ser maior que zero."]);

    const vazio = await api.raw("POST", "/parceiro/interno/", { token: token.gestor, body: {} });
    expect(vazio.error.errors).toEqual({
      razaosocial: ["Preencha este campo."],
      subsidio: ["Informe o percentual de subsídio."],
    });
    // Values of the wrong type among them, which the contract's types refuse.
    const casos: [Partial<Record<keyof Parceiro, unknown>>, string, string][] = [
      [{ subsidio: 10.125 }, "subsidio", "Use no máximo duas casas decimais."],
      [{ subsidio: 100.01 }, "subsidio", "O subsídio vai até 100%."],
      [{ subsidio: "10" }, "subsidio", "Informe o percentual de subsídio."],
      [{ ativo: "sim" }, "ativo", "Use true ou false."],
      [{ razaosocial: "x".repeat(201) }, "razaosocial", "Escreva no máximo 200 caracteres."],
    ];
    const [alvo] = (await api.get("/parceiro/interno/list/", { token: token.gestor })).body;
    for (const [x, campo, mensagem] of casos)
      for (const [method, path] of [
        ["POST", ""],
        ["PUT", `${alvo.id}/`],
      ]) {
        const res = await api.raw(method, `/parceiro/interno/${path}`, {
          token: token.gestor,
          body: { ...corpo({ razaosocial: "Fundo Três Casas" }), ...x },
        });
        expect(res.status).toBe(400);
        expect(res.error.errors).toEqual({ [campo]: [mensagem] });
      }
    expect(
      (await api.get("/parceiro/interno/", { query: { search: "tres casas" }, token: token.gestor })).body
        .count,
    ).toBe(0);
  });

  it("answers 404 for an unknown partner and 400 for an id that is not one", async () => {
    const desconhecido = { path: { id: 99999999 }, token: token.gestor };
    for (const res of [
      await api.get("/parceiro/interno/{id}/", desconhecido),
      await api.put("/parceiro/interno/{id}/", { ...desconhecido, body: corpo() }),
      await api.delete("/parceiro/interno/{id}/", desconhecido),
    ]) {
      expect(res.status).toBe(404);
      expect(res.error.detail).toBe("Parceiro não encontrado.");
    }
    expect((await api.raw("GET", "/parceiro/interno/abc/", { token: token.gestor })).status).toBe(400);
  });

  it("lets only staff in: 401 without a session, 403 for the parties, consultants only choose", async () => {
    const [alvo] = (await api.get("/parceiro/interno/list/", { token: token.gestor })).body;
    const sem = corpo({ razaosocial: "Fundo Sem Permissão" });
    const id = { id: alvo.id };
    const rotas: [string, (token?: string) => Promise<{ status: number }>][] = [
      ["list/", (token) => api.get("/parceiro/interno/list/", { token })],
      ["", (token) => api.get("/parceiro/interno/", { token })],
      ["", (token) => api.post("/parceiro/interno/", { token, body: sem })],
      ["{id}/", (token) => api.get("/parceiro/interno/{id}/", { path: id, token })],
      ["{id}/", (token) => api.put("/parceiro/interno/{id}/", { path: id, token, body: sem })],
      ["{id}/", (token) => api.delete("/parceiro/interno/{id}/", { path: id, token })],
    ];
    for (const [path, chamar] of rotas) {
      expect((await chamar()).status).toBe(401);
      for (const who of ["cliente", "prestador"]) expect((await chamar(token[who])).status).toBe(403);
      if (path !== "list/") expect((await chamar(token.consultor)).status).toBe(403);
    }
    expect(
      (await api.get("/parceiro/interno/", { query: { search: "sem permiss" }, token: token.gestor })).body
        .count,
    ).toBe(0);
    expect(
      (await api.get("/parceiro/interno/{id}/", { path: { id: alvo.id }, token: token.gestor })).body
        .razaosocial,
    ).toBe(alvo.razaosocial);
  });

  it("deletes a partner no request names, and refuses one in use with how many it takes part in", async () => {
    const novo = await criar({ razaosocial: "Associação Comercial de Blumenau" });
    await emUma(novo.id);
    await emUma(novo.id, "Sabor da Ilha");
    expect(
      (await api.get("/parceiro/interno/{id}/", { path: { id: novo.id }, token: token.gestor })).body
        .solicitacoes,
    ).toBe(2);
    const emUso = await api.delete("/parceiro/interno/{id}/", { path: { id: novo.id }, token: token.gestor });
    expect(emUso.status).toBe(409);
    expect(emUso.error.detail).toBe(
      "Este parceiro participa de 2 solicitações. Desative-o em vez de excluir.",
    );
    await api.db.delete(solicitacaoParceiro).where(eq(solicitacaoParceiro.parceiroId, novo.id));
    await emUma(novo.id);
    expect(
      (await api.delete("/parceiro/interno/{id}/", { path: { id: novo.id }, token: token.gestor })).error
        .detail,
    ).toBe("Este parceiro participa de 1 solicitação. Desative-o em vez de excluir.");
    await api.db.delete(solicitacaoParceiro).where(eq(solicitacaoParceiro.parceiroId, novo.id));

    const apagado = await api.delete("/parceiro/interno/{id}/", {
      path: { id: novo.id },
      token: token.coordenador,
    });
    expect(apagado.status).toBe(204);
    expect(apagado.body).toBeNull();
    expect(await api.db.select().from(parceiro).where(eq(parceiro.id, novo.id))).toEqual([]);
    expect(
      (await api.get("/parceiro/interno/{id}/", { path: { id: novo.id }, token: token.gestor })).status,
    ).toBe(404);
  });
});

describe("exigirParceirosAtivos", () => {
  const erro = async (ids: number[]) => {
    const e = await exigirParceirosAtivos(api.db, ids).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HubError);
    return e as HubError;
  };

  it("gives the active partners named, each once by name, and none for none", async () => {
    const ativos = (await api.get("/parceiro/interno/list/", { token: token.gestor })).body;
    const [a, b] = [ativos[3], ativos[0]];
    expect(await exigirParceirosAtivos(api.db, [a.id, b.id, a.id])).toEqual([b, a]);
    expect(await exigirParceirosAtivos(api.db, [])).toEqual([]);
  });

  it("refuses unknown and inactive ones with a 400 on parceiros naming them", async () => {
    const [ativo] = (await api.get("/parceiro/interno/list/", { token: token.gestor })).body;
    const inativo = await criar({ razaosocial: "Fundo Encerrado do Planalto", ativo: false });
    const um = await erro([ativo.id, 99999999]);
    expect(um.status).toBe(400);
    expect(um.body).toEqual({
      detail: "Dados inválidos.",
      errors: { parceiros: ["O parceiro 99999999 não existe ou está inativo."] },
    });
    expect((await erro([inativo.id, 0, ativo.id, -3])).body.errors).toEqual({
      parceiros: [`Os parceiros ${inativo.id}, 0, -3 não existem ou estão inativos.`],
    });
    expect((await erro([2 ** 40])).body.errors?.parceiros).toHaveLength(1);
  });
});
