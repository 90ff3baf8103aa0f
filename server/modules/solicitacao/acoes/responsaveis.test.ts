import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import {
  solicitacaoGestor,
  unidadeAtendimento,
  unidadeAtendimentoConsultor,
  usuario,
} from "@/server/db/schema";
import { usarAcoesFixture } from "@/tests/setup/acoes";

const f = usarAcoesFixture();
let camila: number;
let larissa: number;

beforeAll(async () => {
  camila = f.usuarioId("consultor@hub.example");
  larissa = f.usuarioId("larissa.bauer@hub.example");
  // The consultant starts with no service unit: they reach only the requests they are linked to.
  await f.api.db.delete(unidadeAtendimentoConsultor).where(eq(unidadeAtendimentoConsultor.usuarioId, camila));
});

/**
 * Runs `fn` while Camila also works in the Florianópolis unit, which covers the city of the company
 * f.criar() sends for (Sabor da Ilha), so its requests are in her reach.
 */
async function naUnidadeDaEmpresa(fn: () => Promise<void>) {
  const [{ id: floripa }] = await f.api.db
    .select({ id: unidadeAtendimento.id })
    .from(unidadeAtendimento)
    .where(eq(unidadeAtendimento.descricao, "Unidade Florianópolis"));
  const vinculo = and(
    eq(unidadeAtendimentoConsultor.unidadeId, floripa),
    eq(unidadeAtendimentoConsultor.usuarioId, camila),
  );
  await f.api.db.insert(unidadeAtendimentoConsultor).values({ unidadeId: floripa, usuarioId: camila });
  try {
    await fn();
  } finally {
    await f.api.db.delete(unidadeAtendimentoConsultor).where(vinculo);
  }
}

const vincular = (id: number, consultor: number, token = f.token.gestor, versao?: number) =>
  f.api.patch("/solicitacao/interno/{id}/altera/consultor/", {
    path: { id },
    token,
    body: { consultor },
    versao,
  });
const remover = (id: number, token = f.token.gestor, versao?: number) =>
  f.api.delete("/solicitacao/interno/{id}/remover/consultor/", { path: { id }, token, versao });

describe("PATCH /solicitacao/interno/{id}/altera/consultor/", () => {
  it("links a consultant, then another, with their names in history", async () => {
    const id = await f.criar();
    const { versao } = await f.linha(id);
    const res = await vincular(id, camila, f.token.gestor, versao);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, versao: versao + 1, substatus: { codigo: "AGUARDANDO_ANALISE" } });
    expect((await f.linha(id)).consultorId).toBe(camila);
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({
      acao: "ALTERAR_CONSULTOR",
      de: null,
      para: "Camila Teixeira",
      usuarioId: f.usuarioId("gestor@hub.example"),
    });
    // A manager hands it over to another consultant.
    expect((await vincular(id, larissa, f.token.coordenador)).status).toBe(200);
    expect((await f.linha(id)).consultorId).toBe(larissa);
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({
      de: "Camila Teixeira",
      para: "Larissa Bauer",
      usuarioId: f.usuarioId("coordenador@hub.example"),
    });
  });

  it("lets a consultant link only themself, and not over a colleague (403, nothing written)", async () => {
    // Sítio Zanella lies in Larissa's service unit, so she reaches the request without being linked.
    const id = await f.criar("Sítio Zanella", "Gestão de Custos da Propriedade Rural");
    const tokenLarissa = await f.api.login("larissa.bauer@hub.example");
    const antes = (await f.historicoDe(id)).length;
    expect(await vincular(id, camila, tokenLarissa)).toMatchObject({
      status: 403,
      error: { detail: "Você só pode vincular a si mesmo; peça a um gestor para vincular outro consultor." },
    });
    expect((await vincular(id, camila, f.token.gestor)).status).toBe(200);
    expect(await vincular(id, larissa, tokenLarissa)).toMatchObject({
      status: 403,
      error: { detail: "Outro consultor já está vinculado; peça a um gestor para trocá-lo." },
    });
    expect((await f.linha(id)).consultorId).toBe(camila);
    expect((await remover(id, f.token.consultor)).status).toBe(200);
    expect((await vincular(id, larissa, tokenLarissa)).status).toBe(200);
    expect((await f.historicoDe(id)).length).toBe(antes + 3);
  });

  it("takes only active consultants (400)", async () => {
    const id = await f.criar();
    const gestor = await vincular(id, f.usuarioId("gestor@hub.example"));
    expect(gestor.status).toBe(400);
    expect(gestor.error.errors).toEqual({ consultor: ["Escolha um consultor ativo."] });
    await f.api.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, larissa));
    try {
      expect((await vincular(id, larissa)).error.errors).toEqual({
        consultor: ["Escolha um consultor ativo."],
      });
    } finally {
      await f.api.db.update(usuario).set({ ativo: true }).where(eq(usuario.id, larissa));
    }
    const texto = await f.api.raw("PATCH", `/solicitacao/interno/${id}/altera/consultor/`, {
      token: f.token.gestor,
      body: { consultor: "x" },
    });
    expect(Object.keys(texto.error.errors!)).toEqual(["consultor"]);
    expect((await f.linha(id)).consultorId).toBeNull();
  });

  it("answers 404 out of a consultant's reach, 403 for clients and providers, 409 when final or stale", async () => {
    const id = await f.criar();
    expect((await vincular(id, camila, f.token.consultor)).status).toBe(404);
    // Working in the unit that covers the company's city brings the request into reach.
    await naUnidadeDaEmpresa(async () => {
      expect((await vincular(id, camila, f.token.consultor)).status).toBe(200);
    });
    for (const token of [f.token.cliente, f.token.prestador])
      expect((await vincular(id, larissa, token)).status).toBe(403);
    const { versao } = await f.linha(id);
    expect((await vincular(id, larissa, f.token.gestor, versao - 1)).status).toBe(409);
    await f.colocarEm(id, "CONCLUIDA");
    expect((await vincular(id, larissa)).status).toBe(409);
    expect((await f.linha(id)).consultorId).toBe(camila);
    expect((await vincular(999999, larissa)).status).toBe(404);
  });
});

