import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarAcoesFixture } from "@/tests/setup/acoes";
import { sucesso, type Corpo, type Query, type Sucesso } from "@/tests/setup/cliente-api";
import { rascunhoSolicitacao } from "@/server/db/schema";

const f = usarAcoesFixture();
const MARCO = new Date("2026-03-10T12:00:00Z");
const at = (minutos: number) => new Date(MARCO.getTime() + minutos * 60_000);

type Rascunho = Corpo<"post", "/solicitacao/interno/rascunho/">;
/** A draft; objective and justification empty unless given (their defaults, which the test states). */
const criar = (body: Partial<Rascunho> & Pick<Rascunho, "tipo">, token = f.token.gestor) =>
  f.api.post("/solicitacao/interno/rascunho/", { token, body: { objetivo: "", justificativa: "", ...body } });
const ler = (id: number, token = f.token.gestor) =>
  f.api.get("/solicitacao/interno/rascunho/{id}/", { path: { id }, token });
const alterar = (
  id: number,
  body: Corpo<"patch", "/solicitacao/interno/rascunho/{id}/">,
  token = f.token.gestor,
) => f.api.patch("/solicitacao/interno/rascunho/{id}/", { path: { id }, token, body });
const apagar = (id: number, token?: string) =>
  f.api.delete("/solicitacao/interno/rascunho/{id}/", { path: { id }, token });
const listar = (query: Query<"get", "/solicitacao/interno/rascunho/"> = {}, token = f.token.gestor) =>
  sucesso(f.api.get("/solicitacao/interno/rascunho/", { query, token }));

