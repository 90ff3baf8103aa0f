import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { CABECALHO_PAR } from "@/lib/endereco";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo } from "@/tests/setup/cliente-api";
import { criarProposta, criarSolicitacao, empresaId, usuarioId } from "@/tests/setup/construtores";
import { arquivo, assinatura, contrato, evento, solicitacao } from "@/server/db/schema";
import { arquivo as arquivoDe, PDF } from "../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const QUEM = ["cliente", "prestador", "consultor", "gestor", "admin", "avaliador"];
const VERTICE = "Vértice Consultoria";

beforeAll(async () => {
  for (const who of QUEM) token[who] = await api.login(`${who}@hub.example`);
  token.helena = await api.login("helena.prado@hub.example");
});

type Conversa = Omit<Corpo<"put", "/mensagem/visto/">, "solicitacao">;
const contatos = (who: string, solicitacao: number, role: Conversa["role"]) =>
  api.get("/mensagem/contatos/", { query: { role, solicitacao }, token: token[who] });
const listar = (who: string, solicitacao: number, c: Conversa, page?: number) =>
  api.get("/mensagem/list/", { query: { solicitacao, ...c, page }, token: token[who] });
const enviar = (who: string, solicitacaoId: number, c: Conversa, texto: string, anexo?: File) =>
  api.post("/mensagem/enviar/", {
    token: token[who],
    form: {
      solicitacao: solicitacaoId,
      ...c,
      texto,
      ...(anexo ? { arquivo: anexo } : {}),
    },
  });
const visto = (who: string, solicitacaoId: number, c: Conversa) =>
  api.put("/mensagem/visto/", { token: token[who], body: { solicitacao: solicitacaoId, ...c } });

const CLIENTE = { role: "cliente", grupo: "CLIENTE_EQUIPE" } as const;
const EQUIPE = { role: "equipe", grupo: "CLIENTE_EQUIPE" } as const;

/** A request of Sabor da Ilha (cliente@hub.example's) taking proposals, chosen directly for Vértice. */
async function aberta(empresa = "Sabor da Ilha") {
  const id = await criarSolicitacao(api.db, {
    empresas: [await empresaId(api.db, empresa)],
    substatus: "AGUARDANDO_PROPOSTAS",
  });
  await api.db
    .update(solicitacao)
    .set({ escolhaDireta: true, prestadorId: await empresaId(api.db, VERTICE) })
    .where(eq(solicitacao.id, id));
  return id;
}

/** Contracts the request with Vértice: a current contract whose signatures are made when `assinado`. */
async function contratar(solicitacaoId: number, assinado: boolean) {
  const propostaId = await criarProposta(api.db, { solicitacao: solicitacaoId, status: "CONTRATADA" });
  await api.db
    .update(solicitacao)
    .set({ substatusId: await api.substatusId("solicitacao", "AGUARDANDO_ASSINATURA") })
    .where(eq(solicitacao.id, solicitacaoId));
  const [pdf] = await api.db
    .insert(arquivo)
    .values({
      nome: "contrato.pdf",
      tipo: "application/pdf",
      tamanho: PDF.length,
      sha256: "0".repeat(64),
      bytes: PDF,
    })
    .returning({ id: arquivo.id });
  const [c] = await api.db
    .insert(contrato)
    .values({
      solicitacaoId,
      propostaId,
      empresaId: await empresaId(api.db, "Sabor da Ilha"),
      arquivoId: pdf.id,
      sha256: "0".repeat(64),
    })
    .returning({ id: contrato.id });
  await api.db.insert(assinatura).values([
    { solicitacaoId, contratoId: c.id, papel: "CLIENTE", assinado: true },
    { solicitacaoId, contratoId: c.id, papel: "PRESTADOR", assinado },
  ]);
}

