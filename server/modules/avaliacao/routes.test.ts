import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { CABECALHO_PAR } from "@/lib/endereco";
import { env, linkBaseUrl } from "@/lib/env";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo } from "@/tests/setup/cliente-api";
import { criarProjetoComEtapas } from "@/tests/setup/construtores";
import { textoDoPdf } from "@/tests/setup/pdf";
import { atestado, avaliacao, historico, linkAcesso, projeto, solicitacao } from "@/server/db/schema";
import { arquivo as arquivoDe, PDF } from "../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let nro = 950000;

beforeAll(async () => {
  for (const who of ["cliente", "prestador", "gestor", "consultor"])
    token[who] = await api.login(`${who}@hub.example`);
  token.helena = await api.login("helena.prado@hub.example");
});

/** A request of `empresa` carried out by prestador@'s Vértice, its stages approved, waiting for evaluation. */
async function aAvaliar(empresa = "Sabor da Ilha") {
  const p = await criarProjetoComEtapas(api.db, {
    nro: `2026-${++nro}`,
    empresas: [empresa],
    prestador: "Vértice Consultoria",
    etapas: ["APROVADA", "APROVADA"],
  });
  const [{ id }] = await api.db.select({ id: projeto.solicitacaoId }).from(projeto).where(eq(projeto.id, p));
  await api.db
    .update(solicitacao)
    .set({ substatusId: await api.substatusId("solicitacao", "AGUARDANDO_AVALIACAO") })
    .where(eq(solicitacao.id, id));
  return { solicitacao: id, projeto: p };
}

type Pergunta = { id: number; tipo: "NOTA" | "TEXTO" };
const pagina = (id: number, who: string) =>
  api.get("/avaliacao/questionario/{id}/", { path: { id }, token: token[who] });
/** Answers for every question: score `nota` to the scored ones, a text to the others. */
const respostas = (perguntas: Pergunta[], nota = 4) =>
  perguntas.map((p) =>
    p.tipo === "NOTA" ? { pergunta: p.id, nota } : { pergunta: p.id, texto: "Mais visitas." },
  );
const avaliar = (body: Corpo<"post", "/avaliacao/">, who = "cliente") =>
  api.post("/avaliacao/", { token: token[who], body });

