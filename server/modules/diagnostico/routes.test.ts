import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { sucesso, type Corpo } from "@/tests/setup/cliente-api";
import { criarDiagnostico, criarSolicitacao, empresaId } from "@/tests/setup/construtores";
import { arquivo, diagnostico, historico, usuario } from "@/server/db/schema";
import { PDF } from "../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
const user: Record<string, number> = {};
let d1: number; // demo: linked to consultor@hub.example, waiting for acceptance
const t: Record<string, number> = {};

const nros = (page: { results: { nrodiagnostico: string }[] }) => page.results.map((d) => d.nrodiagnostico);
const patch = (id: number, body: Corpo<"patch", "/diagnostico/{id}/altera/consultor/">, who = "gestor") =>
  api.patch("/diagnostico/{id}/altera/consultor/", { path: { id }, token: token[who], body });
const remove = (id: number, who: string) =>
  api.delete("/diagnostico/{id}/remover/consultor/", { path: { id }, token: token[who] });
const eventos = (id: number) =>
  api.db
    .select()
    .from(historico)
    .where(and(eq(historico.entidade, "diagnostico"), eq(historico.entidadeId, id)))
    .orderBy(asc(historico.id));

beforeAll(async () => {
  api.setNow(new Date("2026-04-01T12:00:00Z"));
  for (const who of ["consultor", "gestor", "cliente", "prestador"]) {
    token[who] = await api.login(`${who}@hub.example`);
  }
  token.larissa = await api.login("larissa.bauer@hub.example");
  for (const u of await api.db.select({ id: usuario.id, email: usuario.email }).from(usuario))
    user[u.email.split("@")[0].split(".")[0]] = u.id;
  // A diagnostic waiting for the provider's acceptance, linked to consultor@hub.example.
  const lgpd = await criarSolicitacao(api.db, {
    nrosolicitacao: "2026-900005",
    empresas: [await empresaId(api.db, "Cervejaria Vale Germânico")],
    substatus: "AGUARDANDO_DIAGNOSTICO",
    modelo: "Adequação à LGPD para Microempresas",
    objetivo: "Adequar o tratamento de dados de clientes do bar e da loja virtual à LGPD.",
    consultor: "consultor@hub.example",
  });
  d1 = await criarDiagnostico(api.db, {
    solicitacao: lgpd,
    prestador: "Vértice Consultoria",
    substatus: "AGUARDANDO_ACEITE",
    nrodiagnostico: "2026-900005-D1",
    consultor: "consultor@hub.example",
    prazo: new Date("2026-12-10T02:59:59Z"),
    dtainclusao: new Date("2026-03-10T12:00:00Z"),
    historico: [
      {
        acao: "CRIAR",
        para: "AGUARDANDO_ACEITE",
        por: "gustavo.schneider@hub.example",
        em: new Date("2026-03-10T12:00:00Z"),
      },
    ],
  });

  // More diagnostics on a request of two companies of the Oeste Catarinense (Larissa's unit), one per
  // closing status.
  const oeste = await criarSolicitacao(api.db, {
    nrosolicitacao: "2026-900001",
    empresas: [
      await empresaId(api.db, "Mercado Bom Preço"),
      await empresaId(api.db, "Propriedade Bortolini Uvas e Sucos"),
    ],
    modelo: "Plano de Investimentos e Crédito Orientado",
    consultor: "larissa.bauer@hub.example",
  });
  const [laudo] = await api.db
    .insert(arquivo)
    .values({
      nome: "diagnostico.pdf",
      tipo: "application/pdf",
      tamanho: PDF.length,
      sha256: "0".repeat(64),
      bytes: PDF,
    })
    .returning({ id: arquivo.id });
  const linhas = [
    ["ENVIADO", "larissa.bauer@hub.example", laudo.id, "2026-03-20"],
    ["APROVADO", "consultor@hub.example", undefined, "2026-03-21"],
    ["REJEITADO", "consultor@hub.example", undefined, "2026-03-22"],
  ] as const;
  for (const [codigo, consultor, arquivoId, dia] of linhas)
    t[codigo] = await criarDiagnostico(api.db, {
      solicitacao: oeste,
      prestador: "AgroSul Assistência Técnica",
      substatus: codigo,
      nrodiagnostico: `T-${codigo}`,
      consultor,
      arquivoId,
      prazo: new Date("2026-03-31T12:00:00Z"),
      dtainclusao: new Date(`${dia}T12:00:00Z`),
    });
});

