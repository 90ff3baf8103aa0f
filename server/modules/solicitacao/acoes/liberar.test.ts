import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { diagnostico, empresa, status, substatus } from "@/server/db/schema";
import { MARCO, usarAcoesFixture } from "@/tests/setup/acoes";
import type { Corpo } from "@/tests/setup/cliente-api";

const f = usarAcoesFixture();
const DIAGNOSTICO = ["Sítio Zanella", "Gestão de Custos da Propriedade Rural"] as const;

const liberar = (
  id: number,
  body: Corpo<"patch", "/solicitacao/interno/{id}/liberar/">,
  opts: { token?: string; versao?: number } = {},
) =>
  f.api.patch("/solicitacao/interno/{id}/liberar/", {
    path: { id },
    token: opts.token ?? f.token.gestor,
    body,
    versao: opts.versao,
  });

/** A request waiting for analysis with a cost centre set (the reservation made through the API). */
async function comCentroCusto(empresa?: string, titulo?: string, codigo = "CC-2026-001") {
  const id = await f.criar(empresa, titulo);
  const res = await f.api.patch("/solicitacao/interno/{id}/altera/centrocusto/", {
    path: { id },
    token: f.token.gestor,
    body: { centrocusto: f.centroId(codigo) },
  });
  expect(res.status).toBe(200);
  return id;
}