describe("chat contacts", () => {
  it("gives each side the conversations it holds about a request, with unread counts", async () => {
    const id = await aberta();
    const vertice = await empresaId(api.db, VERTICE);
    const cliente = await contatos("cliente", id, "cliente");
    expect(cliente.status).toBe(200);
    expect(cliente.body).toEqual([
      { grupo: "CLIENTE_EQUIPE", prestador: null, nome: "Equipe do Hub", nao_lidas: 0 },
    ]);
    const prestador = await contatos("prestador", id, "prestador");
    expect(prestador.body).toEqual([
      {
        grupo: "PRESTADOR_EQUIPE",
        prestador: { id: vertice, razaosocial: expect.any(String) },
        nome: "Equipe do Hub",
        nao_lidas: 0,
      },
    ]);
    const gestor = await contatos("gestor", id, "equipe");
    expect(gestor.body.map((c) => [c.grupo, c.nome])).toEqual([
      ["CLIENTE_EQUIPE", "Cliente"],
      ["PRESTADOR_EQUIPE", prestador.body[0].prestador!.razaosocial],
    ]);
  });

  it("adds the client and the contracted provider to each other once the contract is signed", async () => {
    const id = await aberta();
    await contratar(id, false);
    const grupos = async (who: string, role: Conversa["role"]) =>
      (await contatos(who, id, role)).body.map((c) => c.grupo);
    expect(await grupos("cliente", "cliente")).toEqual(["CLIENTE_EQUIPE"]);
    expect(await grupos("prestador", "prestador")).toEqual(["PRESTADOR_EQUIPE"]);
    await api.db.update(assinatura).set({ assinado: true }).where(eq(assinatura.solicitacaoId, id));
    expect(await grupos("cliente", "cliente")).toEqual(["CLIENTE_EQUIPE", "CLIENTE_PRESTADOR"]);
    expect(await grupos("prestador", "prestador")).toEqual(["PRESTADOR_EQUIPE", "CLIENTE_PRESTADOR"]);
    // Staff are not part of the conversation between the client and its provider.
    expect(await grupos("gestor", "equipe")).toEqual(["CLIENTE_EQUIPE", "PRESTADOR_EQUIPE"]);
  });

  it("answers 404 out of the caller's reach and 403 for a side the caller does not take", async () => {
    const id = await aberta();
    const alheia = await aberta("Mercado Bom Preço");
    expect((await contatos("cliente", alheia, "cliente")).status).toBe(404);
    // Open to Vértice alone: Mentora's provider does not reach it.
    expect((await contatos("helena", id, "prestador")).status).toBe(404);
    // Not released yet: no provider talks about it.
    const emAnalise = await criarSolicitacao(api.db, {
      empresas: [await empresaId(api.db, "Sabor da Ilha")],
    });
    expect((await contatos("prestador", emAnalise, "prestador")).status).toBe(404);
    expect((await contatos("gestor", id, "cliente")).status).toBe(403);
    expect((await contatos("cliente", id, "equipe")).status).toBe(403);
    expect((await contatos("admin", id, "equipe")).status).toBe(403);
    expect((await contatos("avaliador", id, "equipe")).status).toBe(403);
    expect(
      (await api.get("/mensagem/contatos/", { query: { role: "cliente", solicitacao: id } })).status,
    ).toBe(401);
    const ruim = await api.raw("GET", "/mensagem/contatos/?role=dono&solicitacao=x", {
      token: token.cliente,
    });
    expect(ruim.status).toBe(400);
    expect(ruim.error.errors).toEqual({
      role: ["Use cliente, prestador ou equipe."],
      solicitacao: ["Informe um identificador válido."],
    });
  });

  it("lets a consultant talk only about the requests within reach", async () => {
    const id = await aberta("Mercado Bom Preço");
    const antes = await contatos("consultor", id, "equipe");
    if (antes.status === 200) throw new Error("o teste precisa de uma empresa fora do alcance da consultora");
    expect(antes.status).toBe(404);
    expect((await listar("consultor", id, EQUIPE)).status).toBe(404);
    expect((await enviar("consultor", id, EQUIPE, "Olá")).status).toBe(404);
    await api.db
      .update(solicitacao)
      .set({ consultorId: await usuarioId(api.db, "consultor@hub.example") })
      .where(eq(solicitacao.id, id));
    expect((await contatos("consultor", id, "equipe")).status).toBe(200);
    expect((await enviar("consultor", id, EQUIPE, "Olá")).status).toBe(201);
  });
});

