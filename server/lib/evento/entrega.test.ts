import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { openDatabase, type Db } from "@/server/db/client";
import { evento, eventoEntrega, solicitacao } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import {
  entregarPendentes,
  entregarUm,
  gravarEvento,
  LIMITE_TENTATIVAS,
  type Consumidor,
  type EventoLido,
} from ".";

const api = usarApiDeTeste();

const novoEvento = async (
  solicitacaoId: number,
  dados: Record<string, unknown> = { para: "DEVOLVIDA_CLIENTE" },
) =>
  (await gravarEvento(api.db, {
    entidade: "solicitacao",
    entidadeId: solicitacaoId,
    acao: "DEVOLVER",
    usuarioId: null,
    dados,
  }))!;
const umaSolicitacao = async () =>
  criarSolicitacao(api.db, { empresas: [await empresaId(api.db, "Sabor da Ilha")] });

/** A consumer that records what it is handed, taking `ms` each (to overlap two instances). */
function registrador(ms = 0) {
  const vistos: EventoLido[] = [];
  const c: Consumidor = {
    nome: "notificacao",
    async tratar(tx, ev) {
      if (ms) await tx.execute(sql`select pg_sleep(${ms / 1000})`);
      vistos.push(ev);
    },
  };
  return { c, vistos };
}

const entregaDe = async (id: number) =>
  (
    await api.db
      .select()
      .from(eventoEntrega)
      .where(and(eq(eventoEntrega.eventoId, id), eq(eventoEntrega.consumidor, "notificacao")))
  )[0];

describe("writing an event", () => {
  it("checks its facts against the catalogue: unknown events and unknown or missing fields are refused", async () => {
    const s = await umaSolicitacao();
    const escrever = (acao: string, dados: Record<string, unknown>) =>
      gravarEvento(api.db, { entidade: "solicitacao", entidadeId: s, acao, usuarioId: null, dados });
    await expect(escrever("INVENTADO", { para: "X" })).rejects.toThrow(/fora do catálogo/);
    await expect(escrever("DEVOLVER", { para: "DEVOLVIDA_CLIENTE", extra: 1 })).rejects.toThrow();
    await expect(escrever("ALERTA_ASSINATURA", { dias: 3 })).rejects.toThrow();
    expect(await escrever("ALERTA_ASSINATURA", { dias: 3, papeis: ["CLIENTE"] })).toEqual(expect.any(Number));
  });

  it("keeps a snapshot of what it is about, taken when it happened, and can never be changed", async () => {
    const s = await umaSolicitacao();
    const id = await novoEvento(s);
    const [nro] = await api.db
      .select({ nro: solicitacao.nrosolicitacao })
      .from(solicitacao)
      .where(eq(solicitacao.id, s));
    const [ev] = await api.db.select().from(evento).where(eq(evento.id, id));
    expect(ev.contexto).toMatchObject({ solicitacao: s, nro: nro.nro, servico: expect.any(String) });
    await expect(
      api.db
        .update(evento)
        .set({ payload: { para: "OUTRO" } })
        .where(eq(evento.id, id)),
    ).rejects.toThrow();
    // Read as it was: the request's number changing later does not change what the consumer reads.
    await api.db.update(solicitacao).set({ nrosolicitacao: "2099-999999" }).where(eq(solicitacao.id, s));
    const { c, vistos } = registrador();
    await entregarPendentes(api.db, c, new Date());
    expect(vistos.find((v) => v.id === id)?.contexto?.nro).toBe(nro.nro);
  });
});

describe("delivering to a consumer", () => {
  it("retries a failure with capped exponential backoff, keeping the error, without holding up the others", async () => {
    const s = await umaSolicitacao();
    const [ruim, bom] = [await novoEvento(s), await novoEvento(s)];
    const vistos: number[] = [];
    const falho: Consumidor = {
      nome: "notificacao",
      async tratar(_tx, ev) {
        if (ev.id === ruim) throw new Error("destino fora do ar");
        vistos.push(ev.id);
      },
    };
    let agora = new Date();
    await entregarPendentes(api.db, falho, agora);
    expect(vistos).toContain(bom);
    expect(await entregaDe(ruim)).toMatchObject({
      tentativas: 1,
      erro: "destino fora do ar",
      entregueEm: null,
    });
    const esperas: number[] = [];
    for (let i = 1; i < LIMITE_TENTATIVAS; i++) {
      const { proximaTentativa } = await entregaDe(ruim);
      esperas.push((proximaTentativa!.getTime() - agora.getTime()) / 1000);
      // Too early: nothing is tried.
      await entregarPendentes(api.db, falho, agora);
      expect((await entregaDe(ruim)).tentativas).toBe(i);
      agora = proximaTentativa!;
      await entregarPendentes(api.db, falho, agora);
    }
    expect(esperas.slice(0, 5)).toEqual([5, 10, 20, 40, 80]);
    expect(Math.max(...esperas)).toBe(3600);
    // The limit reached: given up, its last error kept, and never tried again by itself.
    expect(await entregaDe(ruim)).toMatchObject({
      tentativas: LIMITE_TENTATIVAS,
      erro: "destino fora do ar",
      proximaTentativa: null,
      entregueEm: null,
    });
    const { c, vistos: depois } = registrador();
    await entregarPendentes(api.db, c, new Date(agora.getTime() + 30 * 86_400_000));
    expect(depois.map((v) => v.id)).not.toContain(ruim);
    expect((await entregaDe(ruim)).entregueEm).toBeNull();
    // Delivered on demand (an administrator's reprocess) once the fault is gone.
    expect(await entregarUm(api.db, c, ruim, agora)).toBe(true);
    expect(await entregaDe(ruim)).toMatchObject({ entregueEm: agora, erro: null });
  });

  it("delivers each event once however many instances run at once", async () => {
    // What the demo left waiting goes first, so the race below is over these events alone.
    await entregarPendentes(api.db, registrador().c, new Date());
    const s = await umaSolicitacao();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await novoEvento(s));
    // On PostgreSQL, a second instance is a second connection pool; on PGlite, a second runner on the one.
    const outra = api.url ? await openDatabase({ url: api.url, dataDir: "" }) : null;
    try {
      const [a, b] = [registrador(20), registrador(20)];
      const bancos: Db[] = [api.db, outra?.db ?? api.db];
      await Promise.all([
        entregarPendentes(bancos[0], a.c, new Date()),
        entregarPendentes(bancos[1], b.c, new Date()),
        entregarPendentes(bancos[1], b.c, new Date()),
      ]);
      const todos = [...a.vistos, ...b.vistos].map((v) => v.id).filter((id) => ids.includes(id));
      expect(todos.sort((x, y) => x - y)).toEqual(ids);
      if (outra) expect(a.vistos.length && b.vistos.length).toBeGreaterThan(0);
    } finally {
      await outra?.close();
    }
  });
});