describe("the client's evaluation in the portal", () => {
  it("answers the request's questionnaire once, with a mean score, and lets staff finish the request", async () => {
    const x = await aAvaliar();
    const doCliente = await pagina(x.solicitacao, "cliente");
    expect(doCliente.status).toBe(200);
    expect(doCliente.body).toMatchObject({
      solicitacao: { id: x.solicitacao, prestador: "Vértice Consultoria" },
      questionario: { descricao: "Avaliação do serviço" },
      avaliacao: null,
      acoes: ["avaliar", "compartilhar"],
    });
    const perguntas = doCliente.body.questionario.perguntas;
    expect(perguntas.map((p) => p.tipo)).toEqual(["NOTA", "NOTA", "NOTA", "NOTA", "NOTA", "TEXTO"]);
    expect((await pagina(x.solicitacao, "prestador")).body).toMatchObject({
      acoes: [],
    });
    expect((await pagina(x.solicitacao, "gestor")).body).toMatchObject({
      acoes: ["compartilhar"],
    });

    // A scored question left blank is named on its field; the provider may not answer for the client.
    const semNota = respostas(perguntas).filter((r) => r.pergunta !== perguntas[1].id);
    const incompleta = await avaliar({ solicitacao: x.solicitacao, respostas: semNota });
    expect(incompleta.status).toBe(400);
    expect(incompleta.error.errors).toEqual({ "respostas.1.nota": ["Dê uma nota de 1 a 5."] });
    const foraDaEscala = await avaliar({
      solicitacao: x.solicitacao,
      respostas: [{ pergunta: perguntas[0].id, nota: 6 }],
    });
    expect(foraDaEscala.status).toBe(400);
    expect(
      (await avaliar({ solicitacao: x.solicitacao, respostas: respostas(perguntas) }, "prestador")).status,
    ).toBe(403);

    const notas = [5, 4, 4, 3, 5];
    const body = {
      solicitacao: x.solicitacao,
      respostas: perguntas.map((p, i) =>
        p.tipo === "NOTA"
          ? { pergunta: p.id, nota: notas[i] }
          : { pergunta: p.id, texto: "  Mais visitas.  " },
      ),
      comentario: "Equipe atenciosa.",
    };
    const antes = (await api.db.select().from(solicitacao).where(eq(solicitacao.id, x.solicitacao)))[0];
    const res = await avaliar(body);
    expect(res.status).toBe(201);
    expect(res.body.acoes).not.toContain("avaliar");
    expect(res.body.avaliacao).toMatchObject({
      questionario: "Avaliação do serviço",
      nota: 4.2,
      comentario: "Equipe atenciosa.",
      via: "PORTAL",
    });
    expect(res.body.avaliacao!.respostas.at(-1)).toMatchObject({
      tipo: "TEXTO",
      nota: null,
      texto: "Mais visitas.",
    });
    const depois = (await api.db.select().from(solicitacao).where(eq(solicitacao.id, x.solicitacao)))[0];
    expect(depois.dtaavaliacao).not.toBeNull();
    expect(depois.versao).toBe(antes.versao + 1);
    const linhas = await api.db
      .select({ acao: historico.acao })
      .from(historico)
      .where(and(eq(historico.entidade, "solicitacao"), eq(historico.entidadeId, x.solicitacao)));
    expect(linhas.map((l) => l.acao)).toContain("AVALIACAO");

    const deNovo = await avaliar(body);
    expect(deNovo.status).toBe(409);
    expect(deNovo.error.detail).toBe("Esta solicitação já foi avaliada.");
    // The provider and staff read the answers ("view evaluation").
    expect((await pagina(x.solicitacao, "prestador")).body.avaliacao!.nota).toBe(4.2);
    const fim = await api.patch("/solicitacao/interno/{id}/finalizar/", {
      path: { id: x.solicitacao },
      token: token.gestor,
    });
    expect(fim.status).toBe(200);
  });

  it("is refused while the project runs, and out of reach for other clients and unknown requests", async () => {
    const x = await aAvaliar();
    await api.db
      .update(solicitacao)
      .set({ substatusId: await api.substatusId("solicitacao", "EM_EXECUCAO") })
      .where(eq(solicitacao.id, x.solicitacao));
    const { perguntas } = (await pagina(x.solicitacao, "cliente")).body.questionario;
    const cedo = await avaliar({ solicitacao: x.solicitacao, respostas: respostas(perguntas) });
    expect(cedo.status).toBe(409);
    expect(cedo.error.detail).toBe("A solicitação não aguarda avaliação.");

    const alheia = await aAvaliar("Malha Norte");
    expect((await pagina(alheia.solicitacao, "cliente")).status).toBe(404);
    expect((await pagina(alheia.solicitacao, "prestador")).status).toBe(200);
    expect((await avaliar({ solicitacao: alheia.solicitacao, respostas: respostas(perguntas) })).status).toBe(
      404,
    );
    expect((await pagina(99999999, "gestor")).status).toBe(404);
    expect(
      (await api.get("/avaliacao/questionario/{id}/", { path: { id: alheia.solicitacao } })).status,
    ).toBe(401);
  });

  it("of two answers sent at once, records one", async () => {
    const x = await aAvaliar();
    const { perguntas } = (await pagina(x.solicitacao, "cliente")).body.questionario;
    const body = { solicitacao: x.solicitacao, respostas: respostas(perguntas) };
    const status = (await Promise.all([avaliar(body), avaliar(body)])).map((r) => r.status).sort();
    expect(status).toEqual([201, 409]);
    expect(
      await api.db.select().from(avaliacao).where(eq(avaliacao.solicitacaoId, x.solicitacao)),
    ).toHaveLength(1);
  });
});

