// Reads never write (DESIGN §3, issue 48): a round past its deadline reads as closed on every page that
// shows it, while only the deadline job records the close.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProposta, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { historico, proposta, solicitacao } from "@/server/db/schema";
import { encerrarPrazos } from "@/server/modules/solicitacao";

const api = usarApiDeTeste();
const PRAZO = new Date("2026-06-10T02:59:59Z"); // 09/06 23:59 in São Paulo
const DEPOIS = new Date("2026-06-10T03:00:01Z");
const ESCRITA = /^\s*(insert|update|delete|select pg_try_advisory)/i;
const token: Record<string, string> = {};
let sol: number;
let enviada: number;

/** What a write would leave behind: the request's and the proposal's versions and history rows. */
async function marcas() {
  const [s] = await api.db
    .select({ versao: solicitacao.versao })
    .from(solicitacao)
    .where(eq(solicitacao.id, sol));
  const [p] = await api.db.select({ versao: proposta.versao }).from(proposta).where(eq(proposta.id, enviada));
  return { solicitacao: s.versao, proposta: p.versao, historico: await api.db.$count(historico) };
}

beforeAll(async () => {
  api.setNow(new Date("2026-06-01T12:00:00Z"));
  sol = await criarSolicitacao(api.db, {
    empresas: [await empresaId(api.db, "Sabor da Ilha")],
    substatus: "AGUARDANDO_PROPOSTAS",
    modelo: "Adequação à LGPD para Microempresas",
  });
  await api.db.update(solicitacao).set({ dtaprazoenvioproposta: PRAZO }).where(eq(solicitacao.id, sol));
  enviada = await criarProposta(api.db, { solicitacao: sol, status: "ENVIADA" });
  api.setNow(DEPOIS);
  for (const who of ["cliente", "prestador", "gestor", "coordenador"])
    token[who] = await api.login(`${who}@hub.example`);
});

describe("a round past its deadline, before the job runs", () => {
  it("reads as closed everywhere and no read writes anything", async () => {
    const antes = await marcas();
    const leituras: [string, () => Promise<{ status: number }>][] = [
      ["lista do cliente", () => api.get("/solicitacao/externo/", { token: token.cliente })],
      [
        "detalhe do cliente",
        () => api.get("/solicitacao/externo/detalhe/{id}/", { path: { id: sol }, token: token.cliente }),
      ],
      ["fila", () => api.get("/solicitacao/interno/pendentes/", { token: token.gestor })],
      [
        "detalhe da equipe",
        () => api.get("/solicitacao/interno/detalhe/{id}/", { path: { id: sol }, token: token.gestor }),
      ],
      ["oportunidades", () => api.get("/proposta/externo/", { token: token.prestador })],
      ["enviadas", () => api.get("/proposta/externo/enviadas/", { token: token.prestador })],
      ["em análise", () => api.get("/proposta/externo/emanalise/", { token: token.prestador })],
      [
        "proposta",
        () => api.get("/proposta/externo/detalhe/{id}/", { path: { id: enviada }, token: token.prestador }),
      ],
      ...(["cliente", "prestador", "gestor"] as const).map(
        (who) =>
          [
            `cotação (${who})`,
            () => api.get("/proposta/externo/{id}/solicitacao/", { path: { id: sol }, token: token[who] }),
          ] as [string, () => Promise<{ status: number }>],
      ),
      ["painel do cliente", () => api.get("/dash/externo/cliente/", { token: token.cliente })],
      ["painel do prestador", () => api.get("/dash/externo/prestador/", { token: token.prestador })],
      ["painel do gestor", () => api.get("/dash/interno/gestor/", { token: token.gestor })],
      ["painel do coordenador", () => api.get("/dash/interno/coordenador/", { token: token.coordenador })],
    ];
    for (const [nome, ler] of leituras) {
      let status = 0;
      const consultas = await api.consultasDe(async () => ({ status } = await ler()));
      expect([nome, status]).toEqual([nome, 200]);
      expect([nome, consultas.filter((q) => ESCRITA.test(q))]).toEqual([nome, []]);
    }
    expect(await marcas()).toEqual(antes);

    // What depends on the round being open follows the deadline: the client reads the bids, the provider
    // may no longer change its own, and its proposal is being decided.
    const doCliente = await api.get("/proposta/externo/{id}/solicitacao/", {
      path: { id: sol },
      token: token.cliente,
    });
    expect(doCliente.body.propostas.map((p) => p.id)).toEqual([enviada]);
    const detalhe = await api.get("/solicitacao/externo/detalhe/{id}/", {
      path: { id: sol },
      token: token.cliente,
    });
    expect(detalhe.body.propostas?.map((p) => p.id)).toEqual([enviada]);
    const minha = await api.get("/proposta/externo/detalhe/{id}/", {
      path: { id: enviada },
      token: token.prestador,
    });
    expect(minha.body.acoes).not.toContain("atualizar");
    expect(minha.body.acoes).not.toContain("anexar");
    const emAnalise = await api.get("/proposta/externo/emanalise/", { token: token.prestador });
    expect(emAnalise.body.results.map((p) => p.id)).toContain(enviada);
    const oportunidades = await api.get("/proposta/externo/", { token: token.prestador });
    expect(oportunidades.body.results.map((o) => o.id)).not.toContain(sol);
  });

  it("is closed by the job alone", async () => {
    expect(await encerrarPrazos(api.db, DEPOIS)).toBe(1);
    const cotacao = await api.get("/proposta/externo/{id}/solicitacao/", {
      path: { id: sol },
      token: token.gestor,
    });
    expect(cotacao.body.substatus.codigo).toBe("PROPOSTAS_EM_ANALISE");
    expect(await encerrarPrazos(api.db, DEPOIS)).toBe(0);
  });
});
