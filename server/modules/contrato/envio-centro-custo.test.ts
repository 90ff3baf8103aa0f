import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { centroCusto, historico, solicitacao } from "@/server/db/schema";
import { usarContratacao } from "./routes.fixture";

const { api, token, situacao, emAnaliseFinal } = usarContratacao();

// The body is optional (the typed client sends none for such a route), so it goes raw.
const enviarCom = async (id: number, body: { centrocusto?: number }) =>
  api.raw("POST", `/solicitacao/interno/${id}/enviar/contratos/`, {
    token: token.gestor,
    body,
    headers: { "if-match": String((await situacao(id)).versao) },
  });
const centroId = async (codigo: string) =>
  (await api.db.select().from(centroCusto).where(eq(centroCusto.codigo, codigo)))[0].id;
const acoes = async (id: number) =>
  (
    await api.db
      .select({ acao: historico.acao })
      .from(historico)
      .where(and(eq(historico.entidade, "solicitacao"), eq(historico.entidadeId, id)))
      .orderBy(asc(historico.id))
  ).map((h) => h.acao);

describe("POST /solicitacao/interno/{id}/enviar/contratos/ with the cost centre chosen in the final analysis", () => {
  it("sets a request without a centre to the one chosen, then sends the contracts", async () => {
    const s = await emAnaliseFinal();
    await api.db.update(solicitacao).set({ centroCustoId: null }).where(eq(solicitacao.id, s.id));
    const semCentro = await enviarCom(s.id, {});
    expect(semCentro.status).toBe(422);
    expect(await acoes(s.id)).toEqual([]);

    const res = await enviarCom(s.id, { centrocusto: await centroId("CC-2026-003") });
    expect(res.status).toBe(200);
    expect((res.body as { substatus: { codigo: string } }).substatus.codigo).toBe("AGUARDANDO_ASSINATURA");
    const [linha] = await api.db.select().from(solicitacao).where(eq(solicitacao.id, s.id));
    expect(linha.centroCustoId).toBe(await centroId("CC-2026-003"));
    expect(await acoes(s.id)).toEqual(["ALTERAR_CENTROCUSTO", "ENVIAR_CONTRATOS"]);
  });

  it("refuses an unknown centre on its field and sends nothing", async () => {
    const s = await emAnaliseFinal();
    const res = await enviarCom(s.id, { centrocusto: 999999 });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ centrocusto: ["Centro de custo não encontrado ou inativo."] });
    expect((await situacao(s.id)).codigo).toBe("ANALISE_FINAL_GESTOR");
    expect(await acoes(s.id)).toEqual([]);
  });
});
