import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import {
  acessoModeloOferta,
  credenciamento,
  empresa,
  modeloOferta,
  perguntaDimensionamento,
  servicoPergunta,
  servico,
  usuario,
} from "@/server/db/schema";
import { PERGUNTAS, SERVICOS } from "@/server/demo";

const api = usarApiDeTeste();
const ofertas = new Map<string, { id: number; servicoId: number }>();

beforeAll(async () => {
  const rows = await api.db
    .select({ id: modeloOferta.id, titulo: modeloOferta.titulo, servicoId: modeloOferta.servicoId })
    .from(modeloOferta);
  for (const r of rows) ofertas.set(r.titulo, r);
});

const oferta = (titulo: string) => ofertas.get(titulo)!;
const ORDENHA = "Qualidade do Leite na Ordenha";
const OFICINA = "Oficina Presencial de Finanças";

describe("GET /servico/detalhe/{id}/", () => {
  it("gives the offer with the service's description and the stages in order", async () => {
    const res = await api.get("/servico/detalhe/{id}/", { path: { id: oferta(ORDENHA).id } });
    expect(res.status).toBe(200);
    const seed = SERVICOS.find((s) => s.codigo === "SRV-021")!;
    expect(res.body).toMatchObject({
      id: oferta(ORDENHA).id,
      titulo: ORDENHA,
      valor: 3800,
      carga_horaria: 24,
      servico: { codigo: "SRV-021", descricao: seed.descricao, porcentagem_subsidio: 80 },
    });
    expect(res.body.etapas.map((e) => e.ordem)).toEqual([1, 2, 3, 4]);
    expect(res.body.etapas[0]).toEqual({
      id: expect.any(Number),
      ordem: 1,
      titulo: "Avaliação da ordenha",
      descricao: "Acompanhamento da ordenha e análise dos laudos de CBT e CCS.",
      entregavel: "Relatório de avaliação da ordenha",
    });
  });

  it("records one view per call, with the viewer when a valid token was sent", async () => {
    const { id } = oferta("Loja Virtual do Zero");
    const views = () =>
      api.db
        .select({ usuarioId: acessoModeloOferta.usuarioId })
        .from(acessoModeloOferta)
        .where(eq(acessoModeloOferta.modeloOfertaId, id))
        .orderBy(asc(acessoModeloOferta.id));
    expect(await views()).toEqual([]);
    const token = await api.login("cliente@hub.example");
    const [cliente] = await api.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.email, "cliente@hub.example"));
    expect((await api.get("/servico/detalhe/{id}/", { path: { id }, token })).status).toBe(200);
    expect((await api.get("/servico/detalhe/{id}/", { path: { id } })).status).toBe(200);
    expect((await api.get("/servico/detalhe/{id}/", { path: { id }, token: "expired" })).status).toBe(200);
    expect(await views()).toEqual([{ usuarioId: cliente.id }, { usuarioId: null }, { usuarioId: null }]);
  });

  it("answers 404 for a missing or inactive offer, and records no view", async () => {
    const inactive = oferta(OFICINA).id;
    for (const id of [inactive, 999999]) {
      const res = await api.get("/servico/detalhe/{id}/", { path: { id } });
      expect(res.status).toBe(404);
      expect(res.error).toEqual({ detail: "Serviço não encontrado." });
    }
    expect(await api.db.$count(acessoModeloOferta, eq(acessoModeloOferta.modeloOfertaId, inactive))).toBe(0);
    expect((await api.raw("GET", "/servico/detalhe/abc/")).status).toBe(400);
    expect((await api.raw("GET", `/servico/detalhe/${inactive}/?x=1`)).status).toBe(400);
  });
});

describe("GET /servico/detalhe/{id}/prestadores/", () => {
  const nomes = async (titulo: string) => {
    const res = await api.get("/servico/detalhe/{id}/prestadores/", { path: { id: oferta(titulo).id } });
    expect(res.status).toBe(200);
    return res.body.map((p) => p.nomefantasia);
  };

  it("lists the providers accredited for the offer's service, by trade name", async () => {
    expect(await nomes("Presença Digital e Redes Sociais")).toEqual([
      "Conecta Marketing",
      "Mentora Inovação",
      "Vértice Consultoria",
    ]);
    const res = await api.get("/servico/detalhe/{id}/prestadores/", { path: { id: oferta(ORDENHA).id } });
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        nomefantasia: "AgroSul Assistência Técnica",
        razaosocial: "AgroSul Assistência Técnica Rural Ltda",
        cidade: { id: expect.any(Number), nome: "Chapecó" },
        estado: { sigla: "SC" },
      },
    ]);
  });

  it("leaves out inactive accreditations and suspended providers", async () => {
    const { servicoId } = oferta("Presença Digital e Redes Sociais");
    const [conecta] = await api.db
      .select({ id: empresa.id })
      .from(empresa)
      .where(eq(empresa.nomefantasia, "Conecta Marketing"));
    const [mentora] = await api.db
      .select({ id: empresa.id })
      .from(empresa)
      .where(eq(empresa.nomefantasia, "Mentora Inovação"));
    const cred = and(eq(credenciamento.empresaId, conecta.id), eq(credenciamento.servicoId, servicoId));
    await api.db.update(credenciamento).set({ ativo: false }).where(cred);
    await api.db.update(empresa).set({ suspenso: true }).where(eq(empresa.id, mentora.id));
    try {
      expect(await nomes("Presença Digital e Redes Sociais")).toEqual(["Vértice Consultoria"]);
    } finally {
      await api.db.update(credenciamento).set({ ativo: true }).where(cred);
      await api.db.update(empresa).set({ suspenso: false }).where(eq(empresa.id, mentora.id));
    }
  });

  it("answers 404 for an inactive offer", async () => {
    expect(
      (await api.get("/servico/detalhe/{id}/prestadores/", { path: { id: oferta(OFICINA).id } })).status,
    ).toBe(404);
  });
});

