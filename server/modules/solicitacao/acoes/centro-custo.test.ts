import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { centroCusto, parametro, servico } from "@/server/db/schema";
import { MARCO, usarAcoesFixture } from "@/tests/setup/acoes";
import type { Corpo } from "@/tests/setup/cliente-api";
import { ajustarSaldo } from "@/tests/setup/construtores";

const f = usarAcoesFixture();

const alterar = (
  id: number,
  body: Corpo<"patch", "/solicitacao/interno/{id}/altera/centrocusto/">,
  opts: { token?: string; versao?: number } = {},
) =>
  f.api.patch("/solicitacao/interno/{id}/altera/centrocusto/", {
    path: { id },
    token: opts.token ?? f.token.gestor,
    body,
    versao: opts.versao,
  });
const para = (id: number, codigo: string, opts?: { token?: string; versao?: number }) =>
  alterar(id, { centrocusto: f.centroId(codigo) }, opts);

describe("PATCH /solicitacao/interno/{id}/altera/centrocusto/", () => {
  it("reserves valor × the service's subsidy on the cost centre and records it", async () => {
    const id = await f.criar();
    const { versao } = await f.linha(id);
    const inicial = await f.saldo("CC-2026-001");
    const res = await para(id, "CC-2026-001", { versao });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, versao: versao + 1, substatus: { codigo: "AGUARDANDO_ANALISE" } });
    // Fluxo de Caixa Essencial: R$ 4.800,00 at 70%.
    expect(await f.saldo("CC-2026-001")).toBe(inicial - 3360);
    expect(await f.reservas(id)).toMatchObject([
      {
        centroCustoId: f.centroId("CC-2026-001"),
        valor: "3360.00",
        usuarioId: f.usuarioId("gestor@hub.example"),
        dtainclusao: MARCO,
        liberadaEm: null,
      },
    ]);
    expect((await f.linha(id)).centroCustoId).toBe(f.centroId("CC-2026-001"));
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({
      acao: "ALTERAR_CENTROCUSTO",
      de: null,
      para: "CC-2026-001",
      usuarioId: f.usuarioId("gestor@hub.example"),
    });
  });

  it("moves the reservation: the old centre gets its value back, the new one pays it", async () => {
    const id = await f.criar();
    await para(id, "CC-2026-001");
    const [um, tres] = [await f.saldo("CC-2026-001"), await f.saldo("CC-2026-003")];
    await f.colocarEm(id, "ANALISE_FINAL_GESTOR");
    const res = await para(id, "CC-2026-003", { token: f.token.coordenador });
    expect(res.status).toBe(200);
    expect(await f.saldo("CC-2026-001")).toBe(um + 3360);
    expect(await f.saldo("CC-2026-003")).toBe(tres - 3360);
    const [antiga, nova] = await f.reservas(id);
    expect(antiga).toMatchObject({ centroCustoId: f.centroId("CC-2026-001"), liberadaEm: MARCO });
    expect(nova).toMatchObject({ centroCustoId: f.centroId("CC-2026-003"), liberadaEm: null });
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({ de: "CC-2026-001", para: "CC-2026-003" });
  });

  it("refuses a centre without enough balance (422) and keeps everything as it was", async () => {
    const id = await f.criar();
    await para(id, "CC-2026-001");
    const antes = { um: await f.saldo("CC-2026-001"), seis: await f.saldo("CC-2026-006") };
    const eventos = (await f.historicoDe(id)).length;
    // CC-2026-006 holds R$ 3.180,00, less than the R$ 3.360,00 needed.
    const res = await para(id, "CC-2026-006");
    expect(res.status).toBe(422);
    expect(res.error.detail).toBe("Saldo insuficiente no centro de custo CC-2026-006.");
    expect({ um: await f.saldo("CC-2026-001"), seis: await f.saldo("CC-2026-006") }).toEqual(antes);
    expect(await f.reservas(id)).toMatchObject([
      { centroCustoId: f.centroId("CC-2026-001"), liberadaEm: null },
    ]);
    expect((await f.linha(id)).centroCustoId).toBe(f.centroId("CC-2026-001"));
    expect(await f.historicoDe(id)).toHaveLength(eventos);
  });

  it("never lets two requests spend the same balance", async () => {
    const ids = [await f.criar(), await f.criar()];
    await ajustarSaldo(f.api.db, "CC-2026-006", 5000);
    const results = await Promise.all(ids.map((id) => para(id, "CC-2026-006")));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await f.saldo("CC-2026-006")).toBe(5000 - 3360);
  });

  it("uses the default subsidy setting when the service has none", async () => {
    const id = await f.criar("Sítio Zanella", "Gestão de Custos da Propriedade Rural");
    const { servicoId } = f.oferta("Gestão de Custos da Propriedade Rural");
    const chave = eq(parametro.chave, "PORCENTAGEM_SUBSIDIO_PADRAO");
    await f.api.db.update(servico).set({ porcentagemSubsidio: "0" }).where(eq(servico.id, servicoId));
    await f.api.db.update(parametro).set({ valor: "50" }).where(chave);
    try {
      const inicial = await f.saldo("CC-2026-002");
      expect((await para(id, "CC-2026-002")).status).toBe(200);
      // R$ 5.600,00 at the default 50% instead of the service's former 80%.
      expect(await f.saldo("CC-2026-002")).toBe(inicial - 2800);
      expect((await f.reservas(id))[0].valor).toBe("2800.00");
    } finally {
      await f.api.db.update(servico).set({ porcentagemSubsidio: "80" }).where(eq(servico.id, servicoId));
      await f.api.db.update(parametro).set({ valor: "70" }).where(chave);
    }
  });

  it("takes only active cost centres (400) and only before execution at the version sent (409)", async () => {
    const id = await f.criar();
    const inativo = f.centroId("CC-2026-007");
    await f.api.db.update(centroCusto).set({ ativo: false }).where(eq(centroCusto.id, inativo));
    try {
      const res = await alterar(id, { centrocusto: inativo });
      expect(res.status).toBe(400);
      expect(res.error.errors).toEqual({ centrocusto: ["Centro de custo não encontrado ou inativo."] });
    } finally {
      await f.api.db.update(centroCusto).set({ ativo: true }).where(eq(centroCusto.id, inativo));
    }
    expect((await alterar(id, { centrocusto: 999999 })).error.errors).toEqual({
      centrocusto: ["Centro de custo não encontrado ou inativo."],
    });
    const texto = await f.api.raw("PATCH", `/solicitacao/interno/${id}/altera/centrocusto/`, {
      token: f.token.gestor,
      body: { centrocusto: "1" },
    });
    expect(Object.keys(texto.error.errors!)).toEqual(["centrocusto"]);
    const { versao } = await f.linha(id);
    expect((await para(id, "CC-2026-001", { versao: versao + 1 })).status).toBe(409);
    for (const depois of ["AGUARDANDO_ASSINATURA", "EM_EXECUCAO", "CANCELADA"]) {
      await f.colocarEm(id, depois);
      expect((await para(id, "CC-2026-001")).status).toBe(409);
    }
    expect(await f.reservas(id)).toEqual([]);
  });

  it("is for managers: 403 for consultants, clients and providers; 404 for an unknown request", async () => {
    const id = await f.criar();
    for (const token of [f.token.consultor, f.token.cliente, f.token.prestador])
      expect((await para(id, "CC-2026-001", { token })).status).toBe(403);
    expect((await alterar(999999, { centrocusto: f.centroId("CC-2026-001") })).status).toBe(404);
  });
});
