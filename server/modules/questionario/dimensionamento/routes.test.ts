import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { perguntaDimensionamento } from "@/server/db/schema";
import { empresaId } from "@/tests/setup/construtores";
import { respostasOf } from "@/server/modules/solicitacao/envio/respostas";

const api = usarApiDeTeste();
const PATH = "/questionario/interno/pergunta/dimensionamento/";
const token: Record<string, string> = {};

beforeAll(async () => {
  for (const u of ["admin", "gestor", "cliente"]) token[u] = await api.login(`${u}@hub.example`);
});

describe(PATH, () => {
  it("gives the answer types, and which have options", async () => {
    const res = await api.get(`${PATH}tipo/`, { token: token.gestor });
    expect(res.body).toEqual([
      { id: "TEXTO", descricao: "Texto livre", opcoes: false },
      { id: "NUMERO", descricao: "Número", opcoes: false },
      { id: "SIM_NAO", descricao: "Sim ou não", opcoes: false },
      { id: "OPCAO", descricao: "Escolha entre opções", opcoes: true },
    ]);
  });

  it("creates a question with a unique key; options only where the type has them", async () => {
    const criada = await api.post(PATH, {
      token: token.admin,
      body: {
        chave: "porte_frota",
        descricao: "Qual o porte da frota?",
        tipo_resposta: "OPCAO",
        opcoes: ["Pequena", "Grande"],
      },
    });
    expect(criada.status).toBe(201);
    expect(criada.body).toMatchObject({
      chave: "porte_frota",
      opcoes: ["Pequena", "Grande"],
      ativo: true,
      servicos: 0,
    });
    const repetida = await api.raw("POST", PATH, {
      token: token.admin,
      body: { chave: "porte_frota", descricao: "Outra", tipo_resposta: "TEXTO" },
    });
    expect(repetida.status).toBe(409);
    const semOpcoes = await api.raw("POST", PATH, {
      token: token.admin,
      body: { chave: "sem_opcoes", descricao: "Qual?", tipo_resposta: "OPCAO", opcoes: ["Só uma"] },
    });
    expect(semOpcoes.error.errors).toEqual({ opcoes: ["Liste ao menos 2 opções para o cliente escolher."] });
    const chave = await api.raw("POST", PATH, {
      token: token.admin,
      body: { chave: "Chave Ruim", descricao: "Qual?", tipo_resposta: "TEXTO" },
    });
    expect(Object.keys(chave.error.errors!)).toEqual(["chave"]);
    const mudarTipo = await api.raw("PATCH", `${PATH}${criada.body.id}/`, {
      token: token.admin,
      body: { tipo_resposta: "NUMERO" },
    });
    expect(mudarTipo.error.errors).toEqual({ opcoes: ['Uma pergunta do tipo "Número" não tem opções.'] });
    const lista = await api.get(PATH, {
      token: token.gestor,
      query: { search: "frota", tipo_resposta: "OPCAO" },
    });
    expect(lista.body.results.map((p) => p.chave)).toEqual(["porte_frota"]);
  });

  it("archives a question answers name, never deletes it; the old answers keep the text they were given", async () => {
    // A client answers the questions of a service at checkout.
    const [oferta] = (await api.get("/servico/", { query: { search: "Fluxo de Caixa Essencial" } })).body
      .results;
    const { perguntas } = (await api.get("/servico/detalhe/{id}/questionario/", { path: { id: oferta.id } }))
      .body;
    const RESPOSTA = { NUMERO: "12", SIM_NAO: "Sim", TEXTO: "Livre", OPCAO: "" };
    const enviado = await api.post("/solicitacao/externo/enviar/", {
      token: await api.login("cliente@hub.example"),
      body: {
        modelos: [
          {
            empresa: await empresaId(api.db, "Sabor da Ilha"),
            modelo_oferta: oferta.id,
            objetivo: "Organizar o caixa da empresa para o próximo ano.",
            perguntas: perguntas.map((p) => ({
              pergunta: p.id,
              resposta: RESPOSTA[p.tipo_resposta] || p.opcoes[0],
            })),
          },
        ],
      },
    });
    expect(enviado.status).toBe(201);
    const r = {
      solicitacao: enviado.body.results[0].id,
      pergunta: perguntas[0].id,
      texto: perguntas[0].pergunta,
    };
    const novoTexto = "Texto revisto da pergunta";
    const patch = await api.patch(`${PATH}{id}/`, {
      path: { id: r.pergunta },
      token: token.admin,
      body: { descricao: novoTexto },
    });
    expect(patch.status).toBe(200);
    const removida = await api.delete(`${PATH}{id}/`, { path: { id: r.pergunta }, token: token.admin });
    expect(removida.body.resultado).toBe("arquivado");
    const [linha] = await api.db
      .select()
      .from(perguntaDimensionamento)
      .where(eq(perguntaDimensionamento.id, r.pergunta));
    expect(linha).toMatchObject({ ativo: false, descricao: novoTexto });
    const respostas = await respostasOf(api.db, r.solicitacao);
    expect(respostas.find((x) => x.pergunta.id === r.pergunta)!.pergunta.pergunta).toBe(r.texto);
    const historico = await api.get(`${PATH}{id}/historico/`, {
      path: { id: r.pergunta },
      token: token.admin,
    });
    expect(historico.body.map((h) => h.para)).toEqual([`Pergunta: ${novoTexto}`, "Ativa: não"]);

    const livre = await api.post(PATH, {
      token: token.admin,
      body: { chave: "sem_uso", descricao: "Sem uso?", tipo_resposta: "SIM_NAO" },
    });
    // The history names the answer type, never its code.
    const criacao = await api.get(`${PATH}{id}/historico/`, {
      path: { id: livre.body.id },
      token: token.admin,
    });
    expect(criacao.body[0].para).toContain("Tipo de resposta: Sim ou não");
    const excluida = await api.delete(`${PATH}{id}/`, { path: { id: livre.body.id }, token: token.admin });
    expect(excluida.body.resultado).toBe("excluido");
  });

  it("lets only administrators write; staff read", async () => {
    expect((await api.raw("POST", PATH, { token: token.gestor, body: {} })).status).toBe(403);
    expect(
      (await api.raw("PATCH", `${PATH}1/`, { token: token.gestor, body: { ativo: false } })).status,
    ).toBe(403);
    expect((await api.raw("GET", PATH, { token: token.cliente })).status).toBe(403);
    expect((await api.raw("GET", `${PATH}tipo/`, { token: token.cliente })).status).toBe(403);
  });
});
