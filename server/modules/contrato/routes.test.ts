import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { textoDoPdf } from "@/tests/setup/pdf";
import { criarCentroCusto, saldosDoCentro } from "@/tests/setup/construtores";
import {
  assinatura,
  contrato,
  historico,
  parametro,
  projeto,
  projetoEtapa,
  projetoParcela,
  proposta,
  propostaEtapa,
  reservaCentroCusto,
  solicitacao,
  substatus,
} from "@/server/db/schema";
import { arquivo as arquivoDe, PNG } from "../solicitacao/criacao/routes.fixture";
import { AGORA, CENTRO, papel, tokenDe, usarContratacao } from "./routes.fixture";

const { api, token, situacao, emAnaliseFinal, enviar, contratos, baixar, assinar } = usarContratacao();

type Assinatura = { id: number; papel: string; acoes: string[] };

describe("contracting: final analysis, contract PDFs and signatures", () => {
  it("sends the contracts, signs in the portal, by link and for the programme, and serves the signed PDF", async () => {
    const s = await emAnaliseFinal();
    const saldoAntes = (await saldosDoCentro(api.db, CENTRO)).saldo;

    // Before sending, staff preview the contract; the parties have none yet.
    const previa = await baixar(`/proposta/gera/contrato/${s.id}/${s.proposta}/`, "gestor");
    expect(previa.status).toBe(200);
    expect((await textoDoPdf(previa)).text).toContain("Contrato de prestação de serviços");
    expect((await baixar(`/proposta/gera/contrato/${s.id}/${s.proposta}/`, "cliente")).status).toBe(404);

    expect((await enviar(s.id, "cliente")).status).toBe(403);
    const stale = await api.post("/solicitacao/interno/{id}/enviar/contratos/", {
      path: { id: s.id },
      token: token.gestor,
      headers: { "if-match": "99" },
    });
    expect(stale.status).toBe(409);
    const enviado = await enviar(s.id);
    expect(enviado.status).toBe(200);
    expect(enviado.body.substatus.codigo).toBe("AGUARDANDO_ASSINATURA");

    // The reservation is re-made with the proposal's real subsidy.
    const [reserva] = await api.db
      .select()
      .from(reservaCentroCusto)
      .where(and(eq(reservaCentroCusto.solicitacaoId, s.id), isNull(reservaCentroCusto.liberadaEm)));
    expect(reserva.valor).toBe(s.valores.valorSubsidio);
    expect((await saldosDoCentro(api.db, CENTRO)).saldo).toBeCloseTo(
      saldoAntes - Number(s.valores.valorSubsidio),
      2,
    );

    // Each party sees its side; another provider sees nothing.
    const doCliente = (await contratos(s.id, "cliente")).body;
    expect(doCliente).toHaveLength(1);
    const [c] = doCliente;
    expect(c.assinaturas.map((a) => a.papel)).toEqual(["CLIENTE", "PRESTADOR", "GESTOR"]);
    expect(papel(c, "CLIENTE").acoes).toContain("assinar");
    expect(papel(c, "PRESTADOR").acoes).not.toContain("assinar");
    // Another provider does not reach the request: not found, as any object out of reach.
    expect((await contratos(s.id, "mentora")).status).toBe(404);
    expect(papel((await contratos(s.id, "prestador")).body[0], "PRESTADOR").acoes).toContain("assinar");

    // The PDF names the parties and values, and its hash is what a signature must name.
    const res = await baixar(`/proposta/gera/contrato/${s.id}/${s.proposta}/`, "cliente");
    expect(res.status).toBe(200);
    const pdf = await textoDoPdf(res);
    expect(createHash("sha256").update(pdf.bytes).digest("hex")).toBe(c.sha256);
    expect(res.headers.get("x-contrato-sha256")).toBe(c.sha256);
    expect(pdf.paginas).toBeGreaterThanOrEqual(1);
    for (const trecho of [
      "82.158.239/0001-59",
      "28.732.778/0001-04",
      "Adequação à LGPD para Microempresas",
      "Adequar o cadastro de clientes do delivery à LGPD.",
      "Parcela 1",
      "LGPD",
    ])
      expect(pdf.text).toContain(trecho);
    const brl = (v: string) => `R$ ${Number(v).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`;
    expect(pdf.text).toContain(brl(s.valores.valorBruto));
    expect(pdf.text).toContain(brl(s.valores.valorCliente));
    expect((await baixar(`/proposta/gera/contrato/${s.id}/${s.proposta}/`, "mentora")).status).toBe(404);

    // The client signs: bad input, another PDF, then the real one.
    const ruim = await assinar(s, "cliente", { contrato: c.id, sha256: "x" });
    expect(ruim.status).toBe(400);
    expect(ruim.error.errors?.sha256).toBeDefined();
    expect((await assinar(s, "cliente", { contrato: c.id, sha256: "a".repeat(64) })).status).toBe(409);
    expect((await assinar(s, "mentora", { contrato: c.id, sha256: c.sha256 })).status).toBe(404);
    expect((await assinar(s, "gestor", { contrato: c.id, sha256: c.sha256 })).status).toBe(403);
    expect((await assinar(s, "cliente", { contrato: c.id + 999, sha256: c.sha256 })).status).toBe(404);
    const feita = await assinar(s, "cliente", { contrato: c.id, sha256: c.sha256 });
    expect(feita.status).toBe(200);
    expect(papel(feita.body[0], "CLIENTE").acoes).not.toContain("assinar");
    const [gravada] = await api.db
      .select()
      .from(assinatura)
      .where(eq(assinatura.id, papel(c, "CLIENTE").id));
    expect(gravada).toMatchObject({
      assinado: true,
      via: "PORTAL",
      cpf: "33839657830",
      ip: "10.0.0.1",
      userAgent: "Vitest/ContratoTeste",
      sha256: c.sha256,
    });
    expect((await assinar(s, "cliente", { contrato: c.id, sha256: c.sha256 })).status).toBe(409);

    // The provider shares a link; the one who opens it signs with name and CPF, once.
    expect(
      (
        await api.post("/contrato/assinatura/{id}/link/", {
          path: { id: papel(c, "PRESTADOR").id },
          token: token.cliente,
        })
      ).status,
    ).toBe(404);
    const link = await api.post("/contrato/assinatura/{id}/link/", {
      path: { id: papel(c, "PRESTADOR").id },
      token: token.prestador,
    });
    expect(link.status).toBe(201);
    const t = tokenDe(link.body.url);
    const aberto = await api.get("/link/contrato/{token}/", { path: { token: t } });
    expect(aberto.status).toBe(200);
    expect(aberto.body).toMatchObject({ assinatura: { papel: "PRESTADOR" }, contrato: { sha256: c.sha256 } });
    expect((await baixar(`/link/contrato/${t}/arquivo/`)).status).toBe(200);
    const corpo = { token: t, nome: "Rafael Menezes", cpf: "681.882.296-79", sha256: c.sha256 };
    expect(
      (await api.patch("/link/assinar/contrato/{id}/", { path: { id: papel(c, "GESTOR").id }, body: corpo }))
        .status,
    ).toBe(404);
    const cpfRuim = await api.patch("/link/assinar/contrato/{id}/", {
      path: { id: papel(c, "PRESTADOR").id },
      body: { ...corpo, cpf: "111.111.111-12" },
    });
    expect(cpfRuim.status).toBe(400);
    expect(cpfRuim.error.errors?.cpf).toEqual(["CPF inválido."]);
    expect(
      (
        await api.patch("/link/assinar/contrato/{id}/", {
          path: { id: papel(c, "PRESTADOR").id },
          body: corpo,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await api.patch("/link/assinar/contrato/{id}/", {
          path: { id: papel(c, "PRESTADOR").id },
          body: corpo,
        })
      ).status,
    ).toBe(404);
    expect((await api.get("/link/contrato/{token}/", { path: { token: t } })).status).toBe(404);
    const [porLink] = await api.db
      .select()
      .from(assinatura)
      .where(eq(assinatura.id, papel(c, "PRESTADOR").id));
    expect(porLink).toMatchObject({
      via: "LINK",
      nome: "Rafael Menezes",
      cpf: "68188229679",
      usuarioId: null,
    });

    // Not yet signed by the programme: no signed PDF; the batch page lists it as ready.
    expect((await baixar(`/proposta/gera/contrato/aprovado/${c.id}/`, "cliente")).status).toBe(409);
    expect((await api.get("/solicitacao/interno/assinaturas/", { token: token.cliente })).status).toBe(403);
    const lote = await api.get("/solicitacao/interno/assinaturas/", {
      query: { prontas: "true" },
      token: token.gestor,
    });
    expect(lote.status).toBe(200);
    expect(lote.body.results).toEqual([
      expect.objectContaining({
        id: papel(c, "GESTOR").id,
        solicitacao: expect.objectContaining({ id: s.id }),
        partes_assinadas: true,
      }),
    ]);
    const autoriza = await api.patch("/solicitacao/interno/assinatura/{id}/autoriza/", {
      path: { id: papel(c, "GESTOR").id },
      token: token.gestor,
    });
    expect(autoriza.status).toBe(204);
    expect((await situacao(s.id)).codigo).toBe("AGUARDANDO_PAGAMENTO");
    expect((await api.get("/solicitacao/interno/assinaturas/", { token: token.gestor })).body.count).toBe(0);

    // The signed PDF: the original pages and a page of signatures with names and hashes.
    const assinado = await baixar(`/proposta/gera/contrato/aprovado/${c.id}/`, "prestador");
    expect(assinado.status).toBe(200);
    const final = await textoDoPdf(assinado);
    expect(final.paginas).toBe(pdf.paginas + 1);
    for (const trecho of [
      "Página de assinaturas",
      "Mariana Albuquerque",
      "Rafael Menezes",
      "Ricardo Bittencourt",
      c.sha256,
    ])
      expect(final.text).toContain(trecho);
  });

  it("refuses to send without a cost centre or balance, leaving nothing half done", async () => {
    const s = await emAnaliseFinal();
    await api.db.update(solicitacao).set({ centroCustoId: null }).where(eq(solicitacao.id, s.id));
    const sem = await enviar(s.id);
    expect(sem.status).toBe(422);
    expect(sem.error.detail).toMatch(/centro de custo/);

    const pobre = await criarCentroCusto(api.db, { codigo: "CC-TESTE-POBRE", orcamento: "10.00" });
    await api.db.update(solicitacao).set({ centroCustoId: pobre }).where(eq(solicitacao.id, s.id));
    const curto = await enviar(s.id);
    expect(curto.status).toBe(422);
    expect(curto.error.detail).toBe("Saldo insuficiente no centro de custo CC-TESTE-POBRE.");
    expect((await situacao(s.id)).codigo).toBe("ANALISE_FINAL_GESTOR");
    expect(await api.db.select().from(contrato).where(eq(contrato.solicitacaoId, s.id))).toEqual([]);
    expect((await saldosDoCentro(api.db, "CC-TESTE-POBRE")).saldo).toBe(10);
  });

  it("returns to negotiation: the contract lapses, and one sent again with other clauses refuses the old hash", async () => {
    const s = await emAnaliseFinal();
    await enviar(s.id);
    const [antigo] = (await contratos(s.id, "cliente")).body;
    const link = await api.post("/contrato/assinatura/{id}/link/", {
      path: { id: papel(antigo, "CLIENTE").id },
      token: token.gestor,
    });
    expect(link.status).toBe(201);

    const volta = await api.patch("/solicitacao/interno/{id}/negociacao/", {
      path: { id: s.id },
      token: token.gestor,
      body: { motivo: "Ajustar as datas de início ao calendário do cliente." },
      headers: { "if-match": String((await situacao(s.id)).versao) },
    });
    expect(volta.status).toBe(200);
    expect(volta.body.substatus.codigo).toBe("EM_NEGOCIACAO");
    const [p] = await api.db
      .select({ codigo: substatus.codigo })
      .from(proposta)
      .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
      .where(eq(proposta.id, s.proposta));
    expect(p.codigo).toBe("EM_NEGOCIACAO");
    expect((await contratos(s.id, "cliente")).body).toEqual([]);
    expect(
      (await api.get("/link/contrato/{token}/", { path: { token: tokenDe(link.body.url) } })).status,
    ).toBe(404);

    // The provider revised, the client sent it again (as the quotation tests cover), and the clauses changed.
    await api.db
      .update(solicitacao)
      .set({ substatusId: await api.substatusId("solicitacao", "ANALISE_FINAL_GESTOR") })
      .where(eq(solicitacao.id, s.id));
    await api.db
      .update(proposta)
      .set({ substatusId: await api.substatusId("proposta", "SELECIONADA") })
      .where(eq(proposta.id, s.proposta));
    const [clausulas] = await api.db
      .select()
      .from(parametro)
      .where(eq(parametro.chave, "CLAUSULAS_CONTRATO"));
    await api.db
      .update(parametro)
      .set({ valor: `${clausulas.valor}\n\nCláusula acrescentada depois.` })
      .where(eq(parametro.chave, "CLAUSULAS_CONTRATO"));
    try {
      expect((await enviar(s.id)).status).toBe(200);
    } finally {
      await api.db
        .update(parametro)
        .set({ valor: clausulas.valor })
        .where(eq(parametro.chave, "CLAUSULAS_CONTRATO"));
    }
    const [novo] = (await contratos(s.id, "cliente")).body;
    expect(novo.sha256).not.toBe(antigo.sha256);
    const velho = await assinar(s, "cliente", { contrato: novo.id, sha256: antigo.sha256 });
    expect(velho.status).toBe(409);
    expect(velho.error.detail).toMatch(/contrato mudou/);
    expect((await assinar(s, "cliente", { contrato: antigo.id, sha256: antigo.sha256 })).status).toBe(409);
  });

  it("moves on once when the last two signatures come in at once, and skips payment with no client share", async () => {
    const s = await emAnaliseFinal({ semParteDoCliente: true });
    await enviar(s.id);
    const [c] = (await contratos(s.id, "prestador")).body;
    expect((await assinar(s, "prestador", { contrato: c.id, sha256: c.sha256 })).status).toBe(200);
    const [cliente, programa] = await Promise.all([
      assinar(s, "cliente", { contrato: c.id, sha256: c.sha256 }),
      api.patch("/solicitacao/interno/assinatura/{id}/autoriza/", {
        path: { id: papel(c, "GESTOR").id },
        token: token.gestor,
      }),
    ]);
    expect([cliente.status, programa.status]).toEqual([200, 204]);
    expect((await situacao(s.id)).codigo).toBe("AGUARDANDO_AUTORIZACAO");
    const passos = await api.db
      .select()
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "solicitacao"),
          eq(historico.entidadeId, s.id),
          eq(historico.acao, "CONTRATOS_ASSINADOS"),
        ),
      );
    expect(passos).toHaveLength(1);
  });

  it("authorises execution with the service order: contracted proposal, project, stages, instalments, commitment", async () => {
    const s = await emAnaliseFinal({ semParteDoCliente: true });
    await enviar(s.id);
    const [c] = (await contratos(s.id, "gestor")).body;
    for (const a of c.assinaturas as Assinatura[])
      await api.db
        .update(assinatura)
        .set({ assinado: true, via: "LOTE", dtaassinatura: AGORA })
        .where(eq(assinatura.id, a.id));
    await api.db
      .update(solicitacao)
      .set({ substatusId: await api.substatusId("solicitacao", "AGUARDANDO_AUTORIZACAO") })
      .where(eq(solicitacao.id, s.id));
    const versao = String((await situacao(s.id)).versao);
    const path = { id: s.id };
    const documento = arquivoDe(PNG, "ordem-de-servico.png", "image/png");

    expect(
      (
        await api.patch("/proposta/v2/autoriza/execucao/{id}/", {
          path,
          token: token.cliente,
          form: { documento },
        })
      ).status,
    ).toBe(403);
    // A form without the file the contract requires.
    const semArquivo = await api.raw("PATCH", `/proposta/v2/autoriza/execucao/${s.id}/`, {
      token: token.gestor,
      form: {},
      headers: { "if-match": versao },
    });
    expect(semArquivo.status).toBe(400);
    expect(semArquivo.error.errors?.documento).toBeDefined();
    const ok = await api.patch("/proposta/v2/autoriza/execucao/{id}/", {
      path,
      token: token.gestor,
      form: { documento },
      headers: { "if-match": versao },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.substatus.codigo).toBe("EM_EXECUCAO");

    const [p] = await api.db
      .select({ codigo: substatus.codigo })
      .from(proposta)
      .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
      .where(eq(proposta.id, s.proposta));
    expect(p.codigo).toBe("CONTRATADA");
    const [proj] = await api.db.select().from(projeto).where(eq(projeto.solicitacaoId, s.id));
    expect(proj).toMatchObject({ propostaId: s.proposta, ordemServicoId: expect.any(Number) });
    const etapas = await api.db
      .select({ codigo: substatus.codigo })
      .from(projetoEtapa)
      .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
      .where(eq(projetoEtapa.projetoId, proj.id));
    const daProposta = await api.db
      .select()
      .from(propostaEtapa)
      .where(eq(propostaEtapa.propostaId, s.proposta));
    expect(etapas).toHaveLength(daProposta.length);
    expect(new Set(etapas.map((e) => e.codigo))).toEqual(new Set(["PENDENTE"]));
    expect(
      await api.db.select().from(projetoParcela).where(eq(projetoParcela.projetoId, proj.id)),
    ).toHaveLength(2);
    const [reserva] = await api.db
      .select()
      .from(reservaCentroCusto)
      .where(and(eq(reservaCentroCusto.solicitacaoId, s.id), isNull(reservaCentroCusto.liberadaEm)));
    expect(reserva.comprometidaEm).toEqual(AGORA);
    // Twice is a conflict, not a second project.
    const outra = await api.patch("/proposta/v2/autoriza/execucao/{id}/", {
      path,
      token: token.gestor,
      form: { documento },
    });
    expect(outra.status).toBe(409);
  });

  it("refuses an expired link", async () => {
    const s = await emAnaliseFinal();
    await enviar(s.id);
    const [c] = (await contratos(s.id, "cliente")).body;
    const link = await api.post("/contrato/assinatura/{id}/link/", {
      path: { id: papel(c, "CLIENTE").id },
      token: token.cliente,
    });
    api.setNow(new Date(AGORA.getTime() + 73 * 3_600_000));
    try {
      expect(
        (await api.get("/link/contrato/{token}/", { path: { token: tokenDe(link.body.url) } })).status,
      ).toBe(404);
    } finally {
      api.setNow(AGORA);
    }
  });
});
