import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { criarProposta, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { credenciamento, documentoTipo, programa, servico } from "@/server/db/schema";
import { arquivo, PDF } from "@/server/modules/solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const GRUPOS = ["gestor", "coordenador", "interno", "admin", "consultor", "cliente", "prestador"];

beforeAll(async () => {
  for (const who of GRUPOS) token[who] = await api.login(`${who}@hub.example`);
});

const detalhe = (id: number, who = "gestor") =>
  api.get("/empresa/interno/detalhe/{id}/", { path: { id }, token: token[who] });

/** The programmes of these services, by name: what the detail derives for a company working in them. */
const programasDe = (servicos: number[]) =>
  api.db
    .selectDistinct({ id: programa.id, descricao: programa.descricao })
    .from(programa)
    .innerJoin(servico, eq(servico.programaId, programa.id))
    .where(inArray(servico.id, servicos))
    .orderBy(asc(programa.descricao));

describe("GET /empresa/interno/detalhe/{id}/", () => {
  it("gives a client's data, address, contacts with masked CPFs, and its latest requests newest first", async () => {
    const id = await empresaId(api.db, "Sabor da Ilha");
    const ids: number[] = [];
    for (let dia = 1; dia <= 12; dia++)
      ids.push(
        await criarSolicitacao(api.db, {
          empresas: [id],
          substatus: dia === 12 ? "DEVOLVIDA_CLIENTE" : "AGUARDANDO_ANALISE",
          dtainclusao: new Date(Date.UTC(2026, 2, dia, 12)),
        }),
      );
    const res = await detalhe(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      tipo: "CLIENTE",
      cnpj_mask: "82.158.239/0001-59",
      cpf_mask: null,
      cpf: null,
      nomefantasia: "Sabor da Ilha",
      razaosocial: "Padaria e Confeitaria Sabor da Ilha Ltda",
      porte: { descricao: "Microempresa" },
      areaatuacao: { descricao: "Alimentação" },
      ativo: true,
      suspenso: false,
      status: { codigo: "ATIVA", descricao: "Ativa" },
      sicab: null,
      cep_mask: "88015-200",
      logradouro: "Rua Felipe Schmidt, 515",
      complemento: "",
      cidade: { nome: "Florianópolis" },
      estado: { sigla: "SC", nome: "Santa Catarina" },
      telefone: "48991234567",
      email: "contato@sabordailha.com.br",
      documentos: [],
      credenciamentos: [],
    });
    expect(res.body.contatos).toEqual({
      usuarios: [
        { id: expect.any(Number), nome: "Mariana", sobrenome: "Albuquerque", email: "cliente@hub.example" },
      ],
      pessoas: [
        expect.objectContaining({
          nome: "Mariana",
          papel: "SOCIO_ADMINISTRADOR",
          cpf_mask: "***.396.578-**",
        }),
        expect.objectContaining({
          nome: "Roberto",
          papel: "SOCIO_ADMINISTRADOR",
          cpf_mask: "***.787.022-**",
        }),
      ],
    });
    expect(JSON.stringify(res.body.contatos)).not.toContain("33839657830");
    expect(res.body.solicitacoes.count).toBe(12);
    expect(res.body.solicitacoes.results.map((s) => s.id)).toEqual(ids.slice(2).reverse());
    expect(res.body.solicitacoes.results[0]).toEqual({
      id: ids[11],
      nrosolicitacao: expect.any(String),
      servico: { id: expect.any(Number), titulo: expect.any(String) },
      substatus: {
        id: expect.any(Number),
        codigo: "DEVOLVIDA_CLIENTE",
        descricao: expect.any(String),
        cor: expect.any(String),
      },
      dtainclusao: "2026-03-12T12:00:00.000Z",
    });
    expect(res.body.programa).toEqual(await programasDe([res.body.solicitacoes.results[0].servico.id]));
  });

  it("gives a provider's accreditations, documents, and the requests it bid for (not its drafts)", async () => {
    const id = await empresaId(api.db, "Vértice Consultoria");
    const [tipo] = await api.db
      .select({ id: documentoTipo.id })
      .from(documentoTipo)
      .where(eq(documentoTipo.descricao, "Cartão CNPJ"));
    const enviado = await api.post("/empresa/documento/", {
      token: token.prestador,
      form: { empresa: id, tipo: tipo.id, arquivo: arquivo(PDF, "cartão cnpj.pdf") },
    });
    expect(enviado.status).toBe(201);
    const cliente = await empresaId(api.db, "Nexo Software");
    const concorrida = await criarSolicitacao(api.db, {
      empresas: [cliente],
      substatus: "PROPOSTAS_EM_ANALISE",
    });
    const rascunho = await criarSolicitacao(api.db, {
      empresas: [cliente],
      substatus: "AGUARDANDO_PROPOSTAS",
    });
    await criarProposta(api.db, { solicitacao: concorrida, status: "ENVIADA" });
    await criarProposta(api.db, { solicitacao: rascunho, status: "RASCUNHO" });

    const res = await detalhe(id, "admin");
    expect(res.status).toBe(200);
    expect(res.body.tipo).toBe("PRESTADOR");
    expect(res.body.documentos).toEqual([
      {
        id: enviado.body.id,
        tipo: { id: tipo.id, descricao: "Cartão CNPJ" },
        arquivo: {
          id: expect.any(Number),
          nome: "cartão cnpj.pdf",
          tipo: "application/pdf",
          tamanho: PDF.length,
        },
        dtainclusao: expect.any(String),
      },
    ]);
    const baixado = await api.app.request(`/api/hub/empresa/${id}/documentos/${enviado.body.id}/arquivo/`, {
      headers: { authorization: `Bearer ${token.gestor}`, "x-hub-peer": "10.0.0.1" },
    });
    expect(Buffer.from(await baixado.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);

    const vinculos = await api.db
      .select({ servicoId: credenciamento.servicoId })
      .from(credenciamento)
      .where(eq(credenciamento.empresaId, id));
    expect(res.body.credenciamentos).toHaveLength(vinculos.length);
    expect(res.body.credenciamentos[0]).toEqual({
      id: expect.any(Number),
      servico: { id: expect.any(Number), codigo: expect.any(String), titulo: expect.any(String) },
      status: { codigo: "CREDENCIADO", descricao: "Credenciado", cor: expect.any(String) },
      ativo: true,
      suspenso: false,
      motivo: null,
      dtainclusao: expect.any(String),
      dtaatualizacao: expect.any(String),
    });
    const titulos = res.body.credenciamentos.map((c) => c.servico.titulo);
    expect(titulos).toEqual([...titulos].sort((a, b) => a.localeCompare(b, "pt-BR")));
    expect(res.body.solicitacoes.results.map((s) => s.id)).toEqual([concorrida]);
    expect(res.body.programa).toEqual(
      await programasDe([...vinculos.map((v) => v.servicoId), res.body.solicitacoes.results[0].servico.id]),
    );
  });

  it("shows a rural producer's full CPF only to gestores, coordenadores and admins", async () => {
    const id = await empresaId(api.db, "Sítio Zanella");
    for (const who of ["gestor", "coordenador", "admin"])
      expect((await detalhe(id, who)).body).toMatchObject({ cpf: "02605425045", cpf_mask: "***.054.250-**" });
    const interno = await detalhe(id, "interno");
    expect(interno.body).toMatchObject({ cpf: null, cpf_mask: "***.054.250-**", cnpj_mask: null });
    expect(JSON.stringify(interno.body)).not.toContain("02605425045");
  });

  it("answers 404 for an unknown company, 400 for a bad id, 403 outside staff and 401 without a session", async () => {
    expect(await detalhe(999_999)).toMatchObject({
      status: 404,
      error: { detail: "Empresa não encontrada." },
    });
    expect((await api.raw("GET", "/empresa/interno/detalhe/abc/", { token: token.gestor })).status).toBe(400);
    const id = await empresaId(api.db, "Sabor da Ilha");
    for (const who of ["cliente", "prestador", "consultor"])
      expect((await detalhe(id, who)).status).toBe(403);
    expect(
      (await api.raw("GET", `/empresa/interno/detalhe/${id}/?x=1`, { token: token.gestor })).status,
    ).toBe(400);
    expect((await api.get("/empresa/interno/detalhe/{id}/", { path: { id } })).status).toBe(401);
  });
});
