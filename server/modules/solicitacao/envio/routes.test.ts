import { beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, inArray } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo } from "@/tests/setup/cliente-api";
import {
  empresa,
  historico,
  modeloOferta,
  notificacao,
  perguntaDimensionamento,
  servico,
  servicoPergunta,
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  solicitacaoResposta,
  unidadeAtendimento,
  unidadeAtendimentoCidade,
  usuario,
} from "@/server/db/schema";
import { perguntasDosServicosDoDemo } from "@/tests/setup/construtores";
import type { perguntasDosServicos } from "../../servico";
import { SUBSTATUS_INICIAL } from "./service";

const api = usarApiDeTeste();
let cliente: string;
let clienteId: number;
const empresaId: Record<string, number> = {};
const oferta: Record<string, { id: number; servicoId: number; valor: number }> = {};
type Pergunta = Awaited<ReturnType<typeof perguntasDosServicos>>[number];
let perguntas: Pergunta[];
const teste: Record<string, number> = {};

const OBJETIVO = "Organizar o controle financeiro da empresa.";
const MARCO = new Date("2026-03-10T12:00:00Z");

// A valid answer for any question, by its type.
const validAnswer = (p: Pergunta) =>
  ({ NUMERO: "12", SIM_NAO: "Sim", OPCAO: p.opcoes.split("|")[0], TEXTO: "Resposta livre" })[p.tipoResposta];
const answersFor = (servicoId: number) =>
  perguntas
    .filter((p) => p.servicoId === servicoId)
    .map((p) => ({ pergunta: p.id, resposta: validAnswer(p) }));
type Modelo = Corpo<"post", "/solicitacao/externo/enviar/">["modelos"][number];
const entry = (empresa: string, modelo: string, extra: Partial<Modelo> = {}): Modelo => ({
  empresa: empresaId[empresa],
  modelo_oferta: oferta[modelo].id,
  objetivo: OBJETIVO,
  perguntas: answersFor(oferta[modelo].servicoId),
  ...extra,
});
const enviar = (modelos: Modelo[], token = cliente) =>
  api.post("/solicitacao/externo/enviar/", { token, body: { modelos } });
const rows = async (table: typeof solicitacao | typeof solicitacaoResposta | typeof historico) =>
  (await api.db.select({ n: count() }).from(table))[0].n;

beforeAll(async () => {
  api.setNow(MARCO);
  cliente = await api.login("cliente@hub.example");
  [{ id: clienteId }] = await api.db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.email, "cliente@hub.example"));
  const empresas = await api.db.select({ id: empresa.id, nome: empresa.nomefantasia }).from(empresa);
  for (const e of empresas) empresaId[e.nome] = e.id;
  const ofertas = await api.db
    .select({
      id: modeloOferta.id,
      titulo: modeloOferta.titulo,
      servicoId: servico.id,
      valor: modeloOferta.valor,
    })
    .from(modeloOferta)
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId));
  for (const o of ofertas) oferta[o.titulo] = { ...o, valor: Number(o.valor) };
  // Questions of our own on the first service, so type checks do not depend on the demo questions.
  const srv = oferta["Fluxo de Caixa Essencial"].servicoId;
  const own = await api.db
    .insert(perguntaDimensionamento)
    .values([
      {
        chave: "teste_numero",
        descricao: "Quantas lojas?",
        tipoResposta: "NUMERO",
        obrigatoria: false,
      },
      {
        chave: "teste_opcao",
        descricao: "Qual o porte?",
        tipoResposta: "OPCAO",
        opcoes: "Pequeno|Grande",
        obrigatoria: false,
      },
      {
        chave: "teste_obrigatoria",
        descricao: "Qual a meta do ano?",
        tipoResposta: "TEXTO",
      },
    ])
    .returning();
  for (const p of own) teste[p.chave] = p.id;
  await api.db
    .insert(servicoPergunta)
    .values(own.map((p, i) => ({ servicoId: srv, perguntaId: p.id, ordem: 90 + i })));
  perguntas = await perguntasDosServicosDoDemo(api.db);
});

