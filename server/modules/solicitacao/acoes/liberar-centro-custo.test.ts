import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { diagnostico } from "@/server/db/schema";
import { usarAcoesFixture } from "@/tests/setup/acoes";
import type { Corpo } from "@/tests/setup/cliente-api";

const f = usarAcoesFixture();
const DIAGNOSTICO = ["Sítio Zanella", "Gestão de Custos da Propriedade Rural"] as const;

const liberar = (id: number, body: Corpo<"patch", "/solicitacao/interno/{id}/liberar/">, versao?: number) =>
  f.api.patch("/solicitacao/interno/{id}/liberar/", { path: { id }, token: f.token.gestor, body, versao });
const ABERTA = { dtaprazoenvioproposta: "2026-03-20", escolha_direta: false };

describe("PATCH /solicitacao/interno/{id}/liberar/ with the cost centre chosen in the release", () => {
  it("sets the centre, reserves the subsidy and releases, in one step at the version seen", async () => {
    const id = await f.criar();
    const { versao } = await f.linha(id);
    const inicial = await f.saldo("CC-2026-001");
    const res = await liberar(id, { ...ABERTA, centrocusto: f.centroId("CC-2026-001") }, versao);
    expect(res.status).toBe(200);
    // Two changes: the centre, then the release.
    expect(res.body).toMatchObject({ versao: versao + 2, substatus: { codigo: "AGUARDANDO_PROPOSTAS" } });
    expect(await f.linha(id)).toMatchObject({
      substatus: "AGUARDANDO_PROPOSTAS",
      centroCustoId: f.centroId("CC-2026-001"),
    });
    // Fluxo de Caixa Essencial: R$ 4.800,00 at 70%.
    expect(await f.saldo("CC-2026-001")).toBe(inicial - 3360);
    expect((await f.historicoDe(id)).map((h) => [h.acao, h.para])).toEqual([
      ["ENVIAR", "AGUARDANDO_ANALISE"],
      ["ALTERAR_CENTROCUSTO", "CC-2026-001"],
      ["LIBERAR", "AGUARDANDO_PROPOSTAS"],
    ]);
  });

  it("moves the reservation when another centre is chosen, and keeps it when the same one is", async () => {
    const id = await f.criar();
    await f.api.patch("/solicitacao/interno/{id}/altera/centrocusto/", {
      path: { id },
      token: f.token.gestor,
      body: { centrocusto: f.centroId("CC-2026-001") },
    });
    const mesmo = await f.criar();
    await f.api.patch("/solicitacao/interno/{id}/altera/centrocusto/", {
      path: { id: mesmo },
      token: f.token.gestor,
      body: { centrocusto: f.centroId("CC-2026-001") },
    });
    const [um, tres] = [await f.saldo("CC-2026-001"), await f.saldo("CC-2026-003")];
    expect((await liberar(id, { ...ABERTA, centrocusto: f.centroId("CC-2026-003") })).status).toBe(200);
    expect(await f.saldo("CC-2026-001")).toBe(um + 3360);
    expect(await f.saldo("CC-2026-003")).toBe(tres - 3360);

    const { versao } = await f.linha(mesmo);
    const res = await liberar(mesmo, { ...ABERTA, centrocusto: f.centroId("CC-2026-001") }, versao);
    expect(res.body.versao).toBe(versao + 1);
    expect(await f.saldo("CC-2026-001")).toBe(um + 3360);
    expect((await f.historicoDe(mesmo)).map((h) => h.acao)).toEqual([
      "ENVIAR",
      "ALTERAR_CENTROCUSTO",
      "LIBERAR",
    ]);
  });

  it("refuses as the centre's own action does, and a refused release leaves the centre unset", async () => {
    const id = await f.criar();
    const inativo = await liberar(id, { ...ABERTA, centrocusto: 999999 });
    expect(inativo.status).toBe(400);
    expect(inativo.error.errors).toEqual({ centrocusto: ["Centro de custo não encontrado ou inativo."] });
    // CC-2026-006 holds R$ 3.180,00, less than the R$ 3.360,00 needed.
    const seis = await f.saldo("CC-2026-006");
    const curto = await liberar(id, { ...ABERTA, centrocusto: f.centroId("CC-2026-006") });
    expect(curto.status).toBe(422);
    expect(curto.error.detail).toBe("Saldo insuficiente no centro de custo CC-2026-006.");
    expect(await f.saldo("CC-2026-006")).toBe(seis);
    // A release field refused: the centre chosen with it is not kept either.
    const um = await f.saldo("CC-2026-001");
    const prazo = await liberar(id, {
      dtaprazoenvioproposta: "2026-03-10",
      escolha_direta: false,
      centrocusto: f.centroId("CC-2026-001"),
    });
    expect(prazo.status).toBe(400);
    expect(await f.saldo("CC-2026-001")).toBe(um);
    const { versao } = await f.linha(id);
    const velho = await liberar(id, { ...ABERTA, centrocusto: f.centroId("CC-2026-001") }, versao + 1);
    expect(velho.status).toBe(409);
    expect(await f.linha(id)).toMatchObject({ substatus: "AGUARDANDO_ANALISE", centroCustoId: null });
    expect(await f.reservas(id)).toEqual([]);
    expect((await f.historicoDe(id)).map((h) => h.acao)).toEqual(["ENVIAR"]);
  });

  it("refuses a proposal deadline before the diagnostic's (PRAZO_DIAGNOSTICO_DIAS = 15: 25/03/2026)", async () => {
    const id = await f.criar(...DIAGNOSTICO);
    const body = {
      escolha_direta: false,
      prestador: f.empresaId("AgroSul Assistência Técnica"),
      centrocusto: f.centroId("CC-2026-002"),
    };
    const antes = await liberar(id, { ...body, dtaprazoenvioproposta: "2026-03-24" });
    expect(antes.status).toBe(400);
    expect(antes.error.errors).toEqual({
      dtaprazoenvioproposta: [
        "O prazo para envio de propostas não pode ser antes do prazo do diagnóstico (25/03/2026).",
      ],
    });
    expect(await f.api.db.select().from(diagnostico).where(eq(diagnostico.solicitacaoId, id))).toEqual([]);
    const noDia = await liberar(id, { ...body, dtaprazoenvioproposta: "2026-03-25" });
    expect(noDia.body.substatus.codigo).toBe("AGUARDANDO_DIAGNOSTICO");
  });
});