describe("the evaluation link", () => {
  const criarLink = (id: number, who = "gestor") =>
    api.post("/avaliacao/{id}/link/", { path: { id }, token: token[who] });
  const tokenDe = (url: string) => url.split("/avaliacao/")[1];

  it("opens the questionnaire without a session, takes the answers once, and is spent", async () => {
    const x = await aAvaliar();
    expect((await criarLink(x.solicitacao, "prestador")).status).toBe(403);
    expect((await criarLink(x.solicitacao, "consultor")).status).toBe(403);
    const link = await criarLink(x.solicitacao);
    expect(link.status).toBe(201);
    expect(link.body.url).toMatch(/\/avaliacao\/[\w-]{43}$/);
    const t = tokenDe(link.body.url);
    const aberto = await api.get("/link/avaliacao/{token}/", { path: { token: t } });
    expect(aberto.status).toBe(200);
    expect(aberto.body.solicitacao.id).toBe(x.solicitacao);
    const perguntas = aberto.body.questionario.perguntas;

    const incompleta = await api.post("/avaliacao/avaliacao-link/", {
      query: { token: t },
      body: { respostas: [] },
    });
    expect(incompleta.status).toBe(400);
    // A refused answer leaves the link usable.
    const res = await api.post("/avaliacao/avaliacao-link/", {
      query: { token: t },
      body: { respostas: respostas(perguntas, 5) },
    });
    expect(res.status).toBe(204);
    const [a] = await api.db.select().from(avaliacao).where(eq(avaliacao.solicitacaoId, x.solicitacao));
    expect(a).toMatchObject({ usuarioId: null, nota: "5.00" });
    expect((await pagina(x.solicitacao, "gestor")).body.avaliacao!.via).toBe("LINK");

    const reuso = await api.post("/avaliacao/avaliacao-link/", {
      query: { token: t },
      body: { respostas: respostas(perguntas) },
    });
    expect(reuso.status).toBe(404);
    expect(reuso.error.detail).toBe("Este link é inválido, expirou ou já foi usado. Peça um novo link.");
    expect((await api.get("/link/avaliacao/{token}/", { path: { token: t } })).status).toBe(404);
    // Once evaluated there is nothing left to share.
    expect((await criarLink(x.solicitacao)).status).toBe(409);
  });

  it("stops working when it expires, and a client may create one for their own request", async () => {
    const x = await aAvaliar();
    const link = await criarLink(x.solicitacao, "cliente");
    expect(link.status).toBe(201);
    const t = tokenDe(link.body.url);
    await api.db
      .update(linkAcesso)
      // An hour before it was created, by the server's clock (LINK_AVALIACAO_HORAS = 168).
      .set({ expiraEm: new Date(Date.parse(link.body.expira) - 169 * 3_600_000) })
      .where(and(eq(linkAcesso.finalidade, "AVALIACAO"), eq(linkAcesso.alvoId, x.solicitacao)));
    expect((await api.get("/link/avaliacao/{token}/", { path: { token: t } })).status).toBe(404);
    const res = await api.post("/avaliacao/avaliacao-link/", {
      query: { token: t },
      body: { respostas: [] },
    });
    expect(res.status).toBe(404);
    expect((await api.get("/link/avaliacao/{token}/", { path: { token: "nao-existe" } })).status).toBe(404);
    expect((await api.post("/avaliacao/avaliacao-link/", { body: { respostas: [] } })).status).toBe(404);
  });
});