describe("GET /diagnostico/consultor/ and /diagnostico/enviados/consultor/", () => {
  it("lists the consultant's diagnostics with status stage, lateness and the request's data", async () => {
    const page = await sucesso(api.get("/diagnostico/consultor/", { token: token.consultor }));
    expect(nros(page)).toEqual(["T-REJEITADO", "T-APROVADO", "2026-900005-D1"]);
    expect(page.results[2]).toEqual({
      id: d1,
      nrodiagnostico: "2026-900005-D1",
      solicitacao: { id: expect.any(Number), nrosolicitacao: "2026-900005" },
      empresa_label: "Cervejaria Vale Germânico",
      modelooferta: { id: expect.any(Number), titulo: "Adequação à LGPD para Microempresas" },
      status: {
        id: expect.any(Number),
        codigo: "AGUARDANDO_ACEITE",
        descricao: "Aguardando aceite",
        cor: "#fa8c16",
        etapa: 1,
      },
      ematraso: false,
      prazo: "2026-12-10T02:59:59.000Z",
      comprovante: null,
      prestador: { id: expect.any(Number), nomefantasia: "Vértice Consultoria" },
      consultor: { id: user.consultor, nome: "Camila", sobrenome: "Teixeira" },
      dtainclusao: "2026-03-10T12:00:00.000Z",
    });
    // Closed diagnostics are never late (their deadline passed too); an open one is once its deadline passes.
    await api.db
      .update(diagnostico)
      .set({ prazo: new Date("2026-03-31T12:00:00Z") })
      .where(eq(diagnostico.id, d1));
    const late = await sucesso(api.get("/diagnostico/consultor/", { token: token.consultor }));
    expect(late.results.map((d) => d.ematraso)).toEqual([false, false, true]);
    await api.db
      .update(diagnostico)
      .set({ prazo: new Date("2026-12-10T02:59:59Z") })
      .where(eq(diagnostico.id, d1));
  });

  it("filters by status, lists sent ones, and shows managers everyone's", async () => {
    expect(
      nros(
        await sucesso(
          api.get("/diagnostico/consultor/", { query: { dash_filter: "APROVADO" }, token: token.consultor }),
        ),
      ),
    ).toEqual(["T-APROVADO"]);
    expect(
      nros(await sucesso(api.get("/diagnostico/enviados/consultor/", { token: token.consultor }))),
    ).toEqual(["T-APROVADO"]);
    const larissa = await sucesso(api.get("/diagnostico/enviados/consultor/", { token: token.larissa }));
    expect(larissa.results[0]).toMatchObject({
      nrodiagnostico: "T-ENVIADO",
      comprovante: { nome: "diagnostico.pdf" },
    });
    expect(nros(await sucesso(api.get("/diagnostico/enviados/consultor/", { token: token.gestor })))).toEqual(
      ["T-APROVADO", "T-ENVIADO"],
    );
    expect(
      nros(
        await sucesso(
          api.get("/diagnostico/consultor/", { query: { consultor: user.larissa }, token: token.gestor }),
        ),
      ),
    ).toEqual(["T-ENVIADO"]);
    expect(
      (await sucesso(api.get("/diagnostico/consultor/", { query: { page_size: 2 }, token: token.gestor })))
        .next,
    ).toBe("/api/hub/diagnostico/consultor/?page_size=2&page=2");
    const bad = await api.raw("GET", "/diagnostico/consultor/?dash_filter=PERDIDO", { token: token.gestor });
    expect(bad.status).toBe(400);
    expect(bad.error.errors?.dash_filter).toEqual(["Status de diagnóstico desconhecido."]);
    expect(
      (await api.raw("GET", "/diagnostico/enviados/consultor/?dash_filter=ENVIADO", { token: token.gestor }))
        .status,
    ).toBe(400);
    expect((await api.get("/diagnostico/consultor/", { token: token.prestador })).status).toBe(403);
    expect((await api.get("/diagnostico/enviados/consultor/")).status).toBe(401);
  });
});

