// The staff queue's pages, kept per process while the queue's version stays (migration 0029).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { empresa, filaVersao, solicitacao, usuario } from "@/server/db/schema";
import { criarProposta } from "@/tests/setup/construtores";
import { encerrarPrazos } from "@/server/modules/solicitacao";
import { sucesso, type Query, type Sucesso } from "@/tests/setup/cliente-api";
import { DESDE, consultaFixture, type ConsultaFixture } from "./routes.fixture";

let { api, s, token } = {} as ConsultaFixture;
beforeAll(async () => {
  ({ api, s, token } = await consultaFixture());
});
afterAll(async () => {
  await api?.close();
});

const pendentes = (token: string, query: Query<"get", "/solicitacao/interno/pendentes/"> = {}) =>
  api.get("/solicitacao/interno/pendentes/", { query: { min_date: DESDE, ...query }, token });

/** The queue of the fixture's requests (DESDE), as `quem` (a fixture user) sees it, and what it read. */
async function fila(quem: string, query: Query<"get", "/solicitacao/interno/pendentes/"> = {}) {
  let pagina: Sucesso<"get", "/solicitacao/interno/pendentes/"> | undefined;
  const consultas = await api.consultasDe(async () => {
    pagina = await sucesso(pendentes(token[quem], query));
  });
  // Statements that read the requests' rows (the version's, the session's and the deadlines' aside).
  const leituras = consultas.filter((q) => /from "solicitacao_empresa"|from \(select/i.test(q));
  return { pagina: pagina!, leituras };
}
const versao = async () => (await api.db.select().from(filaVersao))[0].versao;

describe("the staff queue's cache", () => {
  it("answers a page again without reading the requests, until what a line shows changes", async () => {
    const gestor = "gestor";
    const primeira = await fila(gestor, { page_size: 5 });
    expect(primeira.leituras.length).toBeGreaterThan(0);
    const denovo = await fila(gestor, { page_size: 5 });
    expect(denovo.leituras).toEqual([]);
    expect(denovo.pagina).toEqual(primeira.pagina);

    const linha = primeira.pagina.results.find((l) => l.empresa && l.gestores.length)!;
    await api.db
      .update(empresa)
      .set({ nomefantasia: "Empresa Renomeada" })
      .where(eq(empresa.id, linha.empresa!.id));
    const renomeada = await fila(gestor, { page_size: 5 });
    expect(renomeada.leituras.length).toBeGreaterThan(0);
    expect(renomeada.pagina.results.find((l) => l.id === linha.id)!.empresa!.nomefantasia).toBe(
      "Empresa Renomeada",
    );

    await api.db.update(usuario).set({ nome: "Gestora" }).where(eq(usuario.id, linha.gestores[0].id));
    expect(
      (await fila(gestor, { page_size: 5 })).pagina.results.find((l) => l.id === linha.id)!.gestores[0].nome,
    ).toBe("Gestora");

    const cancelada = await api.substatusId("solicitacao", "CANCELADA");
    await api.db.update(solicitacao).set({ substatusId: cancelada }).where(eq(solicitacao.id, linha.id));
    expect(
      (await fila(gestor, { page_size: 5 })).pagina.results.find((l) => l.id === linha.id)?.substatus.codigo,
    ).toBe("CANCELADA");
  });

  it("keeps each user's pages apart, and each filter's", async () => {
    const gestor = "gestor";
    const consultor = "consultor";
    const todas = (await fila(gestor)).pagina;
    const doConsultor = (await fila(consultor)).pagina;
    expect(doConsultor.count).toBeLessThan(todas.count);
    expect((await fila(consultor)).pagina).toEqual(doConsultor);
    const emAnalise = (await fila(gestor, { status: "EM_ANALISE" })).pagina;
    expect(emAnalise.count).toBeLessThan(todas.count);
    expect((await fila(gestor)).pagina).toEqual(todas);
  });

  it("reads a deadline filter each time: it moves with the clock", async () => {
    const gestor = "gestor";
    await fila(gestor, { prazo: "semana" });
    expect((await fila(gestor, { prazo: "semana" })).leituras.length).toBeGreaterThan(0);
  });

  it("takes a new version when a statement writes a request, never for a read nor a proposal", async () => {
    const antes = await versao();
    await api.db.select().from(solicitacao).limit(1);
    expect(await versao()).toBe(antes);
    await api.db.execute(
      sql`UPDATE solicitacao SET objetivo = objetivo WHERE id = (SELECT min(id) FROM solicitacao)`,
    );
    expect(await versao()).toBeGreaterThan(antes);
    // A proposal's statement does not: a line shows nothing of its request's proposals (migration 0042).
    const depois = await versao();
    await api.db.execute(sql`UPDATE proposta SET id = id WHERE false`);
    expect(await versao()).toBe(depois);
  });

  it("answers a kept page with one statement, the session's, which reads the versions too", async () => {
    await fila("gestor", { page_size: 3 });
    const consultas = await api.consultasDe(() => sucesso(pendentes(token.gestor, { page_size: 3 })));
    expect(consultas).toHaveLength(1);
    expect(consultas[0]).toMatch(/from "token"/);
  });

  it("shows a round closed once the job closes it; a read past the deadline writes nothing", async () => {
    // r3 awaits proposals until 20/03/2031 02:59:59 (UTC); one is sent.
    await criarProposta(api.db, { solicitacao: s.r3.id, status: "ENVIADA" });
    api.setNow(new Date("2031-03-19T16:00:00Z"));
    const gestor = await api.login("gestor@hub.example");
    const situacaoDaR3 = async () =>
      (await pendentes(gestor)).body.results.find((l) => l.id === s.r3.id)!.substatus.codigo;
    expect(await situacaoDaR3()).toBe("AGUARDANDO_PROPOSTAS");
    const passado = new Date("2031-03-20T03:00:00Z");
    api.setNow(passado);
    const antes = await versao();
    expect(await situacaoDaR3()).toBe("AGUARDANDO_PROPOSTAS");
    expect(await versao()).toBe(antes);
    expect(await encerrarPrazos(api.db, passado)).toBe(1);
    expect(await situacaoDaR3()).toBe("PROPOSTAS_EM_ANALISE");
  });
});
