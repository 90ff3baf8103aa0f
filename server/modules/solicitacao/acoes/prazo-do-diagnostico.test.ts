import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { diagnostico, notificacao } from "@/server/db/schema";
import { MARCO, usarAcoesFixture } from "@/tests/setup/acoes";

const f = usarAcoesFixture();

/**
 * A request of Sítio Zanella released on 10/03/2026 for a diagnostic by AgroSul (its deadline 25/03/2026),
 * with proposals due on `prazo`, and its diagnostic already sent: the client may approve it.
 */
async function diagnosticoEnviado(prazo: string) {
  const id = await f.criar("Sítio Zanella", "Gestão de Custos da Propriedade Rural");
  const res = await f.api.patch("/solicitacao/interno/{id}/liberar/", {
    path: { id },
    token: f.token.gestor,
    body: {
      dtaprazoenvioproposta: prazo,
      escolha_direta: false,
      prestador: f.empresaId("AgroSul Assistência Técnica"),
      centrocusto: f.centroId("CC-2026-002"),
    },
  });
  expect(res.status).toBe(200);
  const [d] = await f.api.db
    .update(diagnostico)
    .set({ substatusId: await f.api.substatusId("diagnostico", "ENVIADO") })
    .where(eq(diagnostico.solicitacaoId, id))
    .returning({ id: diagnostico.id });
  return { id, d: d.id };
}

/** The client approves diagnostic `d` at `quando`. */
async function aprovarEm(d: number, quando: Date) {
  f.api.setNow(quando);
  try {
    const token = await f.api.login("cliente@hub.example");
    const res = await f.api.patch("/diagnostico/externo/{id}/aprovar/", { path: { id: d }, token });
    expect(res.status).toBe(200);
  } finally {
    f.api.setNow(MARCO);
  }
}

// PRAZO_PROPOSTA_APOS_DIAGNOSTICO_DIAS = 5.
describe("a diagnostic approved late moves the round's proposal deadline", () => {
  it("gives the providers the setting's days from the approval when the deadline is nearer", async () => {
    const { id, d } = await diagnosticoEnviado("2026-03-25");
    // 23/03 at 09:00 in São Paulo: two days were left, five are due.
    await aprovarEm(d, new Date("2026-03-23T12:00:00Z"));
    expect(await f.linha(id)).toMatchObject({
      substatus: "AGUARDANDO_PROPOSTAS",
      // 28/03/2026 at 23:59:59.999 in São Paulo.
      dtaprazoenvioproposta: new Date("2026-03-29T02:59:59.999Z"),
    });
    const [aprovado, adiado] = (await f.historicoDe(id)).slice(-2);
    expect(aprovado).toMatchObject({ acao: "DIAGNOSTICO_APROVADO", para: "AGUARDANDO_PROPOSTAS" });
    expect(adiado).toMatchObject({
      acao: "ADIAR_PRAZO_PROPOSTAS",
      de: "25/03/2026",
      para: "28/03/2026",
      motivo:
        "Diagnóstico aprovado em 23/03/2026: os prestadores têm 5 dias para enviar propostas, até 28/03/2026.",
      audiencias: ["cliente", "prestador", "equipe"],
      usuarioId: f.usuarioId("cliente@hub.example"),
    });
    // Told like a new round: staff and the providers the round is open to; the client approved it.
    await f.api.entregar();
    const avisos = await f.api.db
      .select({ usuarioId: notificacao.usuarioId, texto: notificacao.texto })
      .from(notificacao)
      .where(and(eq(notificacao.tipo, "prazo_propostas_adiado"), eq(notificacao.entidadeId, id)));
    const quem = avisos.map((a) => a.usuarioId);
    expect(quem).toContain(f.usuarioId("gestor@hub.example"));
    expect(quem).not.toContain(f.usuarioId("cliente@hub.example"));
    expect(quem.length).toBeGreaterThan(1);
    expect(avisos[0].texto).toContain("foi adiado. Diagnóstico aprovado em 23/03/2026");
  });

  it("moves a deadline already past when the diagnostic is approved after it", async () => {
    const { id, d } = await diagnosticoEnviado("2026-03-25");
    await aprovarEm(d, new Date("2026-03-30T15:00:00Z"));
    expect((await f.linha(id)).dtaprazoenvioproposta).toEqual(new Date("2026-04-05T02:59:59.999Z"));
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({ de: "25/03/2026", para: "04/04/2026" });
  });

  it("keeps a deadline that leaves the providers the setting's days or more", async () => {
    const { id, d } = await diagnosticoEnviado("2026-03-28");
    await aprovarEm(d, new Date("2026-03-23T12:00:00Z"));
    expect(await f.linha(id)).toMatchObject({
      substatus: "AGUARDANDO_PROPOSTAS",
      dtaprazoenvioproposta: new Date("2026-03-29T02:59:59.999Z"),
    });
    expect((await f.historicoDe(id)).map((h) => h.acao).slice(-2)).toEqual([
      "LIBERAR",
      "DIAGNOSTICO_APROVADO",
    ]);
  });
});
