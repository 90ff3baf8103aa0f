import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { solicitacaoResposta } from "@/server/db/schema";
import { MOTIVO, usarAcoesFixture } from "@/tests/setup/acoes";
import type { Corpo } from "@/tests/setup/cliente-api";

const f = usarAcoesFixture();

describe("PATCH /solicitacao/interno/cliente/atualiza/{id}/", () => {
  const RESPOSTA = "Incluí o faturamento mensal no objetivo.";
  const NOVO_OBJETIVO = "Organizar o fluxo de caixa de uma empresa que fatura R$ 80 mil por mês.";

  const devolvida = async () => {
    const id = await f.criar();
    await f.api.patch("/solicitacao/interno/{id}/devolver/", {
      path: { id },
      token: f.token.gestor,
      body: { motivo: MOTIVO },
    });
    return id;
  };
  const atualizar = (
    id: number,
    body: Corpo<"patch", "/solicitacao/interno/cliente/atualiza/{id}/">,
    opts: { token?: string; versao?: number } = {},
  ) =>
    f.api.patch("/solicitacao/interno/cliente/atualiza/{id}/", {
      path: { id },
      token: opts.token ?? f.token.cliente,
      body,
      versao: opts.versao,
    });

  it("puts the request back in analysis with the client's reply, objective and new answers", async () => {
    const id = await devolvida();
    const { versao } = await f.linha(id);
    // The client's detail offers the reply from the request's table while it is returned, and not after.
    const acoes = async () =>
      (await f.api.get("/solicitacao/externo/detalhe/{id}/", { path: { id }, token: f.token.cliente })).body
        .acoes;
    expect(await acoes()).toEqual(["resposta_cliente"]);
    const { servicoId } = f.oferta("Fluxo de Caixa Essencial");
    const perguntas = f.respostasPara(servicoId);
    const simNao = perguntas.findIndex((p) => p.resposta === "Sim");
    perguntas[simNao] = { ...perguntas[simNao], resposta: "nao" };
    const res = await atualizar(id, { resposta: RESPOSTA, objetivo: NOVO_OBJETIVO, perguntas }, { versao });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, versao: versao + 1, substatus: { codigo: "AGUARDANDO_ANALISE" } });
    expect(await f.linha(id)).toMatchObject({ substatus: "AGUARDANDO_ANALISE", objetivo: NOVO_OBJETIVO });
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({
      acao: "RESPOSTA_CLIENTE",
      de: "DEVOLVIDA_CLIENTE",
      para: "AGUARDANDO_ANALISE",
      usuarioId: f.usuarioId("cliente@hub.example"),
      motivo: RESPOSTA,
    });
    const salvas = await f.api.db
      .select()
      .from(solicitacaoResposta)
      .where(eq(solicitacaoResposta.solicitacaoId, id));
    expect(salvas).toHaveLength(perguntas.length);
    expect(salvas.find((r) => r.perguntaId === perguntas[simNao].pergunta)?.resposta).toBe("Não");
    const detalhe = await f.api.get("/solicitacao/externo/detalhe/{id}/", {
      path: { id },
      token: f.token.cliente,
    });
    expect(detalhe.body.ajuste).toBeNull();
    expect(detalhe.body.acoes).toEqual([]);
    expect(detalhe.body.historico.at(-1)).toMatchObject({ acao: "RESPOSTA_CLIENTE", motivo: RESPOSTA });
  });

  it("keeps objective and answers when only the reply is sent", async () => {
    const id = await devolvida();
    const antes = await f.api.db
      .select()
      .from(solicitacaoResposta)
      .where(eq(solicitacaoResposta.solicitacaoId, id));
    const res = await atualizar(id, { resposta: RESPOSTA });
    expect(res.status).toBe(200);
    expect((await f.linha(id)).objetivo).toBe("Organizar o controle financeiro da empresa.");
    const depois = await f.api.db
      .select()
      .from(solicitacaoResposta)
      .where(eq(solicitacaoResposta.solicitacaoId, id));
    expect(depois).toEqual(antes);
  });

  it("checks the answers like the first send, keyed by position, and changes nothing", async () => {
    const id = await devolvida();
    // Leaves out the first question (required) and answers the second (yes/no) with something else.
    const [, ...resto] = f.respostasPara(f.oferta("Fluxo de Caixa Essencial").servicoId);
    const outra = f.respostasPara(f.oferta("Gestão de Custos da Propriedade Rural").servicoId)[0];
    const res = await atualizar(id, {
      resposta: RESPOSTA,
      perguntas: [outra, { ...resto[0], resposta: "talvez" }, ...resto.slice(1)],
    });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({
      "perguntas.0.pergunta": ["Esta pergunta não é do serviço escolhido."],
      "perguntas.1.resposta": ["Responda Sim ou Não."],
      perguntas: [expect.stringMatching(/^Responda a pergunta obrigatória: /)],
    });
    expect((await f.linha(id)).substatus).toBe("DEVOLVIDA_CLIENTE");
  });

  it("answers 404 for another company's request and 409 unless returned or when stale", async () => {
    const outro = await f.criarDeOutro();
    await f.colocarEm(outro, "DEVOLVIDA_CLIENTE");
    expect((await atualizar(outro, { resposta: RESPOSTA })).status).toBe(404);
    expect((await atualizar(999999, { resposta: RESPOSTA })).status).toBe(404);
    const emAnalise = await f.criar();
    expect((await atualizar(emAnalise, { resposta: RESPOSTA })).status).toBe(409);
    const id = await devolvida();
    const { versao } = await f.linha(id);
    expect((await atualizar(id, { resposta: RESPOSTA }, { versao: versao - 1 })).status).toBe(409);
    expect((await f.linha(id)).substatus).toBe("DEVOLVIDA_CLIENTE");
  });

  it("is for clients only and takes only its fields", async () => {
    const id = await devolvida();
    for (const token of [f.token.gestor, f.token.prestador, f.token.consultor])
      expect((await atualizar(id, { resposta: RESPOSTA }, { token })).status).toBe(403);
    // A field the contract lacks among them.
    const keys = async (body: unknown) => {
      const res = await f.api.raw("PATCH", `/solicitacao/interno/cliente/atualiza/${id}/`, {
        token: f.token.cliente,
        body,
      });
      expect(res.status).toBe(400);
      return Object.keys(res.error.errors!);
    };
    expect(await keys({ resposta: "curta" })).toEqual(["resposta"]);
    expect(await keys({ resposta: RESPOSTA, objetivo: "curto" })).toEqual(["objetivo"]);
    expect(await keys({ resposta: RESPOSTA, substatus: "AGUARDANDO_ANALISE" })).toEqual(["substatus"]);
  });
});