describe("chat messages", () => {
  it("carries a conversation between the client and staff, with read marks and an outbox event", async () => {
    const id = await aberta();
    const enviada = await enviar("cliente", id, CLIENTE, "  Qual o prazo para a primeira visita?  ");
    expect(enviada.status).toBe(201);
    expect(enviada.body).toEqual({
      id: expect.any(Number),
      texto: "Qual o prazo para a primeira visita?",
      arquivo: null,
      autor: { id: await usuarioId(api.db, "cliente@hub.example"), nome: "Mariana Albuquerque" },
      papel: "cliente",
      minha: true,
      dtainclusao: expect.any(String),
    });
    const [e] = await api.db
      .select()
      .from(evento)
      .where(and(eq(evento.entidade, "mensagem"), eq(evento.entidadeId, enviada.body.id)));
    expect(e).toMatchObject({
      acao: "ENVIAR",
      payload: { grupo: "CLIENTE_EQUIPE", prestador: null, papel: "cliente" },
      contexto: expect.objectContaining({ solicitacao: id }),
    });

    expect((await contatos("gestor", id, "equipe")).body[0].nao_lidas).toBe(1);
    expect((await contatos("cliente", id, "cliente")).body[0].nao_lidas).toBe(0);
    const lida = await listar("gestor", id, EQUIPE);
    expect(lida.body.results.map((m) => [m.texto, m.minha])).toEqual([
      ["Qual o prazo para a primeira visita?", false],
    ]);
    expect((await visto("gestor", id, EQUIPE)).status).toBe(204);
    expect((await contatos("gestor", id, "equipe")).body[0].nao_lidas).toBe(0);
    // Read marks are per participant: another manager still has it unread.
    token.coordenador ??= await api.login("coordenador@hub.example");
    expect((await contatos("coordenador", id, "equipe")).body[0].nao_lidas).toBe(1);

    expect((await enviar("gestor", id, EQUIPE, "Na próxima semana.")).status).toBe(201);
    const doCliente = await listar("cliente", id, CLIENTE);
    expect(doCliente.body.results.map((m) => [m.texto, m.papel])).toEqual([
      ["Na próxima semana.", "equipe"],
      ["Qual o prazo para a primeira visita?", "cliente"],
    ]);
    expect((await contatos("cliente", id, "cliente")).body[0].nao_lidas).toBe(1);
    expect((await visto("cliente", id, CLIENTE)).status).toBe(204);
    expect((await contatos("cliente", id, "cliente")).body[0].nao_lidas).toBe(0);
  });

  it("keeps each conversation to its participants", async () => {
    const id = await aberta();
    await contratar(id, true);
    const vertice = await empresaId(api.db, VERTICE);
    const comPrestador = { grupo: "PRESTADOR_EQUIPE", prestador: vertice } as const;
    const entrePartes = { grupo: "CLIENTE_PRESTADOR", prestador: vertice } as const;
    expect(
      (await enviar("prestador", id, { role: "prestador", ...comPrestador }, "Podemos começar?")).status,
    ).toBe(201);
    expect((await enviar("cliente", id, { role: "cliente", ...entrePartes }, "Bom dia!")).status).toBe(201);
    // The provider does not read the client's conversation with staff, nor the client the provider's.
    expect((await listar("prestador", id, { ...CLIENTE, role: "prestador" })).status).toBe(404);
    expect((await listar("cliente", id, { role: "cliente", ...comPrestador })).status).toBe(404);
    expect((await listar("gestor", id, { role: "equipe", ...entrePartes })).status).toBe(404);
    expect((await listar("helena", id, { role: "prestador", ...comPrestador })).status).toBe(404);
    expect((await enviar("helena", id, { role: "prestador", ...comPrestador }, "Oi")).status).toBe(404);
    expect((await visto("helena", id, { role: "prestador", ...comPrestador })).status).toBe(404);
    expect((await listar("cliente", await aberta("Mercado Bom Preço"), CLIENTE)).status).toBe(404);
    // Each party reads its own.
    const doPrestador = await listar("prestador", id, { role: "prestador", ...entrePartes });
    expect(doPrestador.body.results.map((m) => m.texto)).toEqual(["Bom dia!"]);
    const daEquipe = await listar("gestor", id, { role: "equipe", ...comPrestador });
    expect(daEquipe.body.results.map((m) => m.texto)).toEqual(["Podemos começar?"]);
  });

  it("pages a conversation newest first, 20 messages a page", async () => {
    const id = await aberta();
    for (let i = 1; i <= 23; i++) {
      api.setNow(new Date(Date.UTC(2026, 5, 1, 12, i)));
      expect((await enviar("cliente", id, CLIENTE, `Mensagem ${i}`)).status).toBe(201);
    }
    const p1 = await listar("gestor", id, EQUIPE);
    expect(p1.body.count).toBe(23);
    expect(p1.body.results).toHaveLength(20);
    expect(p1.body.results[0].texto).toBe("Mensagem 23");
    expect(p1.body.next).not.toBeNull();
    const p2 = await listar("gestor", id, EQUIPE, 2);
    expect(p2.body.results.map((m) => m.texto)).toEqual(["Mensagem 3", "Mensagem 2", "Mensagem 1"]);
    expect((await listar("gestor", id, EQUIPE, 0)).status).toBe(400);
  });

  it("refuses bad input with pt-BR messages on its fields", async () => {
    const id = await aberta();
    const vazia = await enviar("cliente", id, CLIENTE, "   ");
    expect(vazia.status).toBe(400);
    expect(vazia.error.errors).toEqual({ texto: ["Preencha este campo."] });
    const longa = await enviar("cliente", id, CLIENTE, "a".repeat(2001));
    expect(longa.error.errors).toEqual({ texto: ["Escreva no máximo 2000 caracteres."] });
    const semPrestador = await enviar(
      "prestador",
      id,
      { role: "prestador", grupo: "PRESTADOR_EQUIPE" },
      "Oi",
    );
    expect(semPrestador.status).toBe(400);
    expect(semPrestador.error.errors).toEqual({ prestador: ["Informe a empresa prestadora da conversa."] });
    const grupo = await api.raw("PUT", "/mensagem/visto/", {
      token: token.cliente,
      body: { solicitacao: id, role: "cliente", grupo: "TODOS" },
    });
    expect(grupo.error.errors).toEqual({
      grupo: ["Use CLIENTE_EQUIPE, PRESTADOR_EQUIPE ou CLIENTE_PRESTADOR."],
    });
    const extra = await api.raw("PUT", "/mensagem/visto/", {
      token: token.cliente,
      body: { solicitacao: id, ...CLIENTE, lida: true },
    });
    expect(extra.status).toBe(400);
  });

  it("takes an attachment checked by its content, downloaded only by the conversation's participants", async () => {
    const id = await aberta();
    const falso = new File([new TextEncoder().encode("MZ\u0090\u0000")], "planta.pdf", {
      type: "application/pdf",
    });
    expect((await enviar("cliente", id, CLIENTE, "Segue a planta.", falso)).status).toBe(422);
    const certo = await enviar("cliente", id, CLIENTE, "Segue a planta.", arquivoDe(PDF, "planta.pdf"));
    expect(certo.status).toBe(201);
    expect(certo.body.arquivo).toEqual({
      id: expect.any(Number),
      nome: "planta.pdf",
      tipo: "application/pdf",
      tamanho: PDF.length,
    });
    const baixar = (who: string, role: string) =>
      api.app.request(`/api/hub/mensagem/${certo.body.id}/arquivo/?role=${role}`, {
        headers: { authorization: `Bearer ${token[who]}`, [CABECALHO_PAR]: "10.0.0.1" },
      });
    const doGestor = await baixar("gestor", "equipe");
    expect(doGestor.status).toBe(200);
    expect(doGestor.headers.get("content-disposition")).toContain("attachment");
    expect(new Uint8Array(await doGestor.arrayBuffer())).toEqual(PDF);
    expect((await baixar("prestador", "prestador")).status).toBe(404);
    const semAnexo = await enviar("cliente", id, CLIENTE, "Sem anexo.");
    const res = await api.get("/mensagem/{id}/arquivo/", {
      path: { id: semAnexo.body.id },
      query: { role: "cliente" },
      token: token.cliente,
    });
    expect(res.status).toBe(404);
  });
});
