import { describe, expect, it } from "vitest";
import { MARCO, MOTIVO, usarAcoesFixture } from "@/tests/setup/acoes";
import type { Corpo } from "@/tests/setup/cliente-api";

const f = usarAcoesFixture();

describe("PATCH /solicitacao/interno/{id}/devolver/", () => {
  it("sends the request back with the reason: new version, history and the client's detail", async () => {
    const id = await f.criar();
    const { versao } = await f.linha(id);
    const res = await f.api.patch("/solicitacao/interno/{id}/devolver/", {
      path: { id },
      token: f.token.gestor,
      body: { motivo: MOTIVO },
      versao,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      versao: versao + 1,
      substatus: {
        id: expect.any(Number),
        codigo: "DEVOLVIDA_CLIENTE",
        descricao: "Devolvida ao cliente",
        cor: "#d4b106",
        status: { id: expect.any(Number), codigo: "EM_ANALISE", descricao: "Em análise", cor: "#1677ff" },
      },
    });
    expect(res.headers.get("etag")).toBe(`"${versao + 1}"`);
    expect(await f.linha(id)).toMatchObject({ substatus: "DEVOLVIDA_CLIENTE", versao: versao + 1 });
    const eventos = await f.historicoDe(id);
    expect(eventos).toHaveLength(2);
    expect(eventos[1]).toMatchObject({
      acao: "DEVOLVER",
      de: "AGUARDANDO_ANALISE",
      para: "DEVOLVIDA_CLIENTE",
      usuarioId: f.usuarioId("gestor@hub.example"),
      motivo: MOTIVO,
    });
    const detalhe = await f.api.get("/solicitacao/externo/detalhe/{id}/", {
      path: { id },
      token: f.token.cliente,
    });
    expect(detalhe.status).toBe(200);
    expect(detalhe.body.ajuste).toBe(MOTIVO);
    expect(detalhe.body.historico.map((h) => h.acao)).toEqual(["ENVIAR", "DEVOLVER"]);
  });

  it("refuses a request not awaiting analysis and a stale version (409), writing nothing", async () => {
    const id = await f.criar();
    const { versao } = await f.linha(id);
    const stale = await f.api.patch("/solicitacao/interno/{id}/devolver/", {
      path: { id },
      token: f.token.gestor,
      body: { motivo: MOTIVO },
      versao: versao + 5,
    });
    expect(stale.status).toBe(409);
    expect(stale.error.detail).toMatch(/mudou de situação/);
    await f.colocarEm(id, "AGUARDANDO_PROPOSTAS");
    const wrong = await f.api.patch("/solicitacao/interno/{id}/devolver/", {
      path: { id },
      token: f.token.gestor,
      body: { motivo: MOTIVO },
    });
    expect(wrong.status).toBe(409);
    expect(await f.historicoDe(id)).toHaveLength(1);
    expect((await f.linha(id)).versao).toBe(versao);
  });

  it("is for managers: clients, providers and consultants get 403", async () => {
    const id = await f.criar();
    for (const token of [f.token.cliente, f.token.prestador, f.token.consultor]) {
      const res = await f.api.patch("/solicitacao/interno/{id}/devolver/", {
        path: { id },
        token,
        body: { motivo: MOTIVO },
      });
      expect(res.status).toBe(403);
    }
    expect(
      (await f.api.patch("/solicitacao/interno/{id}/devolver/", { path: { id }, body: { motivo: MOTIVO } }))
        .status,
    ).toBe(401);
  });

  it("takes a reason of 10 to 2000 characters and nothing else; 404 for an unknown request", async () => {
    const id = await f.criar();
    // Bodies and versions of the wrong shape among them, which the contract's types refuse.
    const keys = async (body: unknown, versao?: string) => {
      const res = await f.api.raw("PATCH", `/solicitacao/interno/${id}/devolver/`, {
        token: f.token.gestor,
        body,
        headers: versao === undefined ? {} : { "if-match": `"${versao}"` },
      });
      expect(res.status).toBe(400);
      return Object.keys(res.error.errors!);
    };
    expect(await keys({ motivo: "curto" })).toEqual(["motivo"]);
    expect(await keys({ motivo: "x".repeat(2001) })).toEqual(["motivo"]);
    expect(await keys({})).toEqual(["motivo"]);
    expect(await keys({ motivo: MOTIVO, substatus: 1 })).toEqual(["substatus"]);
    expect(await keys({ motivo: MOTIVO }, "versão")).toEqual(["if-match"]);
    const unknown = await f.api.patch("/solicitacao/interno/{id}/devolver/", {
      path: { id: 999999 },
      token: f.token.gestor,
      body: { motivo: MOTIVO },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error.detail).toBe("Solicitação não encontrada.");
  });
});

describe("PATCH /solicitacao/interno/{id}/altera/objetivo/", () => {
  const OBJETIVO = "Implantar o controle de fluxo de caixa diário na loja.";
  const alterar = (
    id: number,
    body: Corpo<"patch", "/solicitacao/interno/{id}/altera/objetivo/">,
    token = f.token.coordenador,
    versao?: number,
  ) => f.api.patch("/solicitacao/interno/{id}/altera/objetivo/", { path: { id }, token, body, versao });

  it("corrects objective and justification in analysis, with old and new objective in history", async () => {
    const id = await f.criar();
    const { versao } = await f.linha(id);
    const res = await alterar(
      id,
      { objetivo: OBJETIVO, justificativa: "Pedido do cliente por telefone." },
      undefined,
      versao,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ versao: versao + 1, substatus: { codigo: "AGUARDANDO_ANALISE" } });
    expect(await f.linha(id)).toMatchObject({
      objetivo: OBJETIVO,
      justificativa: "Pedido do cliente por telefone.",
      substatus: "AGUARDANDO_ANALISE",
    });
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({
      acao: "ALTERAR_OBJETIVO",
      de: "Organizar o controle financeiro da empresa.",
      para: OBJETIVO,
      usuarioId: f.usuarioId("coordenador@hub.example"),
    });
    // A long objective fits the history columns, cut short.
    await f.colocarEm(id, "DEVOLVIDA_CLIENTE");
    const longo = "Objetivo detalhado. ".repeat(99).trim();
    expect((await alterar(id, { objetivo: longo })).status).toBe(200);
    const ultimo = (await f.historicoDe(id)).at(-1)!;
    expect(ultimo.para).toHaveLength(200);
    expect((await f.linha(id)).objetivo).toBe(longo);
    expect((await f.linha(id)).justificativa).toBe("Pedido do cliente por telefone.");
  });

  it("answers 409 after analysis, 403 for consultants, 400 for a short objective", async () => {
    const id = await f.criar();
    expect((await alterar(id, { objetivo: "curto" })).status).toBe(400);
    expect((await alterar(id, { objetivo: OBJETIVO }, f.token.consultor)).status).toBe(403);
    await f.colocarEm(id, "AGUARDANDO_PROPOSTAS");
    expect((await alterar(id, { objetivo: OBJETIVO })).status).toBe(409);
    expect((await f.linha(id)).objetivo).toBe("Organizar o controle financeiro da empresa.");
  });
});

