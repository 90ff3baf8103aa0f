import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProposta, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import {
  centroCusto,
  historico,
  modeloOferta,
  parceiro,
  proposta,
  reservaCentroCusto,
  servico,
  solicitacao,
} from "@/server/db/schema";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const parceiroId: Record<string, number> = {};

beforeAll(async () => {
  for (const who of ["gestor", "consultor", "cliente"]) token[who] = await api.login(`${who}@hub.example`);
  for (const p of await api.db.select().from(parceiro)) parceiroId[p.razaosocial] = p.id;
});

const ITAJAI = "Cooperativa de Crédito Vale do Itajaí"; // 10%
const PARANA = "Fundação de Apoio à Inovação do Paraná"; // 12,5%

/** A request waiting for proposals with Vértice's proposal sent, and its service's subsidy percentage. */
async function comProposta(
  substatus: "AGUARDANDO_PROPOSTAS" | "AGUARDANDO_ASSINATURA" = "AGUARDANDO_PROPOSTAS",
) {
  const id = await criarSolicitacao(api.db, {
    empresas: [await empresaId(api.db, "Sabor da Ilha")],
    substatus,
  });
  const p = await criarProposta(api.db, { solicitacao: id, status: "ENVIADA", horas: [10, 12, 8] });
  const [{ porcentagem }] = await api.db
    .select({ porcentagem: servico.porcentagemSubsidio })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .where(eq(solicitacao.id, id));
  return { id, proposta: p, porcentagem: Number(porcentagem) };
}

const alterar = (id: number, parceiros: number[], who = "gestor", versao?: number) =>
  api.put("/solicitacao/interno/{id}/parceiros/", {
    path: { id },
    token: token[who],
    body: { parceiros },
    headers: versao === undefined ? undefined : { "if-match": String(versao) },
  });
const valores = async (id: number) => (await api.db.select().from(proposta).where(eq(proposta.id, id)))[0];
const centavos = (v: string) => Math.round(Number(v) * 100);

describe("partners co-funding a request", () => {
  it("adds their share to the proposals' subsidy, to the cent, and takes it back when removed", async () => {
    const x = await comProposta();
    const antes = await valores(x.proposta);
    const bruto = centavos(antes.valorBruto);
    expect(centavos(antes.valorSubsidioParceiros)).toBe(0);

    const res = await alterar(x.id, [parceiroId[PARANA], parceiroId[ITAJAI]]);
    expect(res.status).toBe(200);
    const com = await valores(x.proposta);
    const doPrograma = Math.round((bruto * x.porcentagem) / 100);
    const total = Math.min(bruto, Math.round((bruto * (x.porcentagem + 22.5)) / 100));
    expect(centavos(com.valorBruto)).toBe(bruto);
    expect(centavos(com.valorSubsidio)).toBe(total);
    expect(centavos(com.valorSubsidioParceiros)).toBe(total - doPrograma);
    expect(centavos(com.valorCliente)).toBe(bruto - total);
    expect(Number(com.percentualSubsidio)).toBe(Math.min(100, x.porcentagem + 22.5));

    const detalhe = await api.get("/solicitacao/interno/detalhe/{id}/", {
      path: { id: x.id },
      token: token.gestor,
    });
    expect(detalhe.body.parceiros).toEqual([
      { id: parceiroId[ITAJAI], razaosocial: ITAJAI, subsidio: 10 },
      { id: parceiroId[PARANA], razaosocial: PARANA, subsidio: 12.5 },
    ]);
    const [linha] = await api.db
      .select()
      .from(historico)
      .where(and(eq(historico.entidadeId, x.id), eq(historico.acao, "ALTERAR_PARCEIROS")));
    expect(linha).toMatchObject({
      de: null,
      para: `${ITAJAI}, ${PARANA}`,
      audiencias: ["cliente", "equipe"],
    });

    // The same partners in another order change nothing.
    const mesmo = await alterar(x.id, [parceiroId[ITAJAI], parceiroId[PARANA]]);
    expect(mesmo.body.versao).toBe(res.body.versao);

    expect((await alterar(x.id, [])).status).toBe(200);
    const sem = await valores(x.proposta);
    expect(centavos(sem.valorSubsidio)).toBe(doPrograma);
    expect(centavos(sem.valorSubsidioParceiros)).toBe(0);
    expect(centavos(sem.valorCliente)).toBe(bruto - doPrograma);
  });

  it("takes only active partners, from managers, until the contract is sent", async () => {
    const x = await comProposta();
    await api.db.update(parceiro).set({ ativo: false }).where(eq(parceiro.id, parceiroId[PARANA]));
    try {
      const inativo = await alterar(x.id, [parceiroId[ITAJAI], parceiroId[PARANA], 999999]);
      expect(inativo.status).toBe(400);
      expect(inativo.error.errors).toEqual({
        parceiros: [`Os parceiros ${parceiroId[PARANA]}, 999999 não existem ou estão inativos.`],
      });
    } finally {
      await api.db.update(parceiro).set({ ativo: true }).where(eq(parceiro.id, parceiroId[PARANA]));
    }
    expect((await alterar(x.id, [parceiroId[ITAJAI]], "consultor")).status).toBe(403);
    expect((await alterar(x.id, [parceiroId[ITAJAI]], "cliente")).status).toBe(403);
    expect((await alterar(99999999, [parceiroId[ITAJAI]])).status).toBe(404);
    const velha = await alterar(x.id, [parceiroId[ITAJAI]], "gestor", 999);
    expect(velha.status).toBe(409);

    const assinando = await comProposta("AGUARDANDO_ASSINATURA");
    expect((await alterar(assinando.id, [parceiroId[ITAJAI]])).status).toBe(409);
  });

  it("leaves the partners' part off the programme's cost centre when the contracts are sent", async () => {
    const id = await criarSolicitacao(api.db, {
      empresas: [await empresaId(api.db, "Sabor da Ilha")],
      substatus: "ANALISE_FINAL_GESTOR",
    });
    const p = await criarProposta(api.db, { solicitacao: id, horas: [10, 12, 8] });
    const [cc] = await api.db.select().from(centroCusto).where(eq(centroCusto.codigo, "CC-2026-001"));
    await api.db.update(solicitacao).set({ centroCustoId: cc.id }).where(eq(solicitacao.id, id));
    const comParceiro = await alterar(id, [parceiroId[PARANA]]);
    expect(comParceiro.status).toBe(200);
    const v = await valores(p);
    expect(centavos(v.valorSubsidioParceiros)).toBeGreaterThan(0);
    const enviado = await api.post("/solicitacao/interno/{id}/enviar/contratos/", {
      path: { id },
      token: token.gestor,
      headers: { "if-match": String(comParceiro.body.versao) },
    });
    expect(enviado.status).toBe(200);
    const [reserva] = await api.db
      .select()
      .from(reservaCentroCusto)
      .where(and(eq(reservaCentroCusto.solicitacaoId, id), isNull(reservaCentroCusto.liberadaEm)));
    expect(centavos(reserva.valor)).toBe(centavos(v.valorSubsidio) - centavos(v.valorSubsidioParceiros));
  });
});
