import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarAcoesFixture } from "@/tests/setup/acoes";
import { solicitacao } from "@/server/db/schema";
import type { Corpo } from "@/tests/setup/cliente-api";

const f = usarAcoesFixture();
const OBJETIVO = "Organizar o controle financeiro das empresas atendidas.";

const pessoas = (list: { nome: string }[]) => list.map((p) => p.nome);
const quantas = () => f.api.db.$count(solicitacao);
/** A request for two companies, sent by the manager. */
const enviar = () =>
  f.api.post("/solicitacao/interno/enviar/", {
    token: f.token.gestor,
    form: {
      modelo_oferta: f.oferta("Fluxo de Caixa Essencial").id,
      empresas: [f.empresaId("Sabor da Ilha"), f.empresaId("Mercado Bom Preço")],
      objetivo: OBJETIVO,
      justificativa: "",
    },
  });
const contratacao = () =>
  f.api.post("/solicitacao/interno/contratacao/interna/enviar/", {
    token: f.token.gestor,
    body: {
      modelo_oferta: f.oferta("Fluxo de Caixa Essencial").id,
      prestador: f.empresaId("Vértice Consultoria"),
      objetivo: OBJETIVO,
      justificativa: "Contratação direta para material de uso interno.",
      empresas: [],
    },
  });

describe("POST /solicitacao/interno/{id}/subsolicitacao/", () => {
  let pai: { id: number; nrosolicitacao: string };
  type Sub = Corpo<"post", "/solicitacao/interno/{id}/subsolicitacao/">;
  const sub = (id: number, body: Sub, token = f.token.gestor) =>
    f.api.post("/solicitacao/interno/{id}/subsolicitacao/", { path: { id }, token, body });
  const corpo = (extra: Partial<Sub> = {}): Sub => ({
    modelo_oferta: f.oferta("Gestão Financeira Completa").id,
    objetivo: "Aprofundar a gestão financeira de uma das empresas.",
    ...extra,
  });

  beforeAll(async () => {
    pai = (await enviar()).body;
    await f.api.db
      .update(solicitacao)
      .set({ consultorId: f.usuarioId("consultor@hub.example") })
      .where(eq(solicitacao.id, pai.id));
  });

  it("creates a child for some of the parent's companies with its managers and consultant, history on both", async () => {
    const versao = (await f.linha(pai.id)).versao;
    const res = await sub(pai.id, corpo({ empresas: [f.empresaId("Sabor da Ilha")] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tipo: "INTERNA",
      solicitacao_pai: { id: pai.id, nrosolicitacao: pai.nrosolicitacao },
      empresa: { nomefantasia: "Sabor da Ilha" },
      consultor: { nome: "Camila", sobrenome: "Teixeira" },
      valor: 9600,
      substatus: { codigo: "AGUARDANDO_ANALISE" },
    });
    expect(pessoas(res.body.gestores)).toEqual(["Fernanda", "Gustavo", "Ricardo"]);
    expect((await f.historicoDe(pai.id)).at(-1)).toMatchObject({
      acao: "SUBSOLICITACAO",
      para: res.body.nrosolicitacao,
    });
    expect((await f.linha(pai.id)).versao).toBe(versao + 1);
    expect(await f.historicoDe(res.body.id)).toMatchObject([
      { acao: "CRIAR", motivo: `Subsolicitação de ${pai.nrosolicitacao}.` },
    ]);

    const todas = await sub(pai.id, corpo());
    expect(todas.body.count_empresas).toBe(2);
    const neta = await sub(res.body.id, corpo());
    expect(neta.status).toBe(409);
  });

  it("keeps a provider-hire child with the parent's provider, who must be accredited for the new offer", async () => {
    const ci = await contratacao();
    const ok = await sub(ci.body.id, corpo());
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      tipo: "CONTRATACAO_INTERNA",
      escolha_direta: true,
      prestador: { nomefantasia: "Vértice Consultoria" },
    });
    const fora = await sub(
      ci.body.id,
      corpo({ modelo_oferta: f.oferta("Boas Práticas de Fabricação e Licença Sanitária").id }),
    );
    expect(fora.status).toBe(400);
    expect(fora.error.errors).toEqual({
      modelo_oferta: ["O prestador da solicitação principal não é credenciado para este serviço."],
    });
  });

  it("refuses companies outside the parent (400), a closed parent (409), unknown ids (404) and consultants (403)", async () => {
    const fora = await sub(pai.id, corpo({ empresas: [f.empresaId("Malha Norte")] }));
    expect(fora.status).toBe(400);
    expect(fora.error.errors).toEqual({ empresas: ["Escolha apenas empresas da solicitação principal."] });
    expect((await sub(999999, corpo())).status).toBe(404);
    expect((await sub(pai.id, corpo(), f.token.consultor)).status).toBe(403);
    const fechado = await enviar();
    await f.colocarEm(fechado.body.id, "CANCELADA");
    const antes = await quantas();
    expect((await sub(fechado.body.id, corpo())).status).toBe(409);
    expect(await quantas()).toBe(antes);
    expect(await f.api.db.$count(solicitacao, eq(solicitacao.solicitacaoPaiId, fechado.body.id))).toBe(0);
  });
});