describe("drafts of staff requests", () => {
  it("saves an empty draft with objective and justification as empty strings", async () => {
    f.api.setNow(at(0));
    // Only the type: the contract's types make the fields with a default required.
    const res = await f.api.raw<Sucesso<"post", "/solicitacao/interno/rascunho/">>(
      "POST",
      "/solicitacao/interno/rascunho/",
      { token: f.token.gestor, body: { tipo: "INTERNA" } },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      tipo: "INTERNA",
      modelooferta: null,
      empresas: [],
      prestador: null,
      centrocusto: null,
      objetivo: "",
      justificativa: "",
      dtainclusao: MARCO.toISOString(),
      dtaalteracao: MARCO.toISOString(),
    });
    const [row] = await f.api.db
      .select()
      .from(rascunhoSolicitacao)
      .where(eq(rascunhoSolicitacao.id, res.body.id));
    expect(row).toMatchObject({ usuarioId: f.usuarioId("gestor@hub.example"), empresaIds: [] });
  });

  it("keeps every field of an internal hiring and shows what the ids point at", async () => {
    f.api.setNow(at(1));
    const body: Rascunho = {
      tipo: "CONTRATACAO_INTERNA",
      modelo_oferta: f.oferta("Fluxo de Caixa Essencial").id,
      empresas: [f.empresaId("Nexo Software"), f.empresaId("Sabor da Ilha"), f.empresaId("Nexo Software")],
      prestador: f.empresaId("Vértice Consultoria"),
      centrocusto: f.centroId("CC-2026-001"),
      objetivo: "  Rascunho da contratação.  ",
      justificativa: "Ainda em elaboração.",
    };
    const res = await criar(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tipo: "CONTRATACAO_INTERNA",
      modelooferta: {
        titulo: "Fluxo de Caixa Essencial",
        servico: { titulo: "Consultoria em Gestão Financeira e Fluxo de Caixa" },
      },
      empresas: [{ nomefantasia: "Nexo Software" }, { nomefantasia: "Sabor da Ilha" }],
      prestador: { nomefantasia: "Vértice Consultoria" },
      centrocusto: { codigo: "CC-2026-001" },
      objetivo: "Rascunho da contratação.",
      justificativa: "Ainda em elaboração.",
    });
    expect((await ler(res.body.id)).body).toEqual(res.body);
  });

  it("changes only the fields sent, clears ids sent as null and refuses a new tipo", async () => {
    f.api.setNow(at(2));
    const { body: draft } = await criar({
      tipo: "INTERNA",
      modelo_oferta: f.oferta("Fluxo de Caixa Essencial").id,
      empresas: [f.empresaId("Sabor da Ilha")],
    });
    f.api.setNow(at(5));
    const res = await alterar(draft.id, { objetivo: "Objetivo revisto.", modelo_oferta: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      modelooferta: null,
      empresas: [{ nomefantasia: "Sabor da Ilha" }],
      objetivo: "Objetivo revisto.",
      justificativa: "",
      dtainclusao: at(2).toISOString(),
      dtaalteracao: at(5).toISOString(),
    });
    // A field the change does not take.
    const tipo = await f.api.raw("PATCH", `/solicitacao/interno/rascunho/${draft.id}/`, {
      token: f.token.gestor,
      body: { tipo: "CONTRATACAO_INTERNA" },
    });
    expect(tipo.status).toBe(400);
    expect(Object.keys(tipo.error.errors!)).toEqual(["tipo"]);
  });

  it("lists only the user's drafts, last changed first, by tipo and offer, paginated", async () => {
    f.api.setNow(at(10));
    await criar({ tipo: "INTERNA", objetivo: "Do coordenador." }, f.token.coordenador);
    const all = await listar();
    expect(all.count).toBe(3);
    expect(all.results.map((r) => r.dtaalteracao)).toEqual([
      at(5).toISOString(),
      at(1).toISOString(),
      at(0).toISOString(),
    ]);
    expect((await listar({ tipo: "CONTRATACAO_INTERNA" })).count).toBe(1);
    expect((await listar({ modelo: f.oferta("Fluxo de Caixa Essencial").id })).count).toBe(1);
    expect(await listar({ page_size: 2, page: 2 })).toMatchObject({ count: 3, next: null, results: [{}] });
    expect((await listar({}, f.token.coordenador)).results.map((r) => r.objetivo)).toEqual([
      "Do coordenador.",
    ]);
    const bad = await f.api.raw("GET", "/solicitacao/interno/rascunho/?tipo=EXTERNA&ordem=1", {
      token: f.token.gestor,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors!).sort()).toEqual(["ordem", "tipo"]);
  });

  it("answers 404 for another user's draft on read, change and delete, and deletes one's own (204)", async () => {
    const { body: alheio } = await criar({ tipo: "INTERNA" }, f.token.interno);
    expect((await ler(alheio.id)).status).toBe(404);
    const patch = await alterar(alheio.id, { objetivo: "x" });
    expect(patch).toMatchObject({ status: 404, error: { detail: "Rascunho não encontrado." } });
    expect((await apagar(alheio.id, f.token.gestor)).status).toBe(404);
    expect((await ler(alheio.id, f.token.interno)).status).toBe(200);

    const del = await apagar(alheio.id, f.token.interno);
    expect(del).toMatchObject({ status: 204, body: null });
    expect((await ler(alheio.id, f.token.interno)).status).toBe(404);
    expect((await ler(999999)).status).toBe(404);
  });

  it("refuses ids that do not point at what they should, with pt-BR messages per field", async () => {
    const res = await criar({
      tipo: "INTERNA",
      modelo_oferta: 999999,
      empresas: [f.empresaId("Vértice Consultoria")],
      prestador: f.empresaId("Sabor da Ilha"),
      centrocusto: 999999,
    });
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({
      modelo_oferta: ["Modelo de oferta não encontrado ou inativo."],
      empresas: [`Empresa cliente não encontrada ou inativa: ${f.empresaId("Vértice Consultoria")}.`],
      prestador: ["Prestador não encontrado, inativo ou suspenso."],
      centrocusto: ["Centro de custo não encontrado ou inativo."],
    });
    const shape = await f.api.raw("POST", "/solicitacao/interno/rascunho/", {
      token: f.token.gestor,
      body: { tipo: "OUTRO", objetivo: "x".repeat(2001), usuario: 1 },
    });
    expect(shape.status).toBe(400);
    expect(shape.error.errors?.tipo).toEqual(["Use INTERNA ou CONTRATACAO_INTERNA."]);
    expect(Object.keys(shape.error.errors!).sort()).toEqual(["objetivo", "tipo", "usuario"]);
  });

  it("is for managers only (403) and needs a session (401)", async () => {
    for (const papel of ["consultor", "cliente", "prestador"] as const) {
      expect((await criar({ tipo: "INTERNA" }, f.token[papel])).status).toBe(403);
      expect((await f.api.get("/solicitacao/interno/rascunho/", { token: f.token[papel] })).status).toBe(403);
    }
    expect((await f.api.get("/solicitacao/interno/rascunho/")).status).toBe(401);
    expect((await apagar(1)).status).toBe(401);
  });
});