describe("the final attestation", () => {
  const gerar = (id: number, who: string) =>
    api.app.request(`/api/hub/avaliacao/gerar/atestofinal/${id}/`, {
      method: "POST",
      headers: { authorization: `Bearer ${token[who]}` },
    });

  it("is issued once the request is concluded, the same PDF after, with a code anyone can check", async () => {
    const x = await aAvaliar();
    expect((await gerar(x.solicitacao, "cliente")).status).toBe(409);
    const { perguntas } = (await pagina(x.solicitacao, "cliente")).body.questionario;
    await avaliar({ solicitacao: x.solicitacao, respostas: respostas(perguntas, 5) });
    const certificado = await api.post("/projeto/externo/{id}/certificados/", {
      path: { id: x.projeto },
      token: token.prestador,
      form: {
        descricao: "Certificado de participação na oficina de custos",
        arquivo: arquivoDe(PDF, "c.pdf"),
      },
    });
    expect(certificado.status).toBe(201);
    expect(
      (
        await api.patch("/solicitacao/interno/{id}/finalizar/", {
          path: { id: x.solicitacao },
          token: token.gestor,
        })
      ).status,
    ).toBe(200);

    const res = await gerar(x.solicitacao, "cliente");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/pdf");
    const pdf = await textoDoPdf(res);
    for (const trecho of [
      "Atestado final de execução",
      `2026-${nro}`,
      "Vértice Consultoria",
      "Etapa 1",
      "Etapa 2",
      "Nota média: 5,0 de 5",
      "Certificado de participação",
      "Código de verificação:",
    ])
      expect(pdf.text).toContain(trecho);
    const [emitido] = await api.db.select().from(atestado).where(eq(atestado.solicitacaoId, x.solicitacao));
    expect(emitido.codigo).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(pdf.text).toContain(emitido.codigo);
    // The QR code beside it points to the public page, on the address shared links use.
    expect(pdf.text).toContain(`${linkBaseUrl(env)}/atestado/${emitido.codigo}`);

    const doPrestador = await textoDoPdf(await gerar(x.solicitacao, "prestador"));
    expect(Buffer.from(doPrestador.bytes).equals(Buffer.from(pdf.bytes))).toBe(true);
    // Another provider does not reach it.
    expect((await gerar(x.solicitacao, "helena")).status).toBe(404);

    const verificado = await api.get("/avaliacao/atestado/{codigo}/", {
      path: { codigo: emitido.codigo.toLowerCase() },
    });
    expect(verificado.status).toBe(200);
    expect(verificado.body).toMatchObject({
      codigo: emitido.codigo,
      nrosolicitacao: `2026-${nro}`,
      prestador: expect.stringContaining("rtice"),
      empresas: [expect.any(String)],
      etapas: [
        { ordem: 1, titulo: expect.any(String), situacao: expect.any(String) },
        { ordem: 2, titulo: expect.any(String), situacao: expect.any(String) },
      ],
      concluida_em: expect.any(String),
    });
    // Only what the attestation prints of the work: no values, documents' numbers or evaluation.
    expect(JSON.stringify(verificado.body)).not.toMatch(/valor|cnpj|cpf|nota|avaliacao/i);
    expect(
      (await api.get("/avaliacao/atestado/{codigo}/", { path: { codigo: "AAAA-BBBB-CCCC-DDDD" } })).status,
    ).toBe(404);
  });
});

describe("public check of an attestation's code", () => {
  it("answers 404 for an unknown code and 429 after an address's hourly look-ups, not to another address", async () => {
    const consultar = (ip: string) =>
      api.app.request("/api/hub/avaliacao/atestado/ZZZZ-ZZZZ-ZZZZ-ZZZZ/", {
        headers: { [CABECALHO_PAR]: ip },
      });
    for (let i = 0; i < 30; i++) expect((await consultar("10.9.9.9")).status).toBe(404);
    const barrada = await consultar("10.9.9.9");
    expect(barrada.status).toBe(429);
    expect((await barrada.json()).detail).toContain("Muitas consultas de atestados");
    expect((await consultar("10.9.9.10")).status).toBe(404);
  });
});