describe("dimensioning questions", () => {
  it("seeds 2 to 4 questions for every service, with snake_case keys and options only on OPCAO", async () => {
    const rows = await api.db
      .select({ codigo: servico.codigo, ordem: servicoPergunta.ordem, p: perguntaDimensionamento })
      .from(servicoPergunta)
      .innerJoin(servico, eq(servico.id, servicoPergunta.servicoId))
      .innerJoin(perguntaDimensionamento, eq(perguntaDimensionamento.id, servicoPergunta.perguntaId))
      .orderBy(asc(servico.codigo), asc(servicoPergunta.ordem));
    for (const s of SERVICOS) {
      const escolhidas = rows.filter((r) => r.codigo === s.codigo);
      const perguntas = escolhidas.map((r) => r.p);
      expect(perguntas.length, s.codigo).toBeGreaterThanOrEqual(2);
      expect(perguntas.length, s.codigo).toBeLessThanOrEqual(4);
      expect(escolhidas.map((r) => r.ordem)).toEqual(perguntas.map((_, i) => i + 1));
      for (const p of perguntas) {
        expect(p.chave).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
        expect(p.opcoes.split("|").filter(Boolean).length > 1, p.chave).toBe(p.tipoResposta === "OPCAO");
      }
    }
  });

  it("gives the offer's questionnaire in order", async () => {
    const titulo = "Gestão de Custos da Propriedade Rural";
    const res = await api.get("/servico/detalhe/{id}/questionario/", { path: { id: oferta(titulo).id } });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(oferta(titulo).servicoId);
    expect(res.body.descricao).toBe("Dimensionamento do serviço");
    expect(res.body.perguntas.map((p) => p.chave)).toEqual(PERGUNTAS["SRV-020"].map((p) => p.chave));
    expect(res.body.perguntas.slice(0, 3)).toEqual([
      {
        id: expect.any(Number),
        pergunta: "Qual a área total da propriedade (hectares)?",
        chave: "area_propriedade_hectares",
        tipo_resposta: "NUMERO",
        opcoes: [],
        obrigatoria: true,
        ordem: 1,
      },
      expect.objectContaining({
        pergunta: "Qual a principal atividade?",
        tipo_resposta: "OPCAO",
        opcoes: ["Leite", "Grãos", "Hortifruti", "Fruticultura", "Outra"],
        ordem: 2,
      }),
      expect.objectContaining({ tipo_resposta: "SIM_NAO", opcoes: [], ordem: 3 }),
    ]);
    expect(
      (await api.get("/servico/detalhe/{id}/questionario/", { path: { id: oferta(OFICINA).id } })).status,
    ).toBe(404);
  });

  it("lists one service's questions at /listagem/pergunta/dimensionamento/", async () => {
    const { servicoId, id } = oferta("Fluxo de Caixa Essencial");
    // The contract takes this service id as digits in text.
    const res = await api.get("/listagem/pergunta/dimensionamento/", {
      query: { servico: String(servicoId) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      (await api.get("/servico/detalhe/{id}/questionario/", { path: { id } })).body.perguntas,
    );
    expect(res.body.at(-1)).toMatchObject({
      chave: "principal_desafio",
      tipo_resposta: "TEXTO",
      obrigatoria: false,
    });

    // Without the service the contract requires.
    const missing = await api.raw("GET", "/listagem/pergunta/dimensionamento/");
    expect(missing.status).toBe(400);
    expect(missing.error.errors).toEqual({ servico: ["Informe o serviço."] });
    const bad = await api.get("/listagem/pergunta/dimensionamento/", { query: { servico: "abc" } });
    expect(bad.error.errors).toEqual({ servico: ["Serviço inválido."] });
    const extra = await api.raw("GET", `/listagem/pergunta/dimensionamento/?servico=${servicoId}&x=1`);
    expect(extra.status).toBe(400);
    expect(
      (await api.get("/listagem/pergunta/dimensionamento/", { query: { servico: "999999" } })).status,
    ).toBe(404);
  });
});
