import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { usarAcoesFixture } from "@/tests/setup/acoes";
import {
  arquivo as arquivoTable,
  rascunhoSolicitacao,
  solicitacao,
  solicitacaoArquivo,
} from "@/server/db/schema";
import type { Campos, Corpo, Formulario, Sucesso } from "@/tests/setup/cliente-api";
import { arquivo, PDF, PNG } from "./routes.fixture";

const f = usarAcoesFixture();
const OBJETIVO = "Organizar o controle financeiro das empresas atendidas.";
const JUSTIFICATIVA = "Demanda identificada na visita da unidade de atendimento.";

const pessoas = (list: { nome: string }[]) => list.map((p) => p.nome);
const quantas = async () => (await f.api.db.select({ id: solicitacao.id }).from(solicitacao)).length;
const rascunho = async (token: string, tipo: "INTERNA" | "CONTRATACAO_INTERNA" = "INTERNA") =>
  (
    await f.api.post("/solicitacao/interno/rascunho/", {
      token,
      body: { tipo, objetivo: "", justificativa: "" },
    })
  ).body.id;
type Envio = Formulario<"post", "/solicitacao/interno/enviar/">;
const form = (extra: Partial<Envio> = {}): Envio => ({
  modelo_oferta: f.oferta("Fluxo de Caixa Essencial").id,
  empresas: [f.empresaId("Sabor da Ilha"), f.empresaId("Mercado Bom Preço")],
  objetivo: OBJETIVO,
  justificativa: "",
  ...extra,
});
const enviar = (token: string | undefined, form: Envio) =>
  f.api.post("/solicitacao/interno/enviar/", { token, form });
/** A form the contract's types refuse, sent as it is. */
const enviarCru = (token: string, form: Campos) =>
  f.api.raw<Sucesso<"post", "/solicitacao/interno/enviar/">>("POST", "/solicitacao/interno/enviar/", {
    token,
    form,
  });
type Contratacao = Corpo<"post", "/solicitacao/interno/contratacao/interna/enviar/">;
const contratacao = (extra: Partial<Contratacao> = {}): Contratacao => ({
  modelo_oferta: f.oferta("Fluxo de Caixa Essencial").id,
  prestador: f.empresaId("Vértice Consultoria"),
  objetivo: OBJETIVO,
  justificativa: JUSTIFICATIVA,
  empresas: [],
  ...extra,
});
const contratar = (token: string | undefined, body: Contratacao) =>
  f.api.post("/solicitacao/interno/contratacao/interna/enviar/", { token, body });

