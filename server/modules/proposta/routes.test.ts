import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo, Query } from "@/tests/setup/cliente-api";
import { criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import {
  faixaQuilometragem,
  historico,
  modeloHora,
  perguntaDimensionamento,
  planoPagamento,
  proposta,
  propostaEtapa,
  solicitacao,
  solicitacaoResposta,
  substatus,
} from "@/server/db/schema";
import { calcularValores } from "@/lib/regras/valores-proposta";
import { encerrarPrazos } from "@/server/modules/solicitacao";
import { arquivo as arquivoDe, PDF, PNG } from "../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const ABERTURA = new Date("2026-06-01T12:00:00Z");
const PRAZO = new Date("2026-06-10T02:59:59Z"); // 09/06 23:59 in São Paulo
const DEPOIS = new Date("2026-06-10T03:00:01Z");
let ref: {
  hora: typeof modeloHora.$inferSelect;
  plano2: number;
  faixa: typeof faixaQuilometragem.$inferSelect;
};

/** A request of cliente@hub.example's company open to every accredited provider of LGPD until PRAZO. */
async function novaRodada() {
  const id = await criarSolicitacao(api.db, {
    empresas: [await empresaId(api.db, "Sabor da Ilha")],
    substatus: "AGUARDANDO_PROPOSTAS",
    modelo: "Adequação à LGPD para Microempresas",
    objetivo: "Adequar o cadastro de clientes do delivery à LGPD.",
  });
  await api.db.update(solicitacao).set({ dtaprazoenvioproposta: PRAZO }).where(eq(solicitacao.id, id));
  const [pergunta] = await api.db.select().from(perguntaDimensionamento).limit(1);
  await api.db
    .insert(solicitacaoResposta)
    .values({ solicitacaoId: id, perguntaId: pergunta.id, pergunta: pergunta.descricao, resposta: "12" });
  const cot = await api.get("/proposta/externo/{id}/solicitacao/", { path: { id }, token: token.prestador });
  expect(cot.status).toBe(200);
  // Providers price from the client's answers too.
  expect(cot.body.respostas.map((r) => r.resposta)).toEqual(["12"]);
  return { id, etapas: cot.body.etapas };
}

/** A valid proposal body for the request's stages: 10 h each, a visit on the first, two instalments. */
type Envio = Corpo<"post", "/proposta/externo/">;
const corpo = (s: { id: number; etapas: { id: number }[] }, extra: Partial<Envio> = {}): Envio => ({
  solicitacao: s.id,
  dta_inicio: "2026-07-01",
  dta_fim: "2026-09-30",
  dtaprazo: "2026-07-15",
  comentario: "Equipe com dois especialistas em LGPD.",
  modelo_hora: ref.hora.id,
  faixa_quilometragem: ref.faixa.id,
  plano_pagamento: ref.plano2,
  etapas: s.etapas.map((e, i) => ({ etapa: e.id, horas: 10, visita: i === 0 })),
  parcelas: [s.etapas[0].id, s.etapas.at(-1)!.id],
  ...extra,
});

const enviar = (who: string, body: Envio, query?: Query<"post", "/proposta/externo/">) =>
  api.post("/proposta/externo/", { query, token: token[who], body });
/** The same proposal as `corpo`, as an update of proposal `id`. */
const atualizacao = (s: { id: number; etapas: { id: number }[] }, id: number, extra: Partial<Envio> = {}) => {
  const { solicitacao: _, ...resto } = corpo(s, extra);
  return { ...resto, id };
};
const cotacao = (id: number, who: string) =>
  api.get("/proposta/externo/{id}/solicitacao/", { path: { id }, token: token[who] });
const detalhe = (id: number, who: string) =>
  api.get("/proposta/externo/detalhe/{id}/", { path: { id }, token: token[who] });
const substatusDe = async (id: number) =>
  (
    await api.db
      .select({ codigo: substatus.codigo, versao: solicitacao.versao })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(eq(solicitacao.id, id))
  )[0];

/** Moves the clock and signs everyone in again (sessions expire as days pass). */
async function em(data: Date) {
  api.setNow(data);
  for (const who of ["cliente", "prestador", "gestor", "consultor"])
    token[who] = await api.login(`${who}@hub.example`);
  token.mentora = await api.login("helena.prado@hub.example");
}

beforeAll(async () => {
  await em(ABERTURA);
  const [hora] = await api.db.select().from(modeloHora).orderBy(asc(modeloHora.id)).limit(1);
  const [plano2] = await api.db.select().from(planoPagamento).where(eq(planoPagamento.parcelas, 2));
  const [faixa] = await api.db.select().from(faixaQuilometragem).orderBy(asc(faixaQuilometragem.id)).limit(1);
  ref = { hora, plano2: plano2.id, faixa };
});

describe("proposals: sending, sealed bids, the deadline and the client's choice", () => {
  it("runs draft → sent → deadline → selection → negotiation → revision → final analysis", async () => {
    await em(ABERTURA);
    const s = await novaRodada();
    const ops = await api.get("/proposta/externo/", {
      query: { dash_filter: "SEM_PROPOSTA" },
      token: token.prestador,
    });
    expect(ops.body.results.map((o) => o.id)).toContain(s.id);

    // A draft first; the server prices it, whatever the body might claim.
    const comValor = await api.raw("POST", "/proposta/externo/?partial_save=true", {
      token: token.prestador,
      body: { ...corpo(s), valor_bruto: 1 },
    });
    expect(comValor.status).toBe(400);
    const rascunho = await enviar("prestador", corpo(s), { partial_save: "true" });
    expect(rascunho.status).toBe(201);
    expect(rascunho.body.status.codigo).toBe("RASCUNHO");
    const a = rascunho.body.id;
    const esperado = calcularValores({
      etapas: s.etapas.map((e, i) => ({ ordem: e.ordem, horas: 10, visita: i === 0 })),
      hora: {
        valorHora: Number(ref.hora.valorHora),
        valorHoraAdicional: Number(ref.hora.valorHoraAdicional),
        horaLimite: ref.hora.horaLimite,
      },
      deslocamento: Number(ref.faixa.valor),
      parcelas: [s.etapas[0].ordem, s.etapas.at(-1)!.ordem],
      porcentagemSubsidio: (await detalhe(a, "prestador")).body.percentual_subsidio,
    });
    const [linha] = await api.db.select().from(proposta).where(eq(proposta.id, a));
    expect(Number(linha.valorBruto)).toBe(esperado.bruto / 100);
    expect(Number(linha.valorCliente)).toBe(esperado.cliente / 100);
    expect(await api.db.$count(propostaEtapa, eq(propostaEtapa.propostaId, a))).toBe(s.etapas.length);
    expect((await detalhe(a, "prestador")).body.parcelas).toHaveLength(2);

    // Sent through atualiza; the other provider sends at once.
    const enviada = await api.put("/proposta/externo/atualiza/", {
      token: token.prestador,
      body: atualizacao(s, a),
    });
    expect(enviada.status).toBe(200);
    expect(enviada.body.status.codigo).toBe("ENVIADA");
    const b = (await enviar("mentora", corpo(s))).body.id;

    // The provider's lists, the proposal's companies and stages.
    const enviadas = await api.get("/proposta/externo/enviadas/", { token: token.prestador });
    expect(enviadas.body.results.map((p) => p.id)).toContain(a);
    const emAnalise = await api.get("/proposta/externo/emanalise/", { token: token.prestador });
    expect(emAnalise.body.results.map((p) => p.id)).not.toContain(a);
    const empresas = await api.get("/proposta/externo/{id}/empresas/", {
      path: { id: a },
      token: token.prestador,
    });
    expect(empresas.body.map((e) => e.nomefantasia)).toEqual(["Sabor da Ilha"]);
    const etapas = await api.get("/proposta/{solicitacao}/etapas/{proposta}/", {
      path: { solicitacao: s.id, proposta: a },
      token: token.prestador,
    });
    expect(etapas.body.map((e) => e.horas)).toEqual(s.etapas.map(() => 10));
    expect(
      (
        await api.get("/proposta/{solicitacao}/etapas/{proposta}/", {
          path: { solicitacao: s.id, proposta: b },
          token: token.prestador,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.get("/proposta/externo/{id}/empresas/", { path: { id: b }, token: token.prestador })).status,
    ).toBe(404);

    // The provider's own PDF: a PDF only, on its own proposal.
    const anexar = (id: number, who: string, file = arquivoDe(PDF, "proposta.pdf")) =>
      api.put("/proposta/externo/{id}/arquivo/", {
        path: { id },
        token: token[who],
        form: { arquivo: file },
      });
    expect((await anexar(a, "prestador", arquivoDe(PNG, "foto.png", "image/png"))).status).toBe(422);
    expect((await anexar(a, "mentora")).status).toBe(404);
    expect((await anexar(a, "prestador")).status).toBe(200);
    expect((await detalhe(a, "prestador")).body.arquivo).toMatchObject({ nome: "proposta.pdf" });
    expect((await detalhe(a, "prestador")).body.acoes).toEqual(
      expect.arrayContaining(["atualizar", "anexar", "desistir"]),
    );
    const baixar = (id: number, who: string) =>
      api.app.request(`/api/hub/proposta/${id}/arquivo/`, {
        headers: { authorization: `Bearer ${token[who]}` },
      });
    expect((await baixar(a, "cliente")).status).toBe(404);

    // Sealed: neither provider reads the other's, the client reads none before the deadline.
    expect((await detalhe(b, "prestador")).status).toBe(404);
    expect((await cotacao(s.id, "mentora")).body.propostas.map((p) => p.id)).toEqual([b]);
    expect((await cotacao(s.id, "cliente")).body.propostas).toEqual([]);
    expect((await detalhe(a, "cliente")).status).toBe(404);
    expect(
      (await api.patch("/proposta/externo/envia-selecao/{id}/", { path: { id: a }, token: token.cliente }))
        .status,
    ).toBe(404);

    // The deadline passes: every read shows the round closed before the job records it, and writes nothing.
    await em(DEPOIS);
    const antes = await substatusDe(s.id);
    expect(antes.codigo).toBe("AGUARDANDO_PROPOSTAS");
    const aberta = await cotacao(s.id, "cliente");
    expect(aberta.body.propostas.map((p) => p.id).sort()).toEqual([a, b].sort());
    expect(Number.isInteger(aberta.body.propostas[0].percentual_subsidio)).toBe(true);
    const pdf = await baixar(a, "cliente");
    expect(pdf.status).toBe(200);
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF);
    const emDecisao = await api.get("/proposta/externo/emanalise/", { token: token.prestador });
    expect(emDecisao.body.results.map((p) => p.id)).toContain(a);
    // Closed: the provider is no longer offered to change it, and a change is refused on the deadline itself.
    expect((await detalhe(a, "prestador")).body.acoes).not.toEqual(expect.arrayContaining(["atualizar"]));
    expect((await detalhe(a, "prestador")).body.acoes).not.toEqual(expect.arrayContaining(["anexar"]));
    const tarde = await api.put("/proposta/externo/atualiza/", {
      token: token.prestador,
      body: atualizacao(s, a),
    });
    expect(tarde.status).toBe(409);
    expect((await anexar(a, "prestador")).status).toBe(409);
    expect(await substatusDe(s.id)).toEqual(antes);

    // The job records the close.
    expect(await encerrarPrazos(api.db, DEPOIS)).toBe(1);
    expect((await cotacao(s.id, "cliente")).body.substatus.codigo).toBe("PROPOSTAS_EM_ANALISE");
    const [fechamento] = await api.db
      .select()
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "solicitacao"),
          eq(historico.entidadeId, s.id),
          eq(historico.acao, "ENCERRAR_PRAZO"),
        ),
      );
    expect(fechamento.usuarioId).toBeNull();

    // The client selects A: B is not selected.
    const selecao = await api.patch("/proposta/externo/envia-selecao/{id}/", {
      path: { id: a },
      token: token.cliente,
    });
    expect(selecao.body.status.codigo).toBe("SELECIONADA");
    expect((await detalhe(b, "mentora")).body.status.codigo).toBe("NAO_SELECIONADA");

    // Staff open a negotiation; the provider revises with fewer hours.
    const negociacao = await api.put("/proposta/{solicitacao}/interno/{proposta}/negociacao/", {
      path: { solicitacao: s.id, proposta: a },
      token: token.gestor,
      body: { motivo: "Reduza as horas da última etapa para caber no orçamento." },
    });
    expect(negociacao.body.status.codigo).toBe("EM_NEGOCIACAO");
    expect((await substatusDe(s.id)).codigo).toBe("EM_NEGOCIACAO");
    const revisada = await api.put("/proposta/externo/atualiza/", {
      token: token.prestador,
      body: atualizacao(s, a, {
        etapas: s.etapas.map((e) => ({ etapa: e.id, horas: 5, visita: false })),
        faixa_quilometragem: null,
      }),
    });
    expect(revisada.body.status.codigo).toBe("SELECIONADA");
    const [depois] = await api.db.select().from(proposta).where(eq(proposta.id, a));
    expect(Number(depois.valorBruto)).toBeLessThan(Number(linha.valorBruto));
    expect((await substatusDe(s.id)).codigo).toBe("PROPOSTAS_EM_ANALISE");

    const analise = await api.patch("/solicitacao/externo/analise/gestor/{id}/", {
      path: { id: s.id },
      token: token.cliente,
    });
    expect(analise.status).toBe(200);
    expect((await substatusDe(s.id)).codigo).toBe("ANALISE_FINAL_GESTOR");
  });

  it("answers 403 to the wrong group, 400 with field keys, 409 to a second proposal and a stale version", async () => {
    await em(ABERTURA);
    const s = await novaRodada();
    expect((await enviar("cliente", corpo(s))).status).toBe(403);
    expect(
      (
        await api.put("/proposta/interno/nova-rodada/{id}/", {
          path: { id: s.id },
          token: token.consultor,
          body: { dtaprazoenvioproposta: "2026-06-20", motivo: "" },
        })
      ).status,
    ).toBe(403);
    const ruim = await enviar(
      "prestador",
      corpo(s, {
        dta_fim: "2026-06-01",
        etapas: [{ etapa: s.etapas[0].id, horas: 0, visita: false }],
        parcelas: [s.etapas[0].id],
      }),
    );
    expect(ruim.status).toBe(400);
    expect(Object.keys(ruim.error.errors!).sort()).toEqual(["dta_fim", "etapas.0.horas"]);
    const incompleta = await enviar(
      "prestador",
      corpo(s, { etapas: [{ etapa: s.etapas[0].id, horas: 3, visita: false }], parcelas: [s.etapas[0].id] }),
    );
    expect(Object.keys(incompleta.error.errors!).sort()).toEqual(["etapas", "parcelas"]);
    const datas = await enviar("prestador", corpo(s, { dta_fim: "2026-06-01" }));
    expect(datas.error.errors).toEqual({ dta_fim: ["O fim deve ser igual ou posterior ao início."] });

    const a = (await enviar("prestador", corpo(s))).body.id;
    expect((await enviar("prestador", corpo(s))).status).toBe(409);
    const velha = await api.put("/proposta/{id}/externo/desistencia/", {
      path: { id: a },
      token: token.prestador,
      body: { motivo: "A equipe não terá agenda no período." },
      headers: { "if-match": '"7"' },
    });
    expect(velha.status).toBe(409);
    const desistencia = await api.put("/proposta/{id}/externo/desistencia/", {
      path: { id: a },
      token: token.prestador,
      body: { motivo: "A equipe não terá agenda no período." },
      headers: { "if-match": '"0"' },
    });
    expect(desistencia.body.status.codigo).toBe("DESISTENCIA");
  });

  it("shows staff a round closed without proposals, and a new round reopens it with a later deadline", async () => {
    await em(ABERTURA);
    const s = await novaRodada();
    await enviar("prestador", corpo(s), { partial_save: "true" });
    await em(DEPOIS);
    const vazia = await cotacao(s.id, "gestor");
    expect(vazia.body).toMatchObject({
      prazo_encerrado_sem_propostas: true,
      substatus: { codigo: "AGUARDANDO_PROPOSTAS" },
    });
    expect(vazia.body.propostas).toEqual([]);
    const cedo = await api.put("/proposta/interno/nova-rodada/{id}/", {
      path: { id: s.id },
      token: token.gestor,
      body: { dtaprazoenvioproposta: "2026-06-09", motivo: "" },
    });
    expect(cedo.error.errors).toEqual({
      dtaprazoenvioproposta: ["O novo prazo deve ser depois de hoje e do prazo atual."],
    });
    const nova = await api.put("/proposta/interno/nova-rodada/{id}/", {
      path: { id: s.id },
      token: token.gestor,
      body: { dtaprazoenvioproposta: "2026-06-20", motivo: "Nenhuma proposta no primeiro prazo." },
    });
    expect(nova.status).toBe(200);
    expect((await cotacao(s.id, "gestor")).body.prazo_encerrado_sem_propostas).toBe(false);
    const ops = await api.get("/proposta/externo/", {
      query: { dash_filter: "RASCUNHO" },
      token: token.prestador,
    });
    expect(ops.body.results.map((o) => o.id)).toContain(s.id);
  });

  it("shows staff a round whose only proposal was given up as closed without proposals (issue 43, item 11)", async () => {
    await em(ABERTURA);
    const s = await novaRodada();
    const enviada = await enviar("prestador", corpo(s));
    expect(enviada.status).toBe(201);
    const desistencia = await api.put("/proposta/{id}/externo/desistencia/", {
      path: { id: enviada.body.id },
      token: token.prestador,
      body: { motivo: "A equipe não terá agenda no período." },
      headers: { "if-match": '"0"' },
    });
    expect(desistencia.body.status.codigo).toBe("DESISTENCIA");
    await em(DEPOIS);
    // The deadline job leaves the round open: it had no bid to close with.
    expect(await encerrarPrazos(api.db, DEPOIS)).toBe(0);
    const cot = await cotacao(s.id, "gestor");
    expect(cot.body).toMatchObject({
      prazo_encerrado_sem_propostas: true,
      substatus: { codigo: "AGUARDANDO_PROPOSTAS" },
    });
    expect((await substatusDe(s.id)).codigo).toBe("AGUARDANDO_PROPOSTAS");
    // So staff open a new round (or cancel), as for a round nobody answered.
    const nova = await api.put("/proposta/interno/nova-rodada/{id}/", {
      path: { id: s.id },
      token: token.gestor,
      body: { dtaprazoenvioproposta: "2026-06-20", motivo: "A única proposta foi retirada." },
    });
    expect(nova.status).toBe(200);
    expect((await cotacao(s.id, "gestor")).body.prazo_encerrado_sem_propostas).toBe(false);
  });

  it("lets two providers send at the deadline, and exactly one of a selection and a new round win", async () => {
    await em(new Date(PRAZO.getTime() - 1000));
    const s = await novaRodada();
    const envios = await Promise.all([enviar("prestador", corpo(s)), enviar("mentora", corpo(s))]);
    expect(envios.map((r) => r.status)).toEqual([201, 201]);
    await em(DEPOIS);
    await encerrarPrazos(api.db, DEPOIS);
    const cot = await cotacao(s.id, "gestor");
    expect(cot.body.propostas).toHaveLength(2);
    const versao = (await substatusDe(s.id)).versao;
    const [escolha, rodada] = await Promise.all([
      api.patch("/proposta/externo/envia-selecao/{id}/", {
        path: { id: envios[0].body.id },
        token: token.cliente,
      }),
      api.put("/proposta/interno/nova-rodada/{id}/", {
        path: { id: s.id },
        token: token.gestor,
        body: { dtaprazoenvioproposta: "2026-06-25", motivo: "" },
        headers: { "if-match": `"${versao}"` },
      }),
    ]);
    // The loser answers 409 when it waited on the winner's lock, or 404 when a new round had already
    // sealed the proposals again before the selection read them (as before any deadline).
    const venceu = escolha.status === 200 ? "escolha" : "rodada";
    expect(venceu === "escolha" ? rodada.status : escolha.status).not.toBe(200);
    expect([404, 409]).toContain(venceu === "escolha" ? rodada.status : escolha.status);
    expect((await substatusDe(s.id)).codigo).toBe(
      venceu === "escolha" ? "PROPOSTAS_EM_ANALISE" : "AGUARDANDO_PROPOSTAS",
    );
    const escolhida = (await detalhe(envios[0].body.id, "prestador")).body.status.codigo;
    expect(escolhida === "SELECIONADA").toBe(venceu === "escolha");
  });
});
