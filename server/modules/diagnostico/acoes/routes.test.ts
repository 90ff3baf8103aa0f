import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { sucesso, type Query } from "@/tests/setup/cliente-api";
import { criarDiagnostico, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import {
  arquivo,
  diagnostico,
  evento,
  historico,
  perguntaDimensionamento,
  solicitacao,
  solicitacaoResposta,
  substatus,
} from "@/server/db/schema";
import { arquivo as arquivoDe, PDF, PNG } from "../../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const LGPD = "Adequação à LGPD para Microempresas";
const AGORA = new Date("2026-05-04T12:00:00Z");

const detalhe = (id: number, who: string) =>
  api.get("/diagnostico/externo/{id}/", { path: { id }, token: token[who] });

const enviar = (id: number, who = "prestador", file = arquivoDe(PDF, "diagnostico.pdf")) =>
  api.put("/diagnostico/externo/{id}/envia/arquivo/", {
    path: { id },
    token: token[who],
    form: { arquivo: file },
  });
const statusDe = async (id: number) => {
  const [r] = await api.db
    .select({ codigo: substatus.codigo, versao: diagnostico.versao })
    .from(diagnostico)
    .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
    .where(eq(diagnostico.id, id));
  return r;
};
const substatusDaSolicitacao = async (id: number) => {
  const [r] = await api.db
    .select({ codigo: substatus.codigo })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(eq(solicitacao.id, id));
  return r.codigo;
};
const historicoDe = (entidade: string, id: number) =>
  api.db
    .select({ acao: historico.acao, motivo: historico.motivo, audiencias: historico.audiencias })
    .from(historico)
    .where(and(eq(historico.entidade, entidade), eq(historico.entidadeId, id)))
    .orderBy(asc(historico.id));

/** A request of cliente@hub.example's company waiting for a diagnostic by Vértice (prestador@hub.example). */
async function novoDiagnostico(
  substatusDiagnostico = "AGUARDANDO_ACEITE",
  prazo = new Date("2026-05-20T02:59:59Z"),
) {
  const s = await criarSolicitacao(api.db, {
    empresas: [await empresaId(api.db, "Sabor da Ilha")],
    substatus: "AGUARDANDO_DIAGNOSTICO",
    modelo: LGPD,
    objetivo: "Adequar o cadastro de clientes da loja à LGPD.",
  });
  const d = await criarDiagnostico(api.db, {
    solicitacao: s,
    prestador: "Vértice Consultoria",
    substatus: substatusDiagnostico,
    nrodiagnostico: `T-${s}-D1`,
    prazo,
    dtainclusao: new Date("2026-05-01T12:00:00Z"),
  });
  return { s, d };
}

beforeAll(async () => {
  api.setNow(AGORA);
  for (const who of ["cliente", "prestador", "gestor", "consultor"])
    token[who] = await api.login(`${who}@hub.example`);
  token.outroPrestador = await api.login("helena.prado@hub.example");
});

describe("diagnostic workflow for its parties", () => {
  it("shows the client's sizing answers to the provider it was asked of, and nothing to another provider", async () => {
    const { s, d } = await novoDiagnostico();
    const [pergunta] = await api.db.select().from(perguntaDimensionamento).limit(1);
    await api.db.insert(solicitacaoResposta).values({
      solicitacaoId: s,
      perguntaId: pergunta.id,
      pergunta: pergunta.descricao,
      resposta: "12 funcionários",
    });
    const lido = await sucesso(detalhe(d, "prestador"));
    expect(lido.respostas).toEqual([
      expect.objectContaining({
        pergunta: expect.objectContaining({ id: pergunta.id }),
        resposta: "12 funcionários",
      }),
    ]);
    const alheio = await detalhe(d, "outroPrestador");
    expect(alheio.status).toBe(404);
    expect(JSON.stringify(alheio)).not.toContain("12 funcionários");
  });

  it("runs accept → send → correction → resend → approve, moving the request to proposals", async () => {
    const { s, d } = await novoDiagnostico();

    // The provider sees it to accept; the client sees nothing until there is something to read.
    const lista = await api.get("/diagnostico/externo/", { token: token.prestador });
    expect(lista.body.results.map((x) => x.id)).toContain(d);
    expect((await detalhe(d, "cliente")).status).toBe(404);
    const aberto = await detalhe(d, "prestador");
    expect(aberto.body).toMatchObject({ acoes: ["aceitar", "rejeitar"], versao: 0, arquivo: null });
    expect(aberto.body.status.codigo).toBe("AGUARDANDO_ACEITE");

    const aceito = await api.patch("/diagnostico/externo/{id}/aceite/", {
      path: { id: d },
      token: token.prestador,
      versao: 0,
    });
    expect(aceito.status).toBe(200);
    expect(aceito.body).toMatchObject({ id: d, versao: 1, status: { codigo: "EM_ELABORACAO" } });

    const enviado = await enviar(d);
    expect(enviado.status).toBe(200);
    expect(enviado.body.status.codigo).toBe("ENVIADO");
    const [linha] = await api.db.select().from(diagnostico).where(eq(diagnostico.id, d));
    expect(linha.dtaenvio?.toISOString()).toBe(AGORA.toISOString());
    const [guardado] = await api.db.select().from(arquivo).where(eq(arquivo.id, linha.arquivoId!));
    expect(guardado).toMatchObject({ tipo: "application/pdf", tamanho: PDF.length });

    // The client reads it, downloads the file, and returns it saying what to fix.
    const paraCliente = await detalhe(d, "cliente");
    expect(paraCliente.body.acoes).toEqual(["aprovar", "corrigir"]);
    const baixado = await api.app.request(`/api/hub/diagnostico/${d}/arquivo/`, {
      headers: { authorization: `Bearer ${token.cliente}` },
    });
    expect(baixado.status).toBe(200);
    expect(baixado.headers.get("content-disposition")).toContain("attachment");
    expect(new Uint8Array(await baixado.arrayBuffer())).toEqual(PDF);

    const motivo = "Inclua o inventário de dados pessoais dos clientes da loja virtual.";
    const devolvido = await api.put("/diagnostico/externo/{id}/correcao/", {
      path: { id: d },
      token: token.cliente,
      body: { motivo },
    });
    expect(devolvido.body.status.codigo).toBe("EM_CORRECAO");
    const emCorrecao = await detalhe(d, "prestador");
    expect(emCorrecao.body).toMatchObject({ correcao: motivo, acoes: ["enviar"] });

    expect((await enviar(d)).body.status.codigo).toBe("ENVIADO");
    expect((await detalhe(d, "prestador")).body.correcao).toBeNull();

    // Another provider accredited for the service reads the file only once it is approved (to quote).
    const baixar = (who: string) =>
      api.app.request(`/api/hub/diagnostico/${d}/arquivo/`, {
        headers: { authorization: `Bearer ${token[who]}` },
      });
    expect((await baixar("outroPrestador")).status).toBe(404);
    const aprovado = await api.patch("/diagnostico/externo/{id}/aprovar/", {
      path: { id: d },
      token: token.cliente,
    });
    expect(aprovado.status).toBe(200);
    expect((await baixar("outroPrestador")).status).toBe(200);
    expect(aprovado.body.status.codigo).toBe("APROVADO");
    expect(await substatusDaSolicitacao(s)).toBe("AGUARDANDO_PROPOSTAS");

    expect((await historicoDe("diagnostico", d)).map((h) => h.acao)).toEqual([
      "ACEITE",
      "ENVIAR",
      "CORRECAO",
      "ENVIAR",
      "APROVAR",
    ]);
    expect((await historicoDe("solicitacao", s)).map((h) => h.acao)).toEqual(["DIAGNOSTICO_APROVADO"]);
    const eventos = await api.db.select().from(evento).where(eq(evento.entidadeId, d));
    expect(eventos.filter((e) => e.entidade === "diagnostico")).toHaveLength(5);
    // The parties read the history they may see: here every row.
    expect((await detalhe(d, "cliente")).body.historico).toHaveLength(5);
  });

  it("sends a refused diagnostic back to staff and keeps the refusal from the client", async () => {
    const { s, d } = await novoDiagnostico();
    const semMotivo = await api.patch("/diagnostico/externo/{id}/rejeita/", {
      path: { id: d },
      token: token.prestador,
      body: { motivo: "Não" },
    });
    expect(semMotivo.status).toBe(400);
    expect(semMotivo.error.errors?.motivo).toEqual(["Escreva ao menos 10 caracteres."]);

    const motivo = "Nossa equipe de LGPD está sem agenda até o fim do prazo.";
    const recusado = await api.patch("/diagnostico/externo/{id}/rejeita/", {
      path: { id: d },
      token: token.prestador,
      body: { motivo },
    });
    expect(recusado.body.status.codigo).toBe("REJEITADO");
    expect(await substatusDaSolicitacao(s)).toBe("AGUARDANDO_ANALISE");
    expect(await historicoDe("solicitacao", s)).toEqual([
      { acao: "DIAGNOSTICO_REJEITADO", motivo, audiencias: ["equipe"] },
    ]);
    expect((await detalhe(d, "cliente")).status).toBe(404);
    const equipe = await api.get("/diagnostico/consultor/{id}/", { path: { id: d }, token: token.gestor });
    expect(equipe.body.historico.at(-1)).toMatchObject({ acao: "REJEITAR", motivo });
  });

  it("answers 403 to staff and to the wrong party, 404 to another provider, 409 out of turn", async () => {
    const { d } = await novoDiagnostico("ENVIADO");
    expect(
      (await api.patch("/diagnostico/externo/{id}/aceite/", { path: { id: d }, token: token.gestor })).status,
    ).toBe(403);
    expect((await api.get("/diagnostico/externo/", { token: token.consultor })).status).toBe(403);
    // The provider may not approve their own diagnostic; the client may not accept one.
    expect(
      (await api.patch("/diagnostico/externo/{id}/aprovar/", { path: { id: d }, token: token.prestador }))
        .status,
    ).toBe(403);
    expect(
      (await api.patch("/diagnostico/externo/{id}/aceite/", { path: { id: d }, token: token.prestador }))
        .status,
    ).toBe(409);
    expect(
      (await api.patch("/diagnostico/externo/{id}/aceite/", { path: { id: d }, token: token.outroPrestador }))
        .status,
    ).toBe(404);
    expect((await detalhe(d, "outroPrestador")).status).toBe(404);
    const lista = await api.get("/diagnostico/externo/", { token: token.outroPrestador });
    expect(lista.body.results.map((x) => x.id)).not.toContain(d);
    const alheio = await api.app.request(`/api/hub/diagnostico/${d}/arquivo/`, {
      headers: { authorization: `Bearer ${token.outroPrestador}` },
    });
    expect(alheio.status).toBe(404);
    expect(await statusDe(d)).toEqual({ codigo: "ENVIADO", versao: 0 });
  });

  it("checks the file (400 without one, 422 for a PNG) and the version (409 when stale)", async () => {
    const { d } = await novoDiagnostico("EM_ELABORACAO");
    // A form without the file the contract requires.
    const semArquivo = await api.raw("PUT", `/diagnostico/externo/${d}/envia/arquivo/`, {
      token: token.prestador,
      form: {},
    });
    expect(semArquivo.status).toBe(400);
    expect(semArquivo.error.errors?.arquivo).toBeDefined();
    const png = await enviar(d, "prestador", arquivoDe(PNG, "foto.png", "image/png"));
    expect(png.status).toBe(422);
    expect(png.error.detail).toBe("Tipo de arquivo não aceito. Envie: PDF.");

    await api.db.update(diagnostico).set({ versao: 3 }).where(eq(diagnostico.id, d));
    expect(
      (
        await api.patch("/diagnostico/externo/{id}/rejeita/", {
          path: { id: d },
          token: token.prestador,
          versao: 2,
          body: { motivo: "Sem agenda para este prazo." },
        })
      ).status,
    ).toBe(409);
    expect(await statusDe(d)).toEqual({ codigo: "EM_ELABORACAO", versao: 3 });
  });

  it("lets exactly one of two concurrent client decisions win", async () => {
    const { s, d } = await novoDiagnostico("ENVIADO");
    const respostas = await Promise.all([
      api.patch("/diagnostico/externo/{id}/aprovar/", { path: { id: d }, token: token.cliente, versao: 0 }),
      api.put("/diagnostico/externo/{id}/correcao/", {
        path: { id: d },
        token: token.cliente,
        versao: 0,
        body: { motivo: "Faltou o mapa de dados do e-commerce." },
      }),
    ]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    const final = await statusDe(d);
    expect(final.versao).toBe(1);
    expect(await substatusDaSolicitacao(s)).toBe(
      final.codigo === "APROVADO" ? "AGUARDANDO_PROPOSTAS" : "AGUARDANDO_DIAGNOSTICO",
    );
  });
});

describe("the parties' diagnostic lists", () => {
  it("flags a late diagnostic, filters by status, search and dates, and refuses bad filters", async () => {
    const { d } = await novoDiagnostico("EM_ELABORACAO", new Date("2026-05-02T02:59:59Z"));
    const lista = (query: Query<"get", "/diagnostico/externo/">, who = "prestador") =>
      api.get("/diagnostico/externo/", { query, token: token[who] });
    const [nro] = (await api.db.select().from(diagnostico).where(eq(diagnostico.id, d))).map(
      (x) => x.nrodiagnostico,
    );

    const achado = await lista({ search: nro });
    expect(achado.body.results).toHaveLength(1);
    expect(achado.body.results[0]).toMatchObject({
      id: d,
      ematraso: true,
      status: { codigo: "EM_ELABORACAO" },
    });
    expect((await lista({ status: "ENVIADO,APROVADO", search: nro })).body.count).toBe(0);
    expect((await lista({ status: "EM_ELABORACAO,ENVIADO", search: nro })).body.count).toBe(1);
    expect((await lista({ min_date: "2026-05-02", search: nro })).body.count).toBe(0);
    expect((await lista({ max_date: "2026-05-01", search: nro })).body.count).toBe(1);
    expect(
      (await api.get("/diagnostico/externo/enviados/", { query: { search: nro }, token: token.prestador }))
        .body.count,
    ).toBe(0);

    const statusRuim = await lista({ status: "ENVIADO,QUALQUER" });
    expect(statusRuim.status).toBe(400);
    expect(Object.keys(statusRuim.error.errors!)).toEqual(["status"]);
    const datasRuins = await lista({ min_date: "2026-05-03", max_date: "2026-05-01" });
    expect(datasRuins.error.errors).toEqual({
      max_date: ["A data final deve ser igual ou posterior à inicial."],
    });

    await enviar(d);
    const enviados = await api.get("/diagnostico/externo/enviados/", {
      query: { search: nro },
      token: token.cliente,
    });
    expect(enviados.body.results[0]).toMatchObject({ id: d, ematraso: false });
    expect(
      (await api.get("/diagnostico/externo/enviados/{id}/", { path: { id: d }, token: token.cliente }))
        .status,
    ).toBe(200);
  });
});
