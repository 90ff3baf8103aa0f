import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usuario } from "@/server/db/schema";
import { sucesso } from "@/tests/setup/cliente-api";
import { AJUSTE, consultaFixture, type ConsultaFixture, type Nome } from "./routes.fixture";

let { api, ctx, s, r3, token } = {} as ConsultaFixture;

const detalhe = (nome: Nome, quem = "gestor") =>
  sucesso(api.get("/solicitacao/interno/detalhe/{id}/", { path: { id: s[nome].id }, token: token[quem] }));
const pessoa = (login: string, nome: string, sobrenome: string) => ({
  id: ctx.users[login],
  nome,
  sobrenome,
});

beforeAll(async () => {
  ({ api, ctx, s, r3, token } = await consultaFixture());
});

afterAll(async () => {
  await api?.close();
});

describe("GET /solicitacao/interno/detalhe/{id}/", () => {
  it("shows the request with companies, reservation, documents, diagnostics and history, ETag = versao", async () => {
    const res = await api.get("/solicitacao/interno/detalhe/{id}/", {
      path: { id: s.r3.id },
      token: token.gestor,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"3"');
    expect(res.body).toMatchObject({
      id: s.r3.id,
      versao: 3,
      justificativa: "",
      empresas_detalhe: [{ nomefantasia: "Sítio Zanella", cpf_mask: "***.054.250-**", cnpj_mask: null }],
      reserva: { valor: 1234.56, centrocusto: { id: r3.cc["CC-2026-001"], codigo: "CC-2026-001" } },
      parceiros: [],
      arquivos: [
        {
          id: r3.documentoId,
          arquivo: { id: r3.arquivoId, nome: "balanco.pdf", tipo: "application/pdf", tamanho: 4 },
          descricao: "Balanço 2030",
          usuario: { nome: "Ricardo", sobrenome: "Bittencourt" },
          dtainclusao: "2031-03-05T14:00:00.000Z",
          url: `/api/hub/solicitacao/documento/${r3.documentoId}/arquivo/`,
        },
      ],
      diagnosticos: [
        {
          id: expect.any(Number),
          nrodiagnostico: `${s.r3.nrosolicitacao}-D1`,
          status: {
            id: expect.any(Number),
            codigo: "AGUARDANDO_ACEITE",
            descricao: "Aguardando aceite",
            cor: "#fa8c16",
          },
          prestador: { id: r3.vertice, nomefantasia: "Vértice Consultoria" },
          prazo: "2031-03-15T12:00:00.000Z",
        },
      ],
      count_subsolicitacoes: 0,
      ajuste: null,
      acoes: [
        "nova_rodada",
        "cancelar",
        "alterar_consultor",
        "alterar_centrocusto",
        "alterar_parceiros",
        "alterar_responsaveis",
        "subsolicitacao",
        "documento",
        "remover_documento",
      ],
    });
    expect(res.body.historico).toEqual([
      {
        id: expect.any(Number),
        acao: "ENVIAR",
        descricao: "Solicitação enviada",
        de: null,
        para: "Aguardando análise",
        motivo: null,
        usuario: { nome: "Mariana", sobrenome: "Albuquerque" },
        dtainclusao: expect.any(String),
      },
      {
        id: expect.any(Number),
        acao: "LIBERAR",
        descricao: "Liberada para prestadores",
        de: "Aguardando análise",
        para: "Aguardando propostas",
        motivo: null,
        usuario: { nome: "Ricardo", sobrenome: "Bittencourt" },
        dtainclusao: "2031-03-05T13:00:00.000Z",
      },
    ]);
  });

  it("gives the reason of the last return while the request waits for the client", async () => {
    const r2 = await detalhe("r2");
    expect(r2.ajuste).toBe(AJUSTE);
    expect(r2.empresas_detalhe.map((e) => e.nomefantasia)).toEqual(["Nexo Software", "Sabor da Ilha"]);
    expect(r2.empresas_detalhe[0].cnpj_mask).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(r2.acoes).toEqual([
      "cancelar",
      "alterar_objetivo",
      "alterar_consultor",
      "alterar_centrocusto",
      "alterar_parceiros",
      "alterar_responsaveis",
      "subsolicitacao",
      "documento",
      "remover_documento",
    ]);
  });

  it("lists the actions the user may take now", async () => {
    const r1 = await detalhe("r1");
    expect(r1.acoes).toEqual([
      "devolver",
      "liberar",
      "cancelar",
      "alterar_objetivo",
      "alterar_consultor",
      "remover_consultor",
      "alterar_centrocusto",
      "alterar_parceiros",
      "alterar_responsaveis",
      "subsolicitacao",
      "documento",
      "remover_documento",
    ]);
    expect(r1.count_subsolicitacoes).toBe(2);
    // A consultant alone: links consultants, unlinks only themself, attaches documents.
    const doConsultor = await detalhe("r1", "consultor");
    expect(doConsultor.acoes).toEqual([
      "alterar_consultor",
      "remover_consultor",
      "documento",
      "remover_documento",
    ]);
    expect(doConsultor.count_subsolicitacoes).toBe(1);
    expect((await detalhe("r3", "consultor")).acoes).toEqual([
      "alterar_consultor",
      "documento",
      "remover_documento",
    ]);
    // r5 is a sub-request: it may not have sub-requests of its own, so that button is not offered.
    expect((await detalhe("r5")).acoes).toEqual([
      "cancelar",
      "alterar_consultor",
      "remover_consultor",
      "alterar_responsaveis",
      "documento",
      "remover_documento",
    ]);
    expect((await detalhe("r4")).acoes).toEqual([]);
  });
});

describe("GET /solicitacao/interno/{id}/subsolicitacao/ and /subsolicitacao/detalhe/{id}/", () => {
  it("lists the sub-requests oldest first, those in reach for a consultant", async () => {
    const ids = async (quem: string) =>
      (
        await sucesso(
          api.get("/solicitacao/interno/{id}/subsolicitacao/", { path: { id: s.r1.id }, token: token[quem] }),
        )
      ).map((r) => r.id);
    expect(await ids("gestor")).toEqual([s.r4.id, s.r5.id]);
    expect(await ids("consultor")).toEqual([s.r5.id]);
    const [r4] = await sucesso(
      api.get("/solicitacao/interno/{id}/subsolicitacao/", { path: { id: s.r1.id }, token: token.gestor }),
    );
    expect(r4).toMatchObject({ solicitacao_pai: s.r1, substatus: { codigo: "CANCELADA" } });
    expect(
      await sucesso(
        api.get("/solicitacao/interno/{id}/subsolicitacao/", { path: { id: s.r3.id }, token: token.gestor }),
      ),
    ).toEqual([]);
  });

  it("shows a sub-request in full", async () => {
    const res = await api.get("/solicitacao/interno/subsolicitacao/detalhe/{id}/", {
      path: { id: s.r5.id },
      token: token.gestor,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"0"');
    expect(res.body).toMatchObject({
      id: s.r5.id,
      solicitacao_pai: s.r1,
      versao: 0,
      historico: [{ para: "Aguardando análise" }],
    });
  });
});

describe("GET /solicitacao/interno/detalhe/{id}/perguntas/ and /assinaturas/", () => {
  it("gives the dimensioning answers as the client sees them", async () => {
    const interno = await sucesso(
      api.get("/solicitacao/interno/detalhe/{id}/perguntas/", { path: { id: s.r1.id }, token: token.gestor }),
    );
    const externo = await sucesso(
      api.get("/solicitacao/externo/detalhe/{id}/perguntas/", {
        path: { id: s.r1.id },
        token: token.cliente,
      }),
    );
    expect(interno.length).toBeGreaterThan(0);
    expect(interno).toEqual(externo);
    expect(interno[0]).toEqual({
      pergunta: expect.objectContaining({ id: expect.any(Number) }),
      resposta: expect.any(String),
    });
  });

  it("lists the signatures in the order they were asked for", async () => {
    expect(
      await sucesso(
        api.get("/solicitacao/interno/detalhe/{id}/assinaturas/", {
          path: { id: s.r3.id },
          token: token.gestor,
        }),
      ),
    ).toEqual([
      {
        id: expect.any(Number),
        papel: "CLIENTE",
        empresa: { id: ctx.empresas["Sítio Zanella"].id, nomefantasia: "Sítio Zanella" },
        usuario: pessoa("cliente", "Mariana", "Albuquerque"),
        assinado: false,
        via: null,
        dtaassinatura: null,
      },
      {
        id: expect.any(Number),
        papel: "GESTOR",
        empresa: null,
        usuario: pessoa("gestor", "Ricardo", "Bittencourt"),
        assinado: true,
        via: "LOTE",
        dtaassinatura: "2031-03-06T10:00:00.000Z",
      },
    ]);
    expect(
      await sucesso(
        api.get("/solicitacao/interno/detalhe/{id}/assinaturas/", {
          path: { id: s.r1.id },
          token: token.gestor,
        }),
      ),
    ).toEqual([]);
  });
});

describe("GET /solicitacao/interno/gestores/list/{id}/ and /{id}/responsaveis/", () => {
  const gestores = async (nome: Nome) =>
    sucesso(
      api.get("/solicitacao/interno/gestores/list/{id}/", { path: { id: s[nome].id }, token: token.gestor }),
    );
  const marcas = (list: Awaited<ReturnType<typeof gestores>>) =>
    list.map((g) => [g.email.split("@")[0], g.responsavel, g.da_unidade]);

  it("lists the active managers, those of the request's unit first, marking the responsible ones", async () => {
    // Concórdia is in the Oeste unit: Ricardo and Gustavo; Fernanda coordinates Florianópolis.
    const oeste = await gestores("r3");
    expect(oeste[0]).toEqual({
      id: ctx.users["gustavo.schneider"],
      nome: "Gustavo",
      sobrenome: "Schneider",
      email: "gustavo.schneider@hub.example",
      responsavel: true,
      da_unidade: true,
    });
    expect(marcas(oeste)).toEqual([
      ["gustavo.schneider", true, true],
      ["gestor", true, true],
      ["coordenador", false, false],
    ]);
    expect(marcas(await gestores("r1"))).toEqual([
      ["coordenador", true, true],
      ["gestor", true, true],
      ["gustavo.schneider", false, false],
    ]);
  });

  it("leaves out inactive managers", async () => {
    await api.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, ctx.users.coordenador));
    try {
      expect(marcas(await gestores("r3")).map(([login]) => login)).toEqual(["gustavo.schneider", "gestor"]);
    } finally {
      await api.db.update(usuario).set({ ativo: true }).where(eq(usuario.id, ctx.users.coordenador));
    }
  });

  it("gives the responsible managers and the consultant", async () => {
    expect(
      await sucesso(
        api.get("/solicitacao/interno/{id}/responsaveis/", { path: { id: s.r3.id }, token: token.gestor }),
      ),
    ).toEqual({
      gestores: [
        pessoa("gustavo.schneider", "Gustavo", "Schneider"),
        pessoa("gestor", "Ricardo", "Bittencourt"),
      ],
      consultor: null,
    });
    expect(
      await sucesso(
        api.get("/solicitacao/interno/{id}/responsaveis/", { path: { id: s.r1.id }, token: token.consultor }),
      ),
    ).toEqual({
      gestores: [pessoa("coordenador", "Fernanda", "Castilho"), pessoa("gestor", "Ricardo", "Bittencourt")],
      consultor: pessoa("consultor", "Camila", "Teixeira"),
    });
  });
});
