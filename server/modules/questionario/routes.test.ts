import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo } from "@/tests/setup/cliente-api";
import { criarSolicitacao } from "@/tests/setup/construtores";
import { avaliacao, questionario, servico } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let padrao: number;
const servicos: Record<string, number> = {};

beforeAll(async () => {
  for (const who of ["gestor", "coordenador", "interno", "admin", "cliente", "prestador", "consultor"])
    token[who] = await api.login(`${who}@hub.example`);
  [{ id: padrao }] = await api.db
    .select({ id: questionario.id })
    .from(questionario)
    .where(eq(questionario.padrao, true));
  for (const s of await api.db
    .select({ id: servico.id, codigo: servico.codigo })
    .from(servico)
    .where(inArray(servico.codigo, ["SRV-001", "SRV-002", "SRV-007"])))
    servicos[s.codigo] = s.id;
});

const PERGUNTAS: Corpo<"post", "/questionario/interno/">["perguntas"] = [
  { pergunta: "O sistema implantado atende à rotina?", tipo: "NOTA" },
  { pergunta: "  Como foi o suporte após a implantação?  ", tipo: "NOTA" },
  { pergunta: "O que faltou?", tipo: "TEXTO" },
];

const criar = async (descricao: string, extra: { padrao?: boolean } = {}, perguntas = PERGUNTAS) => {
  const res = await api.post("/questionario/interno/", {
    token: token.gestor,
    body: { questionario: { descricao, ...extra }, perguntas },
  });
  expect(res.status).toBe(201);
  return res.body;
};

const atualizar = (body: Corpo<"put", "/questionario/interno/atualiza/">, who = "gestor") =>
  api.put("/questionario/interno/atualiza/", { token: token[who], body });

const padroes = async () =>
  (await api.db.select().from(questionario).where(eq(questionario.padrao, true))).map((q) => q.id);