describe("POST /solicitacao/interno/enviar/", () => {
  it("creates one INTERNA request for several companies, with their managers, documents and history", async () => {
    const res = await enviar(f.token.gestor, {
      ...form({ justificativa: JUSTIFICATIVA }),
      arquivos: [arquivo(PDF, "briefing.pdf"), arquivo(PNG, "fachada.png", "image/png")],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      nrosolicitacao: expect.stringMatching(/^2026-\d{6}$/),
      tipo: "INTERNA",
      empresa: null,
      empresa_label: "Várias empresas",
      count_empresas: 2,
      modelooferta: { titulo: "Fluxo de Caixa Essencial", servico: { exige_diagnostico: false } },
      substatus: { codigo: "AGUARDANDO_ANALISE", status: { codigo: "EM_ANALISE" } },
      valor: 4800,
      objetivo: OBJETIVO,
      consultor: null,
      prestador: null,
      escolha_direta: false,
      solicitacao_pai: null,
    });
    // Florianópolis (Ricardo, Fernanda) and Chapecó (Ricardo, Gustavo), once each.
    expect(pessoas(res.body.gestores)).toEqual(["Fernanda", "Gustavo", "Ricardo"]);
    const row = await f.linha(res.body.id);
    expect(row).toMatchObject({ justificativa: JUSTIFICATIVA, usuarioId: f.usuarioId("gestor@hub.example") });
    const docs = await f.api.db
      .select({ nome: arquivoTable.nome, tipo: arquivoTable.tipo, bytes: arquivoTable.bytes })
      .from(solicitacaoArquivo)
      .innerJoin(arquivoTable, eq(arquivoTable.id, solicitacaoArquivo.arquivoId))
      .where(eq(solicitacaoArquivo.solicitacaoId, res.body.id))
      .orderBy(asc(solicitacaoArquivo.id));
    expect(docs.map((d) => [d.nome, d.tipo])).toEqual([
      ["briefing.pdf", "application/pdf"],
      ["fachada.png", "image/png"],
    ]);
    expect(Buffer.from(docs[0].bytes).equals(Buffer.from(PDF))).toBe(true);
    expect(await f.historicoDe(res.body.id)).toMatchObject([
      { acao: "CRIAR", para: "AGUARDANDO_ANALISE", usuarioId: f.usuarioId("gestor@hub.example") },
    ]);
  });

  it("adds a manager who creates it to the unit's managers, but not other staff; takes a JSON list and drops the draft", async () => {
    const ponto = f.empresaId("Ponto do Saber");
    // The justification left to its default: the contract's types make a field with a default required.
    const doGestor = await enviarCru(f.token.gestor, {
      modelo_oferta: String(f.oferta("Fluxo de Caixa Essencial").id),
      empresas: String(ponto),
      objetivo: OBJETIVO,
    });
    expect(doGestor.status).toBe(201);
    expect(pessoas(doGestor.body.gestores)).toEqual(["Gustavo", "Ricardo"]);
    expect(doGestor.body).not.toHaveProperty("justificativa");
    expect((await f.linha(doGestor.body.id)).justificativa).toBe("");

    const draft = await rascunho(f.token.interno);
    // The companies as a JSON list in one field, which the contract's types do not take.
    const doInterno = await enviarCru(f.token.interno, {
      modelo_oferta: String(f.oferta("Fluxo de Caixa Essencial").id),
      empresas: `[${ponto}]`,
      objetivo: OBJETIVO,
      rascunho: String(draft),
    });
    expect(doInterno.status).toBe(201);
    expect(pessoas(doInterno.body.gestores)).toEqual(["Gustavo"]);
    expect(await f.api.db.$count(rascunhoSolicitacao, eq(rascunhoSolicitacao.id, draft))).toBe(0);
  });

  it("answers 400 with pt-BR messages per field and creates nothing", async () => {
    const antes = await quantas();
    const res = await enviarCru(f.token.gestor, {
      modelo_oferta: "abc",
      empresas: [],
      objetivo: "curto",
      status: "CONCLUIDA",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error.errors!).sort()).toEqual([
      "empresas",
      "modelo_oferta",
      "objetivo",
      "status",
    ]);
    expect(res.error.errors?.empresas).toEqual(["Escolha ao menos uma empresa."]);
    expect(res.error.errors?.objetivo[0]).toMatch(/10 caracteres/);

    const refs = await enviar(
      f.token.gestor,
      form({ modelo_oferta: 999999, empresas: [f.empresaId("Vértice Consultoria")] }),
    );
    expect(refs.status).toBe(400);
    expect(refs.error.errors).toEqual({
      modelo_oferta: ["Modelo de oferta não encontrado ou inativo."],
      empresas: [`Empresa cliente não encontrada ou inativa: ${f.empresaId("Vértice Consultoria")}.`],
    });
    expect(await quantas()).toBe(antes);
  });

  it("checks files by content (422), size (413) and number (400), all or nothing", async () => {
    const antes = [await quantas(), await f.api.db.$count(arquivoTable)];
    const falso = await enviar(f.token.gestor, {
      ...form(),
      arquivos: [arquivo(PDF, "ok.pdf"), arquivo(new TextEncoder().encode("MZ executável"), "nota.pdf")],
    });
    expect(falso.status).toBe(422);
    expect(falso.error.detail).toContain("Tipo de arquivo não aceito");
    const grande = new Uint8Array(10 * 1024 * 1024 + 1);
    grande.set(PDF);
    const big = await enviar(f.token.gestor, { ...form(), arquivos: [arquivo(grande, "grande.pdf")] });
    expect(big.status).toBe(413);
    const muitos = await enviar(f.token.gestor, {
      ...form(),
      arquivos: Array.from({ length: 11 }, (_, i) => arquivo(PDF, `doc-${i}.pdf`)),
    });
    expect(muitos.status).toBe(400);
    expect(muitos.error.errors?.arquivos).toEqual(["Envie no máximo 10 arquivos."]);
    expect([await quantas(), await f.api.db.$count(arquivoTable)]).toEqual(antes);
  });

  it("is for managers only (403), needs a session (401) and refuses another user's draft (404)", async () => {
    for (const papel of ["consultor", "cliente", "prestador"] as const)
      expect((await enviar(f.token[papel], form())).status).toBe(403);
    expect((await enviar(undefined, form())).status).toBe(401);
    const alheio = await rascunho(f.token.coordenador);
    const antes = await quantas();
    const res = await enviar(f.token.gestor, form({ rascunho: alheio }));
    expect(res.status).toBe(404);
    expect(res.error.detail).toBe("Rascunho não encontrado.");
    expect(await quantas()).toBe(antes);
  });
});