describe("GET /diagnostico/consultor/{id}/", () => {
  it("gives the request's objective and companies, the file and the history", async () => {
    const res = await api.get("/diagnostico/consultor/{id}/", { path: { id: d1 }, token: token.consultor });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      objetivo: "Adequar o tratamento de dados de clientes do bar e da loja virtual à LGPD.",
      empresas_detalhe: [
        { nomefantasia: "Cervejaria Vale Germânico", cidade: { nome: "Blumenau" }, estado: { sigla: "SC" } },
      ],
      arquivo: null,
      historico: [{ acao: "CRIAR", para: "Aguardando aceite", usuario: { nome: "Gustavo" } }],
    });
    const enviado = await api.get("/diagnostico/consultor/{id}/", {
      path: { id: t.ENVIADO },
      token: token.larissa,
    });
    expect(enviado.body.arquivo).toEqual({
      id: expect.any(Number),
      nome: "diagnostico.pdf",
      tipo: "application/pdf",
      tamanho: PDF.length,
    });
    expect(enviado.body.empresa_label).toBe("Várias empresas");
    // Out of reach for a consultant of another unit who is not linked to it.
    const alheio = await api.get("/diagnostico/consultor/{id}/", {
      path: { id: t.ENVIADO },
      token: token.consultor,
    });
    expect(alheio).toMatchObject({ status: 404, error: { detail: "Diagnóstico não encontrado." } });
    expect(
      (await api.get("/diagnostico/consultor/{id}/", { path: { id: 999999 }, token: token.gestor })).status,
    ).toBe(404);
  });
});

describe("PATCH /diagnostico/{id}/altera/consultor/ and DELETE …/remover/consultor/", () => {
  it("links another consultant, recording both names in the diagnostic's history", async () => {
    const res = await patch(d1, { consultor: user.larissa });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: d1,
      consultor: { id: user.larissa, nome: "Larissa", sobrenome: "Bauer" },
    });
    expect((await eventos(d1)).at(-1)).toMatchObject({
      acao: "ALTERAR_CONSULTOR",
      de: "Camila Teixeira",
      para: "Larissa Bauer",
      usuarioId: user.gestor,
    });
    const [row] = await api.db.select().from(diagnostico).where(eq(diagnostico.id, d1));
    expect(row.consultorId).toBe(user.larissa);
  });

  it("lets a consultant unlink only themselves (403 otherwise), then 409 when nobody is linked", async () => {
    // consultor@ still reaches d1 through its request, but Larissa is the one linked now.
    const negado = await remove(d1, "consultor");
    expect(negado.status).toBe(403);
    const res = await remove(d1, "larissa");
    expect(res).toMatchObject({ status: 200, body: { id: d1, consultor: null } });
    expect((await eventos(d1)).at(-1)).toMatchObject({
      acao: "REMOVER_CONSULTOR",
      de: "Larissa Bauer",
      para: null,
    });
    expect(await remove(d1, "gestor")).toMatchObject({
      status: 409,
      error: { detail: "O diagnóstico não tem consultor vinculado." },
    });
    // A consultant who reaches the request may link themselves back, but nobody else.
    expect((await patch(d1, { consultor: user.larissa }, "consultor")).status).toBe(403);
    expect((await patch(d1, { consultor: user.consultor }, "consultor")).status).toBe(200);
  });

  it("refuses approved or rejected diagnostics (409) without writing history", async () => {
    for (const id of [t.APROVADO, t.REJEITADO]) {
      const antes = (await eventos(id)).length;
      expect((await patch(id, { consultor: user.larissa })).status).toBe(409);
      expect((await remove(id, "gestor")).status).toBe(409);
      expect((await eventos(id)).length).toBe(antes);
    }
  });

  it("checks the consultant and the body (400), the group (403), the session (401) and the id (404)", async () => {
    const gestor = await patch(d1, { consultor: user.gestor });
    expect(gestor).toMatchObject({
      status: 400,
      error: { errors: { consultor: ["Escolha um consultor ativo."] } },
    });
    const bad = await api.raw("PATCH", `/diagnostico/${d1}/altera/consultor/`, {
      token: token.gestor,
      body: { consultor: "x", motivo: "y" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors!).sort()).toEqual(["consultor", "motivo"]);
    expect((await patch(d1, { consultor: user.larissa }, "cliente")).status).toBe(403);
    expect((await remove(d1, "prestador")).status).toBe(403);
    expect((await api.delete("/diagnostico/{id}/remover/consultor/", { path: { id: d1 } })).status).toBe(401);
    expect((await patch(999999, { consultor: user.larissa })).status).toBe(404);
    expect((await patch(t.ENVIADO, { consultor: user.consultor }, "consultor")).status).toBe(404);
  });
});
