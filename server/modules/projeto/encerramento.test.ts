import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProjetoComEtapas, saldosDoCentro, usuarioId } from "@/tests/setup/construtores";
import { comprometerReserva, reservar } from "@/server/modules/centrocusto";
import { centroCusto, projeto, reservaCentroCusto, solicitacao, substatus } from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ["gestor", "consultor", "cliente"]) token[who] = await api.login(`${who}@hub.example`);
});

const saldo = async () => (await saldosDoCentro(api.db, "CC-2026-001")).saldo;

/** A project waiting for evaluation (evaluated unless told) with stages in `etapas` and a committed reservation of `valor`. */
async function aFinalizar(nro: string, etapas: ("APROVADA" | "PENDENTE")[], valor: string, avaliada = true) {
  const p = await criarProjetoComEtapas(api.db, {
    nro,
    empresas: ["Sabor da Ilha"],
    prestador: "Vértice Consultoria",
    etapas,
  });
  const [{ solicitacaoId }] = await api.db
    .select({ solicitacaoId: projeto.solicitacaoId })
    .from(projeto)
    .where(eq(projeto.id, p));
  const [centro] = await api.db.select().from(centroCusto).where(eq(centroCusto.codigo, "CC-2026-001"));
  await api.db
    .update(solicitacao)
    .set({
      substatusId: await api.substatusId("solicitacao", "AGUARDANDO_AVALIACAO"),
      centroCustoId: centro.id,
      dtaavaliacao: avaliada ? new Date("2026-10-20T12:00:00Z") : null,
    })
    .where(eq(solicitacao.id, solicitacaoId));
  await api.db.transaction(async (tx) => {
    const quem = {
      usuarioId: await usuarioId(tx, "gestor@hub.example"),
      now: new Date("2026-10-01T12:00:00Z"),
    };
    await reservar(tx, { solicitacaoId, centro, valor, ...quem });
    await comprometerReserva(tx, solicitacaoId, quem);
  });
  return solicitacaoId;
}

const finalizar = (id: number, who = "gestor") =>
  api.patch("/solicitacao/interno/{id}/finalizar/", { path: { id }, token: token[who] });

describe("finishing a request", () => {
  it("waits for the client's evaluation: before it the request is not finished and nothing moves", async () => {
    const id = await aFinalizar("2026-940003", ["APROVADA"], "800.00", false);
    const antes = await saldo();
    const res = await finalizar(id);
    expect(res.status).toBe(409);
    expect(res.error.detail).toBe("Finalize a solicitação depois que o cliente avaliar o serviço.");
    const detalhe = await api.get("/solicitacao/interno/detalhe/{id}/", {
      path: { id },
      token: token.gestor,
    });
    expect(detalhe.body.acoes).not.toContain("finalizar");
    expect(await saldo()).toBe(antes);
    await api.db.update(solicitacao).set({ dtaavaliacao: new Date() }).where(eq(solicitacao.id, id));
    const depois = await api.get("/solicitacao/interno/detalhe/{id}/", { path: { id }, token: token.gestor });
    expect(depois.body.acoes).toContain("finalizar");
  });

  it("spends the whole commitment when every stage was approved, and concludes the request", async () => {
    const id = await aFinalizar("2026-940001", ["APROVADA", "APROVADA"], "1500.00");
    const antes = await saldo();
    expect((await finalizar(id, "consultor")).status).toBe(403);
    expect((await finalizar(id, "cliente")).status).toBe(403);
    const res = await finalizar(id);
    expect(res.status).toBe(200);
    expect(res.body.substatus.codigo).toBe("CONCLUIDA");
    const [r] = await api.db
      .select()
      .from(reservaCentroCusto)
      .where(eq(reservaCentroCusto.solicitacaoId, id));
    expect(r.valorGasto).toBe("1500.00");
    expect(r.gastaEm).not.toBeNull();
    expect(await saldo()).toBe(antes);
    expect((await finalizar(id)).status).toBe(409);
  });

  it("returns to the cost centre what stages never approved would have used, to the cent", async () => {
    // Three stages of R$ 1.000,00, one approved: a third of R$ 1.000,00 is spent (333,33), the rest returns.
    const id = await aFinalizar("2026-940002", ["APROVADA", "PENDENTE", "PENDENTE"], "1000.00");
    const antes = await saldo();
    expect((await finalizar(id)).status).toBe(200);
    const [r] = await api.db
      .select()
      .from(reservaCentroCusto)
      .where(eq(reservaCentroCusto.solicitacaoId, id));
    expect(r.valorGasto).toBe("333.33");
    expect(Math.round((await saldo()) * 100) - Math.round(antes * 100)).toBe(66667);
    const [s] = await api.db
      .select({ codigo: substatus.codigo })
      .from(solicitacao)
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .where(eq(solicitacao.id, id));
    expect(s.codigo).toBe("CONCLUIDA");
  });
});