describe("PATCH /solicitacao/interno/{id}/liberar/", () => {
  it("opens the request to every accredited provider until the end of the deadline day", async () => {
    const id = await comCentroCusto();
    const { versao } = await f.linha(id);
    const res = await liberar(id, { dtaprazoenvioproposta: "2026-03-20", escolha_direta: false }, { versao });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      versao: versao + 1,
      substatus: { codigo: "AGUARDANDO_PROPOSTAS", status: { codigo: "EM_COTACAO" } },
    });
    expect(await f.linha(id)).toMatchObject({
      substatus: "AGUARDANDO_PROPOSTAS",
      // 23:59:59.999 in São Paulo (UTC−3).
      dtaprazoenvioproposta: new Date("2026-03-21T02:59:59.999Z"),
      escolhaDireta: false,
      prestadorId: null,
    });
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({
      acao: "LIBERAR",
      de: "AGUARDANDO_ANALISE",
      para: "AGUARDANDO_PROPOSTAS",
      usuarioId: f.usuarioId("gestor@hub.example"),
    });
    expect(await f.api.db.select().from(diagnostico).where(eq(diagnostico.solicitacaoId, id))).toEqual([]);
  });

  it("releases to one accredited provider on direct choice", async () => {
    const id = await comCentroCusto();
    const res = await liberar(id, {
      dtaprazoenvioproposta: "2026-03-25",
      escolha_direta: true,
      prestador: f.empresaId("Vértice Consultoria"),
    });
    expect(res.status).toBe(200);
    expect(await f.linha(id)).toMatchObject({
      substatus: "AGUARDANDO_PROPOSTAS",
      escolhaDireta: true,
      prestadorId: f.empresaId("Vértice Consultoria"),
    });
  });

  it("creates the diagnostic for a service that needs one, with the consultant and the deadline setting", async () => {
    const id = await comCentroCusto(...DIAGNOSTICO, "CC-2026-002");
    const consultorId = f.usuarioId("consultor@hub.example");
    await f.api.patch("/solicitacao/interno/{id}/altera/consultor/", {
      path: { id },
      token: f.token.gestor,
      body: { consultor: consultorId },
    });
    const agrosul = f.empresaId("AgroSul Assistência Técnica");
    const sem = await liberar(id, { dtaprazoenvioproposta: "2026-04-10", escolha_direta: false });
    expect(sem.status).toBe(400);
    expect(sem.error.errors).toEqual({ prestador: ["Escolha o prestador que fará o diagnóstico."] });

    const res = await liberar(id, {
      dtaprazoenvioproposta: "2026-04-10",
      escolha_direta: false,
      prestador: agrosul,
    });
    expect(res.status).toBe(200);
    expect(res.body.substatus).toMatchObject({
      codigo: "AGUARDANDO_DIAGNOSTICO",
      status: { codigo: "EM_COTACAO" },
    });
    const s = await f.linha(id);
    expect(s).toMatchObject({ substatus: "AGUARDANDO_DIAGNOSTICO", prestadorId: null, escolhaDireta: false });
    const rows = await f.api.db
      .select({ d: diagnostico, codigo: substatus.codigo, entidade: status.entidade })
      .from(diagnostico)
      .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
      .innerJoin(status, eq(status.id, substatus.statusId))
      .where(eq(diagnostico.solicitacaoId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      codigo: "AGUARDANDO_ACEITE",
      entidade: "diagnostico",
      d: {
        nrodiagnostico: `${s.nrosolicitacao}-D1`,
        prestadorId: agrosul,
        consultorId,
        // PRAZO_DIAGNOSTICO_DIAS = 15.
        prazo: new Date(MARCO.getTime() + 15 * 24 * 60 * 60 * 1000),
      },
    });
    expect(await f.historicoDe(rows[0].d.id, "diagnostico")).toMatchObject([
      { acao: "CRIAR", para: "AGUARDANDO_ACEITE", usuarioId: f.usuarioId("gestor@hub.example") },
    ]);
  });

  it("refuses providers not accredited for the service, suspended or given on an open release (400)", async () => {
    const id = await f.criar(...DIAGNOSTICO);
    const vertice = f.empresaId("Vértice Consultoria");
    const naoCredenciado = await liberar(id, {
      dtaprazoenvioproposta: "2026-04-10",
      escolha_direta: true,
      prestador: vertice,
    });
    expect(naoCredenciado.status).toBe(400);
    expect(naoCredenciado.error.errors).toEqual({
      prestador: ["Este prestador não é credenciado para o serviço."],
    });
    // A client company is no provider.
    const cliente = await liberar(id, {
      dtaprazoenvioproposta: "2026-04-10",
      escolha_direta: true,
      prestador: f.empresaId("Sítio Zanella"),
    });
    expect(cliente.error.errors).toEqual({ prestador: ["Este prestador não é credenciado para o serviço."] });

    const fluxo = await f.criar();
    const agrosul = f.empresaId("AgroSul Assistência Técnica");
    await f.api.db.update(empresa).set({ suspenso: true }).where(eq(empresa.id, vertice));
    try {
      const suspenso = await liberar(fluxo, {
        dtaprazoenvioproposta: "2026-04-10",
        escolha_direta: true,
        prestador: vertice,
      });
      expect(suspenso.error.errors).toEqual({
        prestador: ["Este prestador não é credenciado para o serviço."],
      });
    } finally {
      await f.api.db.update(empresa).set({ suspenso: false }).where(eq(empresa.id, vertice));
    }
    const direta = await liberar(fluxo, { dtaprazoenvioproposta: "2026-04-10", escolha_direta: true });
    expect(direta.error.errors).toEqual({ prestador: ["Escolha o prestador da escolha direta."] });
    const aberta = await liberar(fluxo, {
      dtaprazoenvioproposta: "2026-04-10",
      escolha_direta: false,
      prestador: agrosul,
    });
    expect(aberta.status).toBe(400);
    expect(Object.keys(aberta.error.errors!)).toEqual(["prestador"]);
    expect((await f.linha(fluxo)).substatus).toBe("AGUARDANDO_ANALISE");
  });

  it("needs a deadline after today in São Paulo", async () => {
    const id = await comCentroCusto();
    const prazo = (dia: string, token?: string) =>
      liberar(id, { dtaprazoenvioproposta: dia, escolha_direta: false }, { token });
    expect((await prazo("2026-03-10")).error.errors).toEqual({
      dtaprazoenvioproposta: ["O prazo para envio de propostas deve ser depois de hoje."],
    });
    expect(Object.keys((await prazo("20/03/2026")).error.errors!)).toEqual(["dtaprazoenvioproposta"]);
    expect((await prazo("2026-02-30")).error.errors).toEqual({
      dtaprazoenvioproposta: ["Data inexistente."],
    });
    // 23:30 of 10 March in São Paulo is already 11 March in UTC: 11 March is still a valid deadline.
    f.api.setNow(new Date("2026-03-11T02:30:00Z"));
    try {
      const token = await f.api.login("gestor@hub.example");
      expect((await prazo("2026-03-11", token)).body.substatus.codigo).toBe("AGUARDANDO_PROPOSTAS");
    } finally {
      f.api.setNow(MARCO);
    }
  });

  it("needs a cost centre first (422) and a request awaiting analysis at the version sent (409)", async () => {
    const body = { dtaprazoenvioproposta: "2026-03-20", escolha_direta: false };
    const sem = await f.criar();
    const res = await liberar(sem, body);
    expect(res.status).toBe(422);
    expect(res.error.detail).toBe("Defina o centro de custo antes de liberar a solicitação.");
    expect((await f.linha(sem)).substatus).toBe("AGUARDANDO_ANALISE");

    const id = await comCentroCusto();
    const { versao } = await f.linha(id);
    expect((await liberar(id, body, { versao: versao - 1 })).status).toBe(409);
    await f.colocarEm(id, "DEVOLVIDA_CLIENTE");
    expect((await liberar(id, body)).status).toBe(409);
    expect((await f.historicoDe(id)).map((h) => h.acao)).toEqual(["ENVIAR", "ALTERAR_CENTROCUSTO"]);
  });

  it("is for managers (403 otherwise), takes only its fields and answers 404 for unknown requests", async () => {
    const id = await comCentroCusto();
    const body = { dtaprazoenvioproposta: "2026-03-20", escolha_direta: false };
    for (const token of [f.token.consultor, f.token.cliente, f.token.prestador])
      expect((await liberar(id, body, { token })).status).toBe(403);
    // A field the contract lacks, and one left out that it requires.
    const extra = await f.api.raw("PATCH", `/solicitacao/interno/${id}/liberar/`, {
      token: f.token.gestor,
      body: { ...body, substatus: "AGUARDANDO_PROPOSTAS" },
    });
    expect(Object.keys(extra.error.errors!)).toEqual(["substatus"]);
    const falta = await f.api.raw("PATCH", `/solicitacao/interno/${id}/liberar/`, {
      token: f.token.gestor,
      body: { dtaprazoenvioproposta: "2026-03-20" },
    });
    expect(Object.keys(falta.error.errors!)).toEqual(["escolha_direta"]);
    expect((await liberar(999999, body)).status).toBe(404);
    expect((await liberar(id, body, { token: f.token.coordenador })).status).toBe(200);
  });
});
