import { describe, expect, it } from "vitest";
import { usarAcoesFixture } from "@/tests/setup/acoes";

// Two staff members act on the same request at the same moment: the conditional UPDATE of
// server/modules/solicitacao/interno/machine.ts lets exactly one of them through.
const f = usarAcoesFixture();
const CANCELAR = { motivo: "Cliente desistiu do atendimento." };
const LIBERAR = { dtaprazoenvioproposta: "2026-03-20", escolha_direta: false };

/** A request awaiting analysis with R$ 3.360,00 reserved on CC-2026-001; returns its version. */
async function preparada() {
  const id = await f.criar();
  const res = await f.api.patch("/solicitacao/interno/{id}/altera/centrocusto/", {
    path: { id },
    token: f.token.gestor,
    body: { centrocusto: f.centroId("CC-2026-001") },
  });
  expect(res.status).toBe(200);
  return { id, versao: res.body.versao };
}

describe("concurrent actions on one request", () => {
  it("lets one of liberar and cancela through with the same If-Match; the other gets 409", async () => {
    for (let rodada = 0; rodada < 3; rodada++) {
      const { id, versao } = await preparada();
      const eventos = (await f.historicoDe(id)).length;
      const saldo = await f.saldo("CC-2026-001");
      const [liberar, cancelar] = await Promise.all([
        f.api.patch("/solicitacao/interno/{id}/liberar/", {
          path: { id },
          token: f.token.gestor,
          body: LIBERAR,
          versao,
        }),
        f.api.patch("/solicitacao/interno/{id}/cancela/", {
          path: { id },
          token: f.token.coordenador,
          body: CANCELAR,
          versao,
        }),
      ]);
      expect([liberar.status, cancelar.status].sort()).toEqual([200, 409]);
      const vencedor = liberar.status === 200 ? liberar : cancelar;
      const novos = (await f.historicoDe(id)).slice(eventos);
      expect(novos).toHaveLength(1);
      expect(novos[0].acao).toBe(liberar.status === 200 ? "LIBERAR" : "CANCELAR");
      expect(await f.linha(id)).toMatchObject({
        versao: versao + 1,
        substatus: vencedor.body.substatus.codigo,
      });
      // The reservation stays when the release won and goes back when the cancellation did.
      expect(await f.saldo("CC-2026-001")).toBe(liberar.status === 200 ? saldo : saldo + 3360);
    }
  });

  it("lets one of two cancellations without If-Match through and gives the reservation back once", async () => {
    const { id } = await preparada();
    const eventos = (await f.historicoDe(id)).length;
    const saldo = await f.saldo("CC-2026-001");
    const results = await Promise.all(
      [f.token.gestor, f.token.coordenador].map((token) =>
        f.api.patch("/solicitacao/interno/{id}/cancela/", { path: { id }, token, body: CANCELAR }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await f.historicoDe(id)).slice(eventos)).toMatchObject([{ acao: "CANCELAR", para: "CANCELADA" }]);
    expect(await f.saldo("CC-2026-001")).toBe(saldo + 3360);
    expect((await f.reservas(id)).filter((r) => r.liberadaEm === null)).toEqual([]);
  });

  it("swaps the cost centres of two requests at once without losing or doubling money", async () => {
    const a = await preparada();
    const b = await f.criar();
    const trocar = (id: number, codigo: string) =>
      f.api.patch("/solicitacao/interno/{id}/altera/centrocusto/", {
        path: { id },
        token: f.token.gestor,
        body: { centrocusto: f.centroId(codigo) },
      });
    expect((await trocar(b, "CC-2026-003")).status).toBe(200);
    const antes = (await f.saldo("CC-2026-001")) + (await f.saldo("CC-2026-003"));
    const results = await Promise.all([trocar(a.id, "CC-2026-003"), trocar(b, "CC-2026-001")]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await f.saldo("CC-2026-001")) + (await f.saldo("CC-2026-003"))).toBe(antes);
    expect((await f.linha(a.id)).centroCustoId).toBe(f.centroId("CC-2026-003"));
    expect((await f.linha(b)).centroCustoId).toBe(f.centroId("CC-2026-001"));
  });
});
