import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { projeto, projetoEtapa, solicitacao } from "@/server/db/schema";
import { saveFile } from "@/server/lib/files";
import { usarApiDeTeste } from "@/tests/setup/api";
import { sucesso } from "@/tests/setup/cliente-api";
import {
  criarProjetoComEtapas,
  criarProposta,
  criarSolicitacao,
  empresaId,
} from "@/tests/setup/construtores";

const api = usarApiDeTeste();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const detalhe = async (quem: "cliente" | "gestor", id: number) => {
  const token = await api.login(`${quem}@hub.example`);
  return quem === "cliente"
    ? sucesso(api.get("/solicitacao/externo/detalhe/{id}/", { path: { id }, token }))
    : sucesso(api.get("/solicitacao/interno/detalhe/{id}/", { path: { id }, token }));
};

describe("a request's detail after its release (SPEC §3: propostas, etapas, dta_prazo_finalizacao)", () => {
  it("shows staff the proposals sent while the round is open, and the client only once it has closed", async () => {
    const id = await criarSolicitacao(api.db, {
      empresas: [await empresaId(api.db, "Sabor da Ilha")],
      substatus: "AGUARDANDO_PROPOSTAS",
    });
    const p = await criarProposta(api.db, { solicitacao: id, status: "ENVIADA" });
    expect((await detalhe("gestor", id)).propostas).toEqual([
      expect.objectContaining({
        id: p,
        empresa_proposta: expect.objectContaining({ nomefantasia: "Vértice Consultoria" }),
      }),
    ]);
    // Sealed: the client sees none until the deadline closes the round.
    expect((await detalhe("cliente", id)).propostas).toEqual([]);
    await api.db
      .update(solicitacao)
      .set({ substatusId: await api.substatusId("solicitacao", "PROPOSTAS_EM_ANALISE") })
      .where(eq(solicitacao.id, id));
    expect((await detalhe("cliente", id)).propostas.map((x) => x.id)).toEqual([p]);
  });

  it("gives the project's stages with each delivery's file, its end date and provider", async () => {
    const id = await criarProjetoComEtapas(api.db, {
      nro: "2026-EXE-1",
      empresas: ["Sabor da Ilha"],
      prestador: "Vértice Consultoria",
      etapas: ["ENTREGUE", "PENDENTE"],
    });
    const [p] = await api.db
      .update(projeto)
      .set({ dtaFim: "2026-12-20" })
      .where(eq(projeto.id, id))
      .returning();
    const arquivo = await saveFile(api.db, new File([PDF], "entrega-1.pdf", { type: "application/pdf" }), {
      kind: "documento",
      usuarioId: null,
    });
    await api.db
      .update(projetoEtapa)
      .set({ arquivoId: arquivo.id })
      .where(and(eq(projetoEtapa.projetoId, id), eq(projetoEtapa.ordem, 1)));
    for (const quem of ["gestor", "cliente"] as const) {
      const d = await detalhe(quem, p.solicitacaoId);
      expect(d.dta_prazo_finalizacao).toBe("2026-12-20");
      expect(d.projeto_id).toBe(id);
      expect(d.etapas.map((e) => [e.ordem, e.status.codigo, e.arquivo?.nome ?? null])).toEqual([
        [1, "ENTREGUE", "entrega-1.pdf"],
        [2, "PENDENTE", null],
      ]);
    }
    expect((await detalhe("cliente", p.solicitacaoId)).prestador?.nomefantasia).toBe("Vértice Consultoria");
  });

  it("is empty before any proposal or project", async () => {
    const id = await criarSolicitacao(api.db, { empresas: [await empresaId(api.db, "Sabor da Ilha")] });
    expect(await detalhe("gestor", id)).toMatchObject({
      propostas: [],
      etapas: [],
      projeto_id: null,
      dta_prazo_finalizacao: null,
    });
    expect(await detalhe("cliente", id)).toMatchObject({ prestador: null, propostas: [], etapas: [] });
  });
});

describe("a proposal's shares (SPEC §3: porcentagem_subsidio, porcentagem_cliente, empresa_proposta)", () => {
  it("sum to 100, whole for the client and to the cent for the provider", async () => {
    const id = await criarSolicitacao(api.db, {
      empresas: [await empresaId(api.db, "Sabor da Ilha")],
      substatus: "PROPOSTAS_EM_ANALISE",
    });
    const p = await criarProposta(api.db, { solicitacao: id, status: "ENVIADA", horas: [7] });
    for (const quem of ["cliente", "prestador"]) {
      const token = await api.login(`${quem}@hub.example`);
      const res = await api.get("/proposta/externo/detalhe/{id}/", { path: { id: p }, token });
      expect(res.status).toBe(200);
      const { porcentagem_subsidio: s, porcentagem_cliente: c, valor_cliente, valor_bruto } = res.body;
      expect(s + c).toBeCloseTo(100, 6);
      expect(c).toBeCloseTo((valor_cliente / valor_bruto) * 100, quem === "cliente" ? -0.5 : 2);
      if (quem === "cliente") expect(Number.isInteger(c)).toBe(true);
      expect(res.body.empresa_proposta).toEqual(res.body.prestador);
    }
  });
});