describe("POST /solicitacao/externo/enviar/", () => {
  it("creates one request per entry: number, status, value, company, answers, managers and history", async () => {
    const res = await enviar([
      entry("Sabor da Ilha", "Fluxo de Caixa Essencial"),
      entry("Sítio Zanella", "Gestão de Custos da Propriedade Rural", {
        objetivo: "  Conhecer os custos do leite.  ",
      }),
    ]);
    expect(res.status).toBe(201);
    const [padaria, sitio] = res.body.results;
    expect(padaria.nrosolicitacao).toMatch(/^2026-\d{6}$/);
    expect(Number(sitio.nrosolicitacao.slice(5))).toBe(Number(padaria.nrosolicitacao.slice(5)) + 1);
    expect(padaria).toMatchObject({
      empresa: { id: empresaId["Sabor da Ilha"], nomefantasia: "Sabor da Ilha" },
      empresa_label: "Sabor da Ilha",
      empresas: [{ id: empresaId["Sabor da Ilha"], nomefantasia: "Sabor da Ilha" }],
      count_empresas: 1,
      modelooferta: { id: oferta["Fluxo de Caixa Essencial"].id, titulo: "Fluxo de Caixa Essencial" },
      substatus: {
        codigo: SUBSTATUS_INICIAL,
        descricao: "Aguardando análise",
        status: { codigo: "EM_ANALISE" },
      },
      valor: 4800,
      objetivo: OBJETIVO,
      dtainclusao: MARCO.toISOString(),
      // Unidade Florianópolis: the manager and the coordinator; the first by name.
      gestor: { nome: "Fernanda", sobrenome: "Castilho" },
    });
    expect(sitio).toMatchObject({
      empresa_label: "Sítio Zanella",
      valor: oferta["Gestão de Custos da Propriedade Rural"].valor,
      objetivo: "Conhecer os custos do leite.",
      gestor: { nome: "Gustavo", sobrenome: "Schneider" },
    });

    const ids = [padaria.id, sitio.id];
    const saved = await api.db.select().from(solicitacao).where(inArray(solicitacao.id, ids));
    expect(saved.map((s) => s.usuarioId)).toEqual([clienteId, clienteId]);
    const links = await api.db
      .select()
      .from(solicitacaoEmpresa)
      .where(inArray(solicitacaoEmpresa.solicitacaoId, ids));
    expect(links).toHaveLength(2);
    const answers = await api.db
      .select()
      .from(solicitacaoResposta)
      .where(eq(solicitacaoResposta.solicitacaoId, padaria.id));
    expect(answers).toHaveLength(answersFor(oferta["Fluxo de Caixa Essencial"].servicoId).length);
    expect(answers.find((a) => a.perguntaId === teste.teste_opcao)?.resposta).toBe("Pequeno");
    const managers = await api.db
      .select({ id: solicitacaoGestor.solicitacaoId, email: usuario.email })
      .from(solicitacaoGestor)
      .innerJoin(usuario, eq(usuario.id, solicitacaoGestor.usuarioId))
      .where(inArray(solicitacaoGestor.solicitacaoId, ids));
    const of = (id: number) =>
      managers
        .filter((m) => m.id === id)
        .map((m) => m.email)
        .sort();
    expect(of(padaria.id)).toEqual(["coordenador@hub.example", "gestor@hub.example"]);
    expect(of(sitio.id)).toEqual(["gestor@hub.example", "gustavo.schneider@hub.example"]);
    const events = await api.db.select().from(historico).where(inArray(historico.entidadeId, ids));
    expect(events.filter((e) => e.entidade === "solicitacao").map((e) => [e.para, e.usuarioId])).toEqual([
      [SUBSTATUS_INICIAL, clienteId],
      [SUBSTATUS_INICIAL, clienteId],
    ]);

    // The staff of each request's unit are told it arrived; another unit's manager and the client are not.
    await api.entregar();
    const avisados = await api.db
      .select({ email: usuario.email, entidadeId: notificacao.entidadeId, texto: notificacao.texto })
      .from(notificacao)
      .innerJoin(usuario, eq(usuario.id, notificacao.usuarioId))
      .where(and(eq(notificacao.tipo, "solicitacao_nova"), inArray(notificacao.entidadeId, ids)));
    const avisadosDe = (id: number) =>
      avisados
        .filter((n) => n.entidadeId === id)
        .map((n) => n.email)
        .sort();
    expect(avisadosDe(padaria.id)).toEqual(["coordenador@hub.example", "gestor@hub.example"]);
    expect(avisadosDe(sitio.id)).toEqual(["gestor@hub.example", "gustavo.schneider@hub.example"]);
    expect(avisados.find((n) => n.entidadeId === padaria.id)?.texto).toBe(
      `Chegou a solicitação ${padaria.nrosolicitacao} (Fluxo de Caixa Essencial): analise-a.`,
    );
  });

  it("gives a request the managers of the unit its company's city is in now", async () => {
    const [{ cidadeId }] = await api.db
      .select({ cidadeId: empresa.cidadeId })
      .from(empresa)
      .where(eq(empresa.id, empresaId["Sabor da Ilha"]));
    const [{ id: oeste }] = await api.db
      .select({ id: unidadeAtendimento.id })
      .from(unidadeAtendimento)
      .where(eq(unidadeAtendimento.descricao, "Unidade Oeste Catarinense"));
    // A city is in one unit (issue 46): moved to the west's, its requests go to that unit's managers.
    const [antes] = await api.db
      .select({ unidadeId: unidadeAtendimentoCidade.unidadeId })
      .from(unidadeAtendimentoCidade)
      .where(eq(unidadeAtendimentoCidade.cidadeId, cidadeId));
    await api.db
      .update(unidadeAtendimentoCidade)
      .set({ unidadeId: oeste })
      .where(eq(unidadeAtendimentoCidade.cidadeId, cidadeId));
    try {
      const res = await enviar([entry("Sabor da Ilha", "Fluxo de Caixa Essencial")]);
      expect(res.status).toBe(201);
      const managers = await api.db
        .select({ email: usuario.email })
        .from(solicitacaoGestor)
        .innerJoin(usuario, eq(usuario.id, solicitacaoGestor.usuarioId))
        .where(eq(solicitacaoGestor.solicitacaoId, res.body.results[0].id));
      expect(managers.map((m) => m.email).sort()).toEqual([
        "gestor@hub.example",
        "gustavo.schneider@hub.example",
      ]);
    } finally {
      await api.db
        .update(unidadeAtendimentoCidade)
        .set({ unidadeId: antes.unidadeId })
        .where(eq(unidadeAtendimentoCidade.cidadeId, cidadeId));
    }
  });

  it("writes nothing when any entry is invalid", async () => {
    const before = await Promise.all([rows(solicitacao), rows(solicitacaoResposta), rows(historico)]);
    // Mercado Bom Preço belongs to another client.
    const res = await enviar([
      entry("Sabor da Ilha", "Fluxo de Caixa Essencial"),
      entry("Mercado Bom Preço", "Fluxo de Caixa Essencial"),
    ]);
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({
      "modelos.1.empresa": ["Empresa não encontrada entre as suas empresas."],
    });
    expect(await Promise.all([rows(solicitacao), rows(solicitacaoResposta), rows(historico)])).toEqual(
      before,
    );
  });

  it("keys each problem by entry and field", async () => {
    const fluxo = oferta["Fluxo de Caixa Essencial"].servicoId;
    const valid = answersFor(fluxo);
    const replace = (id: number, resposta: string) =>
      valid.map((a) => (a.pergunta === id ? { pergunta: id, resposta } : a));
    const outra = perguntas.find((p) => !valid.some((a) => a.pergunta === p.id))!;
    const res = await enviar([
      entry("Sabor da Ilha", "Oficina Presencial de Finanças"),
      { ...entry("Sabor da Ilha", "Fluxo de Caixa Essencial"), modelo_oferta: 999999 },
      entry("Sabor da Ilha", "Fluxo de Caixa Essencial", {
        perguntas: valid.filter((a) => a.pergunta !== teste.teste_obrigatoria),
      }),
      entry("Sabor da Ilha", "Fluxo de Caixa Essencial", {
        perguntas: [...valid, { pergunta: outra.id, resposta: "x" }],
      }),
      entry("Nexo Software", "Fluxo de Caixa Essencial", { perguntas: replace(teste.teste_numero, "doze") }),
      entry("Nexo Software", "Fluxo de Caixa Essencial", { perguntas: replace(teste.teste_opcao, "Médio") }),
    ]);
    expect(res.status).toBe(400);
    const last = valid.length;
    const at = valid.findIndex((a) => a.pergunta === teste.teste_numero);
    const op = valid.findIndex((a) => a.pergunta === teste.teste_opcao);
    expect(res.error.errors).toEqual({
      "modelos.0.modelo_oferta": ["Modelo de oferta não encontrado ou inativo."],
      "modelos.1.modelo_oferta": ["Modelo de oferta não encontrado ou inativo."],
      "modelos.2.perguntas": ["Responda a pergunta obrigatória: Qual a meta do ano?"],
      [`modelos.3.perguntas.${last}.pergunta`]: ["Esta pergunta não é do serviço escolhido."],
      [`modelos.4.perguntas.${at}.resposta`]: ["Informe um número, como 12 ou 3,5."],
      [`modelos.5.perguntas.${op}.resposta`]: ["Escolha uma das opções: Pequeno, Grande."],
    });
  });

  it("takes only the fields of the contract, in bounds", async () => {
    const ok = entry("Sabor da Ilha", "Fluxo de Caixa Essencial");
    // Fields the contract lacks, or of the wrong type, among them.
    const keys = async (body: unknown) => {
      const res = await api.raw("POST", "/solicitacao/externo/enviar/", { token: cliente, body });
      expect(res.status).toBe(400);
      return Object.keys(res.error.errors!);
    };
    expect(await keys({ modelos: [ok], usuario: 1 })).toEqual(["usuario"]);
    expect(await keys({ modelos: [{ ...ok, valor: 1 }] })).toEqual(["modelos.0.valor"]);
    expect(await keys({ modelos: [{ ...ok, objetivo: "curto" }] })).toEqual(["modelos.0.objetivo"]);
    expect(await keys({ modelos: [{ ...ok, empresa: "1" }] })).toEqual(["modelos.0.empresa"]);
    expect(await keys({ modelos: [{ ...ok, empresa: 3_000_000_000 }] })).toEqual(["modelos.0.empresa"]);
    expect(await keys({ modelos: [] })).toEqual(["modelos"]);
    expect(await keys({ modelos: Array(21).fill(ok) })).toEqual(["modelos"]);
  });

  it("words the field errors for the person filling the cart", async () => {
    const ok = entry("Sabor da Ilha", "Fluxo de Caixa Essencial");
    const { objetivo: _, ...semObjetivo } = ok;
    // The second without the objective the contract requires.
    const res = await api.raw("POST", "/solicitacao/externo/enviar/", {
      token: cliente,
      body: { modelos: [{ ...ok, objetivo: "curto", empresa: 3_000_000_000 }, semObjetivo] },
    });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({
      "modelos.0.objetivo": ["Escreva ao menos 10 caracteres."],
      "modelos.0.empresa": ["Informe um identificador válido."],
      "modelos.1.objetivo": ["Preencha este campo."],
    });
    expect((await enviar([])).error.errors).toEqual({ modelos: ["O carrinho está vazio."] });
  });

  it("is for clients only", async () => {
    const body = { modelos: [entry("Sabor da Ilha", "Fluxo de Caixa Essencial")] };
    expect((await api.post("/solicitacao/externo/enviar/", { body })).status).toBe(401);
    for (const email of ["prestador@hub.example", "gestor@hub.example"]) {
      const token = await api.login(email);
      expect((await api.post("/solicitacao/externo/enviar/", { token, body })).status).toBe(403);
      expect((await api.get("/solicitacao/externo/", { token })).status).toBe(403);
    }
    expect((await api.get("/solicitacao/externo/")).status).toBe(401);
  });
});