describe("PATCH /solicitacao/interno/{id}/cancela/", () => {
  const cancelar = (id: number, opts: { token?: string; versao?: number } = {}) =>
    f.api.patch("/solicitacao/interno/{id}/cancela/", {
      path: { id },
      token: opts.token ?? f.token.interno,
      body: { motivo: "Cliente desistiu do atendimento." },
      versao: opts.versao,
    });

  it("cancels an open request and gives the reserved value back to the cost centre", async () => {
    const id = await f.criar();
    const inicial = await f.saldo("CC-2026-001");
    const reserva = await f.api.patch("/solicitacao/interno/{id}/altera/centrocusto/", {
      path: { id },
      token: f.token.gestor,
      body: { centrocusto: f.centroId("CC-2026-001") },
    });
    expect(reserva.status).toBe(200);
    expect(await f.saldo("CC-2026-001")).toBe(inicial - 3360);
    await f.colocarEm(id, "AGUARDANDO_PROPOSTAS");

    const res = await cancelar(id, { versao: reserva.body.versao });
    expect(res.status).toBe(200);
    expect(res.body.substatus).toMatchObject({ codigo: "CANCELADA", status: { codigo: "CANCELADA" } });
    expect(await f.saldo("CC-2026-001")).toBe(inicial);
    const [r] = await f.reservas(id);
    expect(r.liberadaEm).toEqual(MARCO);
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({
      acao: "CANCELAR",
      de: "AGUARDANDO_PROPOSTAS",
      para: "CANCELADA",
      usuarioId: f.usuarioId("interno@hub.example"),
      motivo: "Cliente desistiu do atendimento.",
    });
  });

  it("answers 409 for a finished request or a stale version, 403 outside management, 400 without a reason", async () => {
    const id = await f.criar();
    const { versao } = await f.linha(id);
    expect((await cancelar(id, { versao: versao + 1 })).status).toBe(409);
    for (const token of [f.token.consultor, f.token.cliente, f.token.prestador])
      expect((await cancelar(id, { token })).status).toBe(403);
    // Without the reason the contract requires.
    const sem = await f.api.raw("PATCH", `/solicitacao/interno/${id}/cancela/`, {
      token: f.token.interno,
      body: {},
    });
    expect(sem.status).toBe(400);
    expect(Object.keys(sem.error.errors!)).toEqual(["motivo"]);
    expect((await cancelar(999999)).status).toBe(404);
    for (const fim of ["CONCLUIDA", "CANCELADA"]) {
      await f.colocarEm(id, fim);
      expect((await cancelar(id)).status).toBe(409);
    }
    expect(await f.historicoDe(id)).toHaveLength(1);
  });
});
