import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { eventoEntrega } from "@/server/db/schema";
import { gravarEvento, LIMITE_TENTATIVAS } from "@/server/lib/evento";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarSolicitacao, empresaId } from "@/tests/setup/construtores";

const api = usarApiDeTeste();
const falhas = (token: string) =>
  api.get("/integracao/admin/eventos/{consumidor}/falhas/", { path: { consumidor: "notificacao" }, token });
const reprocessar = (evento: number, token: string) =>
  api.post("/integracao/admin/eventos/{consumidor}/{evento}/reprocessar/", {
    path: { consumidor: "notificacao", evento },
    token,
  });

describe("a consumer's failures, for administrators", () => {
  it("lists an event notifications failed to take and delivers it again on demand once the fault is gone", async () => {
    const admin = await api.login("admin@hub.example");
    // What the demo left waiting is delivered first, so the failure below is the only one.
    await api.entregar();
    const s = await criarSolicitacao(api.db, { empresas: [await empresaId(api.db, "Sabor da Ilha")] });
    const evento = (await gravarEvento(api.db, {
      entidade: "solicitacao",
      entidadeId: s,
      acao: "DEVOLVER",
      usuarioId: null,
      dados: { para: "DEVOLVIDA_CLIENTE", motivo: "Faltou o CNPJ." },
    }))!;
    await api.db.execute(
      sql.raw(`create function falha() returns trigger language plpgsql as $$
        begin raise exception 'disco cheio'; end $$`),
    );
    await api.db.execute(
      sql`create trigger falha before insert on notificacao for each row execute function falha()`,
    );
    await api.entregar();

    const lista = await falhas(admin);
    expect(lista.status).toBe(200);
    expect(lista.body.results).toEqual([
      expect.objectContaining({
        evento,
        nome: "solicitacao.DEVOLVER",
        tentativas: 1,
        desistida: false,
        erro: expect.stringContaining("disco cheio"),
        proxima_tentativa: expect.any(String),
      }),
    ]);
    // Its last retry due and failing: given up, the error kept, counted as failed on the panel.
    const desta = and(eq(eventoEntrega.consumidor, "notificacao"), eq(eventoEntrega.eventoId, evento));
    await api.db
      .update(eventoEntrega)
      .set({ tentativas: LIMITE_TENTATIVAS - 1, proximaTentativa: null })
      .where(desta);
    await api.entregar();
    expect((await falhas(admin)).body.results).toEqual([
      expect.objectContaining({
        evento,
        tentativas: LIMITE_TENTATIVAS,
        desistida: true,
        erro: expect.stringContaining("disco cheio"),
        proxima_tentativa: null,
      }),
    ]);
    const painel = await api.get("/integracao/admin/painel/", { token: admin });
    expect(painel.body.consumidores.find((c) => c.nome === "notificacao")).toMatchObject({ falhas: 1 });
    // Still failing: tried from zero attempts, the failure counted, and retried by itself again.
    const ainda = await reprocessar(evento, admin);
    expect(ainda).toMatchObject({ status: 200, body: { evento, entregue: false } });
    expect((await falhas(admin)).body.results).toEqual([
      expect.objectContaining({
        evento,
        tentativas: 1,
        desistida: false,
        proxima_tentativa: expect.any(String),
      }),
    ]);

    await api.db.execute(sql`drop trigger falha on notificacao`);
    const feito = await reprocessar(evento, admin);
    expect(feito).toMatchObject({ status: 200, body: { evento, entregue: true } });
    expect((await falhas(admin)).body).toMatchObject({ count: 0, results: [] });
    const cliente = await api.login("cliente@hub.example");
    const avisos = await api.get("/notificacao/mensagem/list/", {
      query: { page_size: 100 },
      token: cliente,
    });
    expect(avisos.body.results).toContainEqual(
      expect.objectContaining({ entidade_id: s, tipo: "solicitacao_devolvida" }),
    );
    // Delivered now: nothing waits to be reprocessed.
    expect((await reprocessar(evento, admin)).status).toBe(404);
  });

  it("names only the consumers the outbox has, and is for administrators alone", async () => {
    const admin = await api.login("admin@hub.example");
    expect((await api.raw("GET", "/integracao/admin/eventos/erp/falhas/", { token: admin })).status).toBe(
      400,
    );
    const gestor = await api.login("gestor@hub.example");
    expect((await falhas(gestor)).status).toBe(403);
    expect((await reprocessar(1, gestor)).status).toBe(403);
  });
});