describe("evaluation questionnaires", () => {
  it("starts with the migration's default questionnaire of six questions", async () => {
    const lista = await api.get("/questionario/interno/", { token: token.gestor });
    expect(lista.status).toBe(200);
    expect(lista.body).toEqual([{ id: padrao, descricao: "Avaliação do serviço", padrao: true }]);
    const detalhe = await api.get("/questionario/interno/lista/{id}/", {
      path: { id: padrao },
      token: token.gestor,
    });
    expect(detalhe.status).toBe(200);
    expect(detalhe.body.perguntas.map((p) => p.tipo)).toEqual([
      "NOTA",
      "NOTA",
      "NOTA",
      "NOTA",
      "NOTA",
      "TEXTO",
    ]);
    expect(detalhe.body.servicos).toEqual([]);
  });

  it("creates one with its questions numbered in order, trimmed, not the default unless asked", async () => {
    const res = await api.post("/questionario/interno/", {
      token: token.gestor,
      body: {
        questionario: { descricao: "  Avaliação de consultoria tecnológica " },
        perguntas: PERGUNTAS,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      descricao: "Avaliação de consultoria tecnológica",
      padrao: false,
      perguntas: [
        { id: expect.any(Number), ordem: 1, pergunta: "O sistema implantado atende à rotina?", tipo: "NOTA" },
        {
          id: expect.any(Number),
          ordem: 2,
          pergunta: "Como foi o suporte após a implantação?",
          tipo: "NOTA",
        },
        { id: expect.any(Number), ordem: 3, pergunta: "O que faltou?", tipo: "TEXTO" },
      ],
      servicos: [],
    });
    expect(
      (await api.get("/questionario/interno/lista/{id}/", { path: { id: res.body.id }, token: token.gestor }))
        .body,
    ).toEqual(res.body);
    expect(await padroes()).toEqual([padrao]);
  });

  it("moves the default flag to a new default and to an updated one, one default at a time", async () => {
    const novo = await criar("Questionário novo padrão", { padrao: true });
    expect(novo.padrao).toBe(true);
    expect(await padroes()).toEqual([novo.id]);

    const volta = await atualizar({
      id: padrao,
      questionario: { descricao: "Avaliação do serviço", padrao: true },
      perguntas: PERGUNTAS,
    });
    expect(volta.status).toBe(200);
    expect(volta.body.padrao).toBe(true);
    expect(await padroes()).toEqual([padrao]);
    const lista = await api.get("/questionario/interno/", { token: token.gestor });
    expect(lista.body.filter((q) => q.padrao)).toEqual([
      { id: padrao, descricao: "Avaliação do serviço", padrao: true },
    ]);
  });

  it("keeps one default when two questionnaires are made the default at once", async () => {
    const criados = await Promise.all(
      ["Padrão simultâneo A", "Padrão simultâneo B"].map((descricao) =>
        api.post("/questionario/interno/", {
          token: token.gestor,
          body: { questionario: { descricao, padrao: true }, perguntas: PERGUNTAS },
        }),
      ),
    );
    expect(criados.map((r) => r.status)).toEqual([201, 201]);
    const [vencedor] = await padroes();
    expect(criados.map((r) => r.body.id)).toContain(vencedor);
    expect(await padroes()).toHaveLength(1);
    const volta = await atualizar({
      id: padrao,
      questionario: { descricao: "Avaliação do serviço", padrao: true },
      perguntas: PERGUNTAS,
    });
    expect(volta.status).toBe(200);
  });

  it("replaces description and questions, keeps the flag when not sent, and never unsets the default", async () => {
    const q = await criar("Questionário a editar");
    const res = await atualizar({
      id: q.id,
      questionario: { descricao: "Questionário editado" },
      perguntas: [
        { pergunta: "Pergunta única de texto", tipo: "TEXTO" },
        { pergunta: "Nota geral do serviço", tipo: "NOTA" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: q.id, descricao: "Questionário editado", padrao: false });
    expect(res.body.perguntas.map((p) => [p.ordem, p.tipo])).toEqual([
      [1, "TEXTO"],
      [2, "NOTA"],
    ]);

    const recusa = await atualizar({
      id: padrao,
      questionario: { descricao: "Avaliação do serviço", padrao: false },
      perguntas: PERGUNTAS,
    });
    expect(recusa.status).toBe(422);
    expect(recusa.error.detail).toMatch(/marque outro questionário como padrão/);
    expect(recusa.error.errors).toEqual({ "questionario.padrao": [recusa.error.detail] });
    expect(await padroes()).toEqual([padrao]);

    const semFlag = await atualizar({
      id: padrao,
      questionario: { descricao: "Avaliação do serviço" },
      perguntas: PERGUNTAS,
    });
    expect(semFlag.body.padrao).toBe(true);

    const inexistente = await atualizar({
      id: 999_999,
      questionario: { descricao: "Não existe" },
      perguntas: PERGUNTAS,
    });
    expect(inexistente.status).toBe(404);
    expect(inexistente.error).toEqual({ detail: "Questionário não encontrado." });
  });

  it("refuses invalid bodies with pt-BR messages on the fields", async () => {
    // Some bodies are of the wrong shape, which the contract's types refuse.
    const erros = async (body: unknown, method = "POST", path = "") => {
      const res = await api.raw(method, `/questionario/interno/${path}`, { token: token.gestor, body });
      expect(res.status).toBe(400);
      expect(res.error.detail).toBe("Dados inválidos.");
      return res.error.errors!;
    };
    expect(
      await erros({ questionario: { descricao: " a " }, perguntas: [{ pergunta: "Ok?", tipo: "NOTA" }] }),
    ).toEqual({ "questionario.descricao": ["Escreva ao menos 3 caracteres."] });
    expect(await erros({ questionario: { descricao: "Sem perguntas" }, perguntas: [] })).toEqual({
      perguntas: ["Inclua ao menos uma pergunta."],
    });
    expect(
      await erros({
        questionario: { descricao: "Só texto" },
        perguntas: [{ pergunta: "O que achou?", tipo: "TEXTO" }],
      }),
    ).toEqual({ perguntas: ["Inclua ao menos uma pergunta de nota (1 a 5)."] });
    expect(
      await erros({
        questionario: { descricao: "Tipos", padrao: "sim" },
        perguntas: [
          { pergunta: "x", tipo: "NOTA" },
          { pergunta: "Escala?", tipo: "ESCALA" },
          { pergunta: "a".repeat(501), tipo: "NOTA" },
        ],
      }),
    ).toEqual({
      "questionario.padrao": ["Use true ou false."],
      "perguntas.0.pergunta": ["Escreva ao menos 3 caracteres."],
      "perguntas.1.tipo": ["Escolha nota de 1 a 5 (NOTA) ou texto livre (TEXTO)."],
      "perguntas.2.pergunta": ["Escreva no máximo 500 caracteres."],
    });
    expect(
      Object.keys(
        await erros({ questionario: { descricao: "Extra", cor: "azul" }, perguntas: PERGUNTAS, id: 1 }),
      ).sort(),
    ).toEqual(["id", "questionario.cor"]);
    expect(
      Object.keys(
        await erros({ questionario: { descricao: "Sem id" }, perguntas: PERGUNTAS }, "PUT", "atualiza/"),
      ),
    ).toEqual(["id"]);
    expect(
      (await erros({ questionario: { descricao: "x".repeat(201) }, perguntas: PERGUNTAS }))[
        "questionario.descricao"
      ],
    ).toEqual(["Escreva no máximo 200 caracteres."]);
  });

  it("deletes a questionnaire: its services fall back to the default, its evaluations keep their text", async () => {
    const q = await criar("Questionário a excluir");
    expect(
      (
        await api.post("/questionario/interno/lista/", {
          token: token.gestor,
          body: { questionario: q.id, servicos: [servicos["SRV-002"]] },
        })
      ).status,
    ).toBe(200);
    const solicitacaoId = await criarSolicitacao(api.db, { empresas: [] });
    const [av] = await api.db
      .insert(avaliacao)
      .values({ solicitacaoId, questionarioId: q.id, questionarioDescricao: "Questionário a excluir" })
      .returning();

    const res = await api.delete("/questionario/interno/{id}/", { path: { id: q.id }, token: token.gestor });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect(
      (await api.get("/questionario/interno/lista/{id}/", { path: { id: q.id }, token: token.gestor }))
        .status,
    ).toBe(404);
    const [s] = await api.db.select().from(servico).where(eq(servico.id, servicos["SRV-002"]));
    expect(s.questionarioId).toBeNull();
    const [depois] = await api.db.select().from(avaliacao).where(eq(avaliacao.id, av.id));
    expect(depois).toMatchObject({ questionarioId: null, questionarioDescricao: "Questionário a excluir" });

    expect(
      (await api.delete("/questionario/interno/{id}/", { path: { id: q.id }, token: token.gestor })).status,
    ).toBe(404);
    expect((await api.raw("DELETE", "/questionario/interno/abc/", { token: token.gestor })).status).toBe(400);
  });

  it("refuses to delete the default questionnaire", async () => {
    const res = await api.delete("/questionario/interno/{id}/", {
      path: { id: padrao },
      token: token.gestor,
    });
    expect(res.status).toBe(409);
    expect(res.error).toEqual({
      detail: "O questionário padrão não pode ser excluído: marque outro questionário como padrão antes.",
    });
    expect(await padroes()).toEqual([padrao]);
  });

  it("makes the linked services exactly the list sent", async () => {
    const q = await criar("Questionário de serviços");
    const outro = await criar("Outro questionário de serviços");
    const vincular = (id: number, lista: number[]) =>
      api.post("/questionario/interno/lista/", {
        token: token.gestor,
        body: { questionario: id, servicos: lista },
      });
    const ligados = async (id: number) =>
      (
        await api.get("/questionario/interno/lista/{id}/", { path: { id }, token: token.gestor })
      ).body.servicos
        .map((s) => s.id)
        .sort();

    const primeiro = await vincular(q.id, [servicos["SRV-001"], servicos["SRV-007"], servicos["SRV-001"]]);
    expect(primeiro.status).toBe(200);
    expect(primeiro.body.servicos).toEqual([
      { id: servicos["SRV-001"], titulo: "Consultoria em Gestão Financeira e Fluxo de Caixa" },
      { id: servicos["SRV-007"], titulo: "Transformação Digital de Processos" },
    ]);
    // SRV-001 moves to the other questionnaire: a service has one.
    await vincular(outro.id, [servicos["SRV-001"]]);
    expect(await ligados(q.id)).toEqual([servicos["SRV-007"]]);
    expect(await ligados(outro.id)).toEqual([servicos["SRV-001"]]);

    await vincular(q.id, [servicos["SRV-002"]]);
    expect(await ligados(q.id)).toEqual([servicos["SRV-002"]]);
    const [s7] = await api.db.select().from(servico).where(eq(servico.id, servicos["SRV-007"]));
    expect(s7.questionarioId).toBeNull();

    expect((await vincular(q.id, [])).body.servicos).toEqual([]);
    expect(await ligados(outro.id)).toEqual([servicos["SRV-001"]]);

    const desconhecido = await vincular(outro.id, [servicos["SRV-002"], 999_998, 999_999]);
    expect(desconhecido.status).toBe(400);
    expect(desconhecido.error.errors).toEqual({
      servicos: ["Serviço(s) não encontrado(s): 999998, 999999."],
    });
    expect(await ligados(outro.id)).toEqual([servicos["SRV-001"]]);

    expect((await vincular(999_999, [])).status).toBe(404);
    const invalido = await api.raw("POST", "/questionario/interno/lista/", {
      token: token.gestor,
      body: { questionario: q.id, servicos: ["um"] },
    });
    expect(invalido.status).toBe(400);
    expect(Object.keys(invalido.error.errors!)).toEqual(["servicos.0"]);
  });

  it("lists a page with counts, searched on the description whatever the accents", async () => {
    const q = await criar("Índice de satisfação técnica");
    await api.post("/questionario/interno/lista/", {
      token: token.gestor,
      body: { questionario: q.id, servicos: [servicos["SRV-007"]] },
    });
    const solicitacaoId = await criarSolicitacao(api.db, { empresas: [] });
    await api.db
      .insert(avaliacao)
      .values({ solicitacaoId, questionarioId: q.id, questionarioDescricao: "Índice de satisfação técnica" });

    const busca = async (termo: string) => {
      const res = await api.get("/questionario/interno/lista/", {
        query: { search: termo },
        token: token.gestor,
      });
      expect(res.status).toBe(200);
      return res.body.results.map((r) => r.descricao);
    };
    expect(await busca("indice de satisfacao TECNICA")).toEqual(["Índice de satisfação técnica"]);
    expect(await busca("ÍNDICE")).toEqual(["Índice de satisfação técnica"]);
    expect(await busca("avaliacao do")).toEqual(["Avaliação do serviço"]);
    expect(await busca("inexistente")).toEqual([]);

    const res = await api.get("/questionario/interno/lista/", {
      query: { search: "satisfacao" },
      token: token.gestor,
    });
    expect(res.body).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: q.id,
          descricao: "Índice de satisfação técnica",
          padrao: false,
          perguntas: 3,
          servicos: 1,
          avaliacoes: 1,
        },
      ],
    });

    const todos = await api.get("/questionario/interno/lista/", { token: token.gestor });
    expect(todos.body.count).toBe(
      (await api.get("/questionario/interno/", { token: token.gestor })).body.length,
    );
    const descricoes = todos.body.results.map((r) => r.descricao);
    expect(descricoes).toEqual([...descricoes].sort((a: string, b: string) => (a < b ? -1 : 1)));
    const pagina = await api.get("/questionario/interno/lista/", {
      query: { page_size: 2, page: 2 },
      token: token.gestor,
    });
    expect(pagina.body.results).toEqual(todos.body.results.slice(2, 4));
    expect(pagina.body.previous).toBe("/api/hub/questionario/interno/lista/?page_size=2&page=1");
    expect(
      (await api.raw("GET", `/questionario/interno/lista/?ordem=descricao`, { token: token.gestor })).status,
    ).toBe(400);
  });

  it("answers 404 for an unknown questionnaire and 400 for a malformed id", async () => {
    expect(
      (await api.get("/questionario/interno/lista/{id}/", { path: { id: 999999 }, token: token.gestor }))
        .body,
    ).toEqual({ detail: "Questionário não encontrado." });
    expect(
      (await api.get("/questionario/interno/lista/{id}/", { path: { id: 0 }, token: token.gestor })).status,
    ).toBe(400);
  });

  it("is open to gestor, coordenador, interno and admin only", async () => {
    const q = await criar("Questionário de permissões");
    const recusado = { descricao: "Recusado" };
    const id = { id: q.id };
    const chamadas: [string, (token?: string) => Promise<{ status: number }>][] = [
      ["GET ", (token) => api.get("/questionario/interno/", { token })],
      [
        "POST ",
        (token) =>
          api.post("/questionario/interno/", {
            token,
            body: { questionario: recusado, perguntas: PERGUNTAS },
          }),
      ],
      [
        "PUT atualiza/",
        (token) =>
          api.put("/questionario/interno/atualiza/", {
            token,
            body: { id: q.id, questionario: recusado, perguntas: PERGUNTAS },
          }),
      ],
      ["DELETE {id}/", (token) => api.delete("/questionario/interno/{id}/", { path: id, token })],
      ["GET lista/", (token) => api.get("/questionario/interno/lista/", { token })],
      [
        "POST lista/",
        (token) =>
          api.post("/questionario/interno/lista/", { token, body: { questionario: q.id, servicos: [] } }),
      ],
      ["GET lista/{id}/", (token) => api.get("/questionario/interno/lista/{id}/", { path: id, token })],
    ];
    for (const [rota, chamar] of chamadas) {
      expect((await chamar()).status).toBe(401);
      for (const who of ["cliente", "prestador", "consultor"])
        expect((await chamar(token[who])).status, `${who} ${rota}`).toBe(403);
    }
    for (const who of ["coordenador", "interno", "admin"]) {
      expect((await api.get("/questionario/interno/lista/", { token: token[who] })).status).toBe(200);
      expect(
        (
          await api.get("/questionario/interno/lista/{id}/", {
            path: { id: q.id },
            token: token[who],
            body: undefined,
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await api.delete("/questionario/interno/{id}/", {
          path: { id: q.id },
          token: token.admin,
          body: undefined,
        })
      ).status,
    ).toBe(204);
  });
});