describe("DELETE /solicitacao/interno/{id}/remover/consultor/", () => {
  it("lets the linked consultant unlink themselves", async () => {
    const id = await f.criar();
    await vincular(id, camila);
    const { versao } = await f.linha(id);
    const res = await remover(id, f.token.consultor, versao);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, versao: versao + 1 });
    expect((await f.linha(id)).consultorId).toBeNull();
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({
      acao: "REMOVER_CONSULTOR",
      de: "Camila Teixeira",
      para: null,
      usuarioId: camila,
    });
    // Unlinked, the request is out of the consultant's reach again.
    expect((await remover(id, f.token.consultor)).status).toBe(404);
  });

  it("answers 409 without a consultant, 403 for another consultant's link, lets managers unlink anyone", async () => {
    const id = await f.criar();
    const sem = await remover(id);
    expect(sem.status).toBe(409);
    expect(sem.error.detail).toBe("A solicitação não tem consultor vinculado.");
    await vincular(id, larissa);
    await naUnidadeDaEmpresa(async () => {
      expect((await remover(id, f.token.consultor)).status).toBe(403);
    });
    for (const token of [f.token.cliente, f.token.prestador])
      expect((await remover(id, token)).status).toBe(403);
    expect((await f.linha(id)).consultorId).toBe(larissa);
    expect((await remover(id, f.token.coordenador)).status).toBe(200);
    expect((await f.linha(id)).consultorId).toBeNull();
    expect((await remover(999999)).status).toBe(404);
  });
});

describe("PATCH /solicitacao/interno/{id}/alterar/responsaveis/", () => {
  const alterar = (id: number, gestores: number[], token = f.token.gestor, versao?: number) =>
    f.api.patch("/solicitacao/interno/{id}/alterar/responsaveis/", {
      path: { id },
      token,
      body: { gestores },
      versao,
    });
  const responsaveis = async (id: number) =>
    (
      await f.api.db
        .select({ email: usuario.email })
        .from(solicitacaoGestor)
        .innerJoin(usuario, eq(usuario.id, solicitacaoGestor.usuarioId))
        .where(eq(solicitacaoGestor.solicitacaoId, id))
        .orderBy(asc(usuario.email))
    ).map((r) => r.email);

  it("replaces the responsible managers, with the names before and after in history", async () => {
    const id = await f.criar();
    expect(await responsaveis(id)).toEqual(["coordenador@hub.example", "gestor@hub.example"]);
    const { versao } = await f.linha(id);
    const novos = [f.usuarioId("gustavo.schneider@hub.example"), f.usuarioId("coordenador@hub.example")];
    const res = await alterar(id, [...novos, novos[0]], f.token.gestor, versao);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, versao: versao + 1, substatus: { codigo: "AGUARDANDO_ANALISE" } });
    expect(await responsaveis(id)).toEqual(["coordenador@hub.example", "gustavo.schneider@hub.example"]);
    expect((await f.historicoDe(id)).at(-1)).toMatchObject({
      acao: "ALTERAR_RESPONSAVEIS",
      de: "Fernanda Castilho, Ricardo Bittencourt",
      para: "Fernanda Castilho, Gustavo Schneider",
      usuarioId: f.usuarioId("gestor@hub.example"),
    });
  });

  it("takes 1 to 10 active managers or coordinators, keyed by position (400)", async () => {
    const id = await f.criar();
    const res = await alterar(id, [f.usuarioId("gestor@hub.example"), camila, 999999]);
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({
      "gestores.1": ["Escolha um gestor ou coordenador ativo."],
      "gestores.2": ["Escolha um gestor ou coordenador ativo."],
    });
    expect(Object.keys((await alterar(id, [])).error.errors!)).toEqual(["gestores"]);
    expect(Object.keys((await alterar(id, Array(11).fill(camila))).error.errors!)).toEqual(["gestores"]);
    expect(await responsaveis(id)).toEqual(["coordenador@hub.example", "gestor@hub.example"]);
  });

  it("is for managers (403) on open requests (409) at the version sent (409); 404 when unknown", async () => {
    const id = await f.criar();
    const gestores = [f.usuarioId("gestor@hub.example")];
    for (const token of [f.token.consultor, f.token.cliente, f.token.prestador])
      expect((await alterar(id, gestores, token)).status).toBe(403);
    const { versao } = await f.linha(id);
    expect((await alterar(id, gestores, f.token.gestor, versao + 1)).status).toBe(409);
    await f.colocarEm(id, "CANCELADA");
    expect((await alterar(id, gestores)).status).toBe(409);
    expect(await responsaveis(id)).toEqual(["coordenador@hub.example", "gestor@hub.example"]);
    expect((await alterar(999999, gestores)).status).toBe(404);
  });
});
