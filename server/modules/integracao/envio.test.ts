import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, desc, eq } from "drizzle-orm";
import { openDatabase, type Db } from "@/server/db/client";
import { integracaoRegistro, integracaoSandbox, integracaoTentativa } from "@/server/db/schema";
import { env } from "@/lib/env";
import { entregarPendentes, gravarEvento } from "@/server/lib/evento";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProjetoComEtapas } from "@/tests/setup/construtores";
import { projeto, solicitacao } from "@/server/db/schema";
import {
  assinatura,
  CABECALHO_ASSINATURA,
  CONSUMIDORES_INTEGRACAO,
  criarHttp,
  enviarPendentes,
  fasesDoEnvio,
  integrar,
  LIMITE_TENTATIVAS,
  RESERVA_MS,
} from ".";

const api = usarApiDeTeste();
const SEGREDO = "segredo-de-teste";

/**
 * A metrics system or ERP as a real one behaves: it checks the signature, keeps each Idempotency-Key once
 * (a key seen again is answered, not counted), and fails with 503 while `falhar` is on.
 */
function sistemaRemoto() {
  const recebidos = new Map<string, { metodo: string; caminho: string; corpo: unknown }>();
  const estado = { falhar: false, chamadas: 0, assinaturasRuins: 0 };
  const server: Server = createServer((req, res) => {
    let texto = "";
    req.on("data", (c: Buffer) => (texto += c.toString()));
    req.on("end", () => {
      estado.chamadas++;
      const chave = String(req.headers["idempotency-key"]);
      const esperada = assinatura(SEGREDO, req.method!, req.url!, chave, texto);
      if (req.headers[CABECALHO_ASSINATURA.toLowerCase()] !== esperada) {
        estado.assinaturasRuins++;
        res.writeHead(401).end();
        return;
      }
      if (estado.falhar) {
        res
          .writeHead(503, { "Content-Type": "application/json" })
          .end(JSON.stringify({ erro: "manutencao" }));
        return;
      }
      const repetido = recebidos.has(chave);
      if (!repetido)
        recebidos.set(chave, {
          metodo: req.method!,
          caminho: req.url!,
          corpo: texto ? JSON.parse(texto) : null,
        });
      res
        .writeHead(repetido ? 200 : 201, { "Content-Type": "application/json" })
        .end(JSON.stringify({ ok: true }));
    });
  });
  return {
    estado,
    recebidos,
    iniciar: () =>
      new Promise<string>((r) =>
        server.listen(0, "127.0.0.1", () =>
          r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`),
        ),
      ),
    parar: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const remoto = sistemaRemoto();
let url: string;
beforeAll(async () => {
  url = await remoto.iniciar();
});
afterAll(() => remoto.parar());
// A test that failed while the remote side was failing leaves the next ones a working one.
beforeEach(() => {
  remoto.estado.falhar = false;
});

const http = () => criarHttp({ url, segredo: SEGREDO, timeoutMs: 2000 });
const registros = (sistema: string) =>
  api.db
    .select()
    .from(integracaoRegistro)
    .where(eq(integracaoRegistro.sistema, sistema))
    .orderBy(integracaoRegistro.id);

/** A request in execution with a project of two instalments, whose execution was just authorised. */
async function autorizada(nro: string) {
  const p = await criarProjetoComEtapas(api.db, {
    nro,
    empresas: ["Sabor da Ilha"],
    prestador: "Vértice Consultoria",
    etapas: ["PENDENTE", "PENDENTE"],
  });
  const [{ s }] = await api.db.select({ s: projeto.solicitacaoId }).from(projeto).where(eq(projeto.id, p));
  await gravarEvento(api.db, {
    entidade: "solicitacao",
    entidadeId: s,
    acao: "AUTORIZAR_EXECUCAO",
    usuarioId: null,
    dados: { de: "AGUARDANDO_AUTORIZACAO", para: "EM_EXECUCAO" },
  });
  return s;
}

describe("the ERP's provisioning over http", () => {
  it("is retried with capped backoff while the ERP fails, gives up at the limit, and is counted once after", async () => {
    // What earlier tests left is delivered to the sandbox first.
    await integrar(api.db, new Date());
    const s = await autorizada("2026-970001");
    const agora0 = new Date();
    await integrar(api.db, agora0);
    const meus = (await registros("rm")).filter((r) => r.solicitacaoId === s);
    expect(meus.map((r) => r.tipo).sort()).toEqual(["contrato", "parcela", "parcela"]);
    // Back to waiting, to be sent over http this time.
    await api.db
      .update(integracaoRegistro)
      .set({ situacao: "PENDENTE", proximaTentativa: agora0, dtaintegracao: null })
      .where(eq(integracaoRegistro.solicitacaoId, s));

    remoto.estado.falhar = true;
    let agora = agora0;
    const esperas: number[] = [];
    const contrato = meus.find((r) => r.tipo === "contrato")!;
    const ler = async () =>
      (await api.db.select().from(integracaoRegistro).where(eq(integracaoRegistro.id, contrato.id)))[0];
    for (let i = 0; i < LIMITE_TENTATIVAS; i++) {
      await enviarPendentes(api.db, "rm", agora, http());
      const r = await ler();
      expect(r.tentativas).toBe(i + 1);
      if (!r.proximaTentativa) break;
      esperas.push((r.proximaTentativa.getTime() - agora.getTime()) / 1000);
      // Too early: not tried again.
      await enviarPendentes(api.db, "rm", new Date(r.proximaTentativa.getTime() - 1), http());
      expect((await ler()).tentativas).toBe(i + 1);
      agora = r.proximaTentativa;
    }
    expect(esperas.slice(0, 4)).toEqual([5, 10, 20, 40]);
    expect(Math.max(...esperas)).toBe(3600);
    const desistido = await ler();
    expect(desistido).toMatchObject({
      situacao: "FALHOU",
      tentativas: LIMITE_TENTATIVAS,
      erro: "O sistema respondeu HTTP 503.",
      proximaTentativa: null,
    });
    // Given up: the sender leaves it, however late.
    await enviarPendentes(api.db, "rm", new Date(agora.getTime() + 86_400_000), http());
    expect((await ler()).tentativas).toBe(LIMITE_TENTATIVAS);
    const [ultima] = await api.db
      .select()
      .from(integracaoTentativa)
      .where(eq(integracaoTentativa.registroId, contrato.id))
      .orderBy(desc(integracaoTentativa.id))
      .limit(1);
    expect(ultima).toMatchObject({ ok: false, statusHttp: 503, resposta: { erro: "manutencao" } });
    expect(remoto.estado.assinaturasRuins).toBe(0);

    // An administrator reprocesses it once the ERP is back: the remote side counts one contract.
    remoto.estado.falhar = false;
    const admin = await api.login("admin@hub.example");
    const salvo = { ...env };
    Object.assign(env, { HUB_RM: "http", HUB_RM_URL: url, HUB_RM_SEGREDO: SEGREDO });
    try {
      const res = await api.post("/integracao/admin/rm/provisionamento/{id}/reprocessar/", {
        path: { id: contrato.id },
        token: admin,
      });
      expect(res.status).toBe(200);
      expect(res.body.registro).toMatchObject({ situacao: "ENVIADO", tentativas: 0, erro: null });
      expect(res.body.tentativas.at(-1)).toMatchObject({ ok: true, status_http: 201 });
      // Reprocessing what was delivered is refused.
      expect(
        (
          await api.post("/integracao/admin/rm/provisionamento/{id}/reprocessar/", {
            path: { id: contrato.id },
            token: admin,
          })
        ).status,
      ).toBe(409);
    } finally {
      Object.assign(env, salvo);
    }
    const contratos = [...remoto.recebidos.values()].filter((r) => r.caminho === "/api/contrato/");
    expect(contratos.filter((c) => (c.corpo as { id: number }).id === s)).toHaveLength(1);
    expect(contratos.at(-1)?.corpo).toMatchObject({
      id: s,
      tipo: "contrato",
      dados: { nrosolicitacao: "2026-970001", prestador: { nome: "Vértice Consultoria" } },
    });
  });

  it("is delivered after a restart when the process died mid-delivery, and the remote side counts it once", async () => {
    const s = await autorizada("2026-970002");
    const agora = new Date();
    await entregarPendentes(api.db, CONSUMIDORES_INTEGRACAO.rm, agora);
    const [r] = (await registros("rm")).filter((x) => x.solicitacaoId === s && x.tipo === "contrato");
    // The death: the intent committed, the call made (the ERP kept it), its answer never recorded.
    const fases = fasesDoEnvio("rm", r.id, agora, http());
    const reg = await api.db.transaction(fases.registrar);
    if (!("intencao" in reg)) throw new Error("não registrou");
    await fases.chamar(reg.intencao);
    const antes = remoto.estado.chamadas;
    // Another instance, at once: the record is held by the open attempt.
    expect(
      await enviarPendentes(api.db, "rm", new Date(agora.getTime() + 1000), http()),
    ).toBeGreaterThanOrEqual(0);
    expect(
      (await api.db.select().from(integracaoRegistro).where(eq(integracaoRegistro.id, r.id)))[0].situacao,
    ).toBe("PENDENTE");
    // After the restart, past the hold: sent again with the same key; the ERP answers it without counting it twice.
    await enviarPendentes(api.db, "rm", new Date(agora.getTime() + RESERVA_MS), http());
    const depois = (await api.db.select().from(integracaoRegistro).where(eq(integracaoRegistro.id, r.id)))[0];
    expect(depois.situacao).toBe("ENVIADO");
    expect(remoto.estado.chamadas).toBeGreaterThan(antes);
    const tentativas = await api.db
      .select()
      .from(integracaoTentativa)
      .where(eq(integracaoTentativa.registroId, r.id))
      .orderBy(integracaoTentativa.id);
    expect(tentativas.map((t) => [t.ok, t.statusHttp])).toEqual([
      [null, null],
      [true, 200],
    ]);
    expect(new Set(tentativas.map((t) => t.chave)).size).toBe(1);
    expect([...remoto.recebidos.entries()].filter(([k]) => k === tentativas[0].chave)).toHaveLength(1);
  });

  it("sends each record once however many senders run at once", async () => {
    await integrar(api.db, new Date());
    for (let i = 0; i < 4; i++) await autorizada(`2026-97010${i}`);
    const agora = new Date();
    await entregarPendentes(api.db, CONSUMIDORES_INTEGRACAO.rm, agora);
    const pendentes = (await registros("rm")).filter((r) => r.situacao === "PENDENTE");
    expect(pendentes.length).toBeGreaterThanOrEqual(12);
    // On PostgreSQL, a second instance is a second connection pool; on PGlite, a second runner on the one.
    const outra = api.url ? await openDatabase({ url: api.url, dataDir: "" }) : null;
    const antes = remoto.recebidos.size;
    try {
      const bancos: Db[] = [api.db, outra?.db ?? api.db];
      const enviados = await Promise.all([
        enviarPendentes(bancos[0], "rm", agora, http()),
        enviarPendentes(bancos[1], "rm", agora, http()),
        enviarPendentes(bancos[1], "rm", agora, http()),
      ]);
      expect(enviados.reduce((a, b) => a + b, 0)).toBe(pendentes.length);
    } finally {
      await outra?.close();
    }
    expect(remoto.recebidos.size - antes).toBe(pendentes.length);
    for (const p of pendentes)
      expect(await api.db.$count(integracaoTentativa, eq(integracaoTentativa.registroId, p.id))).toBe(1);
  });
});

describe("the metrics of a concluded request", () => {
  it("reach the metrics sandbox once, and a removal reaches the remote side", async () => {
    await integrar(api.db, new Date());
    const p = await criarProjetoComEtapas(api.db, {
      nro: "2026-970200",
      empresas: ["Sabor da Ilha"],
      prestador: "Vértice Consultoria",
      etapas: ["APROVADA"],
    });
    const [{ s }] = await api.db.select({ s: projeto.solicitacaoId }).from(projeto).where(eq(projeto.id, p));
    await api.db
      .update(solicitacao)
      .set({
        substatusId: await api.substatusId("solicitacao", "AGUARDANDO_AVALIACAO"),
        dtaavaliacao: new Date(),
      })
      .where(eq(solicitacao.id, s));
    const gestor = await api.login("gestor@hub.example");
    expect(
      (await api.patch("/solicitacao/interno/{id}/finalizar/", { path: { id: s }, token: gestor })).status,
    ).toBe(200);
    await integrar(api.db, new Date());
    // Delivered twice over (the outbox again, the sender again): one record, one delivery.
    await integrar(api.db, new Date());
    const noSandbox = await api.db
      .select()
      .from(integracaoSandbox)
      .where(and(eq(integracaoSandbox.sistema, "metricas"), eq(integracaoSandbox.objetoId, s)));
    expect(noSandbox).toHaveLength(1);
    expect(noSandbox[0]).toMatchObject({
      metodo: "POST",
      tipo: "solicitacao",
      dados: {
        nrosolicitacao: "2026-970200",
        servico: expect.any(String),
        empresas: [expect.objectContaining({ nome: "Sabor da Ilha" })],
        prestador: expect.objectContaining({ nome: "Vértice Consultoria" }),
        dtaencerramento: expect.any(String),
      },
    });

    const admin = await api.login("admin@hub.example");
    const lista = await api.get("/integracao/admin/metricas/solicitacao/", {
      query: { search: "2026-970200", metrica_enviada: "true" },
      token: admin,
    });
    expect(lista.body).toMatchObject({
      count: 1,
      results: [expect.objectContaining({ objeto_id: s, situacao: "ENVIADO", metrica_enviada: true })],
    });
    const hoje = new Date().toISOString().slice(0, 10);
    expect(
      (
        await api.get("/integracao/admin/metricas/solicitacao/", {
          query: { search: "2026-970200", min_integracao: "2000-01-01", max_integracao: "2000-01-02" },
          token: admin,
        })
      ).body.count,
    ).toBe(0);
    expect(
      (
        await api.get("/integracao/admin/metricas/solicitacao/", {
          query: { search: "2026-970200", min_encerramento: hoje },
          token: admin,
        })
      ).body.count,
    ).toBe(1);

    // Removal over http: the remote side gets a DELETE of that request's metric.
    const salvo = { ...env };
    Object.assign(env, { HUB_METRICAS: "http", HUB_METRICAS_URL: url, HUB_METRICAS_SEGREDO: SEGREDO });
    try {
      const fora = await api.delete("/integracao/admin/metricas/solicitacao/{id}/", {
        path: { id: s },
        token: admin,
      });
      expect(fora.status).toBe(200);
      expect(fora.body.registro).toMatchObject({ situacao: "REMOVIDO", operacao: "remover" });
      expect([...remoto.recebidos.values()]).toContainEqual({
        metodo: "DELETE",
        caminho: `/api/solicitacao/${s}/`,
        corpo: null,
      });
      expect(
        (await api.delete("/integracao/admin/metricas/solicitacao/{id}/", { path: { id: s }, token: admin }))
          .status,
      ).toBe(409);
      // Sent again: a new round, a new key, taken as new.
      const de_novo = await api.post("/integracao/admin/metricas/solicitacao/{id}/", {
        path: { id: s },
        token: admin,
      });
      expect(de_novo.body.registro).toMatchObject({ situacao: "ENVIADO", operacao: "enviar" });
      const historico = await api.get("/integracao/admin/metricas/solicitacao/{id}/historico/", {
        path: { id: s },
        token: admin,
      });
      expect(
        historico.body.tentativas.map((t: { operacao: string; ok: boolean | null }) => [t.operacao, t.ok]),
      ).toEqual([
        ["enviar", true],
        ["remover", true],
        ["enviar", true],
      ]);
      expect(new Set(historico.body.tentativas.map((t: { chave: string }) => t.chave)).size).toBe(3);
    } finally {
      Object.assign(env, salvo);
    }
  });
});

describe("the integration calls", () => {
  it("are for administrators alone", async () => {
    const gestor = await api.login("gestor@hub.example");
    const cliente = await api.login("cliente@hub.example");
    for (const token of [gestor, cliente]) {
      for (const path of [
        "/integracao/admin/metricas/solicitacao/",
        "/integracao/admin/metricas/diagnostico/",
        "/integracao/admin/rm/provisionamento/",
        "/integracao/admin/pagamento/",
        "/integracao/admin/pagamento/nao-pagos/",
        "/integracao/admin/painel/",
        "/integracao/admin/metricas/diagnostico/1/historico/",
      ])
        expect((await api.raw("GET", path, { token })).status, path).toBe(403);
      for (const path of [
        "/integracao/admin/metricas/solicitacao/1/",
        "/integracao/admin/rm/provisionamento/1/reprocessar/",
        "/integracao/admin/rm/provisionamento/1/remover/",
      ])
        expect((await api.raw("POST", path, { token })).status, path).toBe(403);
      expect((await api.raw("DELETE", "/integracao/admin/metricas/solicitacao/1/", { token })).status).toBe(
        403,
      );
      expect(
        (
          await api.raw("PUT", "/integracao/admin/sandbox/rm/", {
            token,
            body: { falhar: true, atraso_ms: 0 },
          })
        ).status,
      ).toBe(403);
    }
    expect((await api.raw("GET", "/integracao/admin/painel/", {})).status).toBe(401);
  });
});