describe("POST /solicitacao/interno/contratacao/interna/enviar/", () => {
  it("hires the provider directly and reserves the subsidised value on the cost centre", async () => {
    const saldo = await f.saldo("CC-2026-001");
    const res = await contratar(f.token.gestor, contratacao({ centrocusto: f.centroId("CC-2026-001") }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tipo: "CONTRATACAO_INTERNA",
      escolha_direta: true,
      prestador: { id: f.empresaId("Vértice Consultoria"), nomefantasia: "Vértice Consultoria" },
      centrocusto: { codigo: "CC-2026-001", saldo: saldo - 3360 },
      empresa: null,
      empresa_label: "",
      count_empresas: 0,
      substatus: { codigo: "AGUARDANDO_ANALISE" },
    });
    expect(pessoas(res.body.gestores)).toEqual(["Ricardo"]);
    // 70 % of 4 800,00.
    expect((await f.reservas(res.body.id)).map((r) => r.valor)).toEqual(["3360.00"]);
    expect(await f.saldo("CC-2026-001")).toBe(saldo - 3360);
    expect((await f.linha(res.body.id)).justificativa).toBe(JUSTIFICATIVA);
  });

  it("takes beneficiary companies and removes the draft it came from", async () => {
    const draft = await rascunho(f.token.gestor, "CONTRATACAO_INTERNA");
    const res = await contratar(
      f.token.gestor,
      contratacao({ empresas: [f.empresaId("Sabor da Ilha")], rascunho: draft }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ empresa: { nomefantasia: "Sabor da Ilha" }, centrocusto: null });
    expect(pessoas(res.body.gestores)).toEqual(["Fernanda", "Ricardo"]);
    expect(await f.api.db.$count(rascunhoSolicitacao, eq(rascunhoSolicitacao.id, draft))).toBe(0);
  });

  it("refuses a provider not accredited for the service, a client as provider and a short justification", async () => {
    const agro = await contratar(
      f.token.gestor,
      contratacao({ prestador: f.empresaId("AgroSul Assistência Técnica"), justificativa: "curta" }),
    );
    expect(agro.status).toBe(400);
    expect(agro.error.errors?.justificativa).toHaveLength(1);
    const cliente = await contratar(f.token.gestor, contratacao({ prestador: f.empresaId("Sabor da Ilha") }));
    expect(cliente.error.errors).toEqual({ prestador: ["Prestador não encontrado, inativo ou suspenso."] });
    const naoCredenciado = await contratar(
      f.token.gestor,
      contratacao({ prestador: f.empresaId("AgroSul Assistência Técnica") }),
    );
    expect(naoCredenciado.error.errors).toEqual({
      prestador: ["Este prestador não é credenciado para o serviço."],
    });
    const semPrestador = await f.api.raw("POST", "/solicitacao/interno/contratacao/interna/enviar/", {
      token: f.token.gestor,
      body: { ...contratacao(), prestador: undefined, tipo: "EXTERNA" },
    });
    expect(Object.keys(semPrestador.error.errors!).sort()).toEqual(["prestador", "tipo"]);
  });

  it("creates nothing when the cost centre's balance is short (422) and is for managers only", async () => {
    const antes = [await quantas(), await f.saldo("CC-2026-006")];
    const res = await contratar(f.token.coordenador, contratacao({ centrocusto: f.centroId("CC-2026-006") }));
    expect(res.status).toBe(422);
    expect(res.error.detail).toBe("Saldo insuficiente no centro de custo CC-2026-006.");
    expect([await quantas(), await f.saldo("CC-2026-006")]).toEqual(antes);
    expect((await contratar(f.token.consultor, contratacao())).status).toBe(403);
    expect((await contratar(undefined, contratacao())).status).toBe(401);
  });
});
