import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  editalAvaliador,
  empresaUsuario,
  inscricao,
  inscricaoDocumento,
  usuario,
  usuarioGrupo,
} from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import { editalPublicado } from "@/tests/setup/edital";
import { empresaId, usuarioId } from "@/tests/setup/construtores";
import { arquivo, PDF, PNG } from "../../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let tender: Awaited<ReturnType<typeof editalPublicado>>;
let vertice: number;
let outroAvaliador: number;
let mentora: number;

const B = "/credenciamento/edital";

/** A second evaluator of the tender, to prove each sees only their own enrolments. */
async function criarAvaliador(email: string) {
  const [modelo] = await api.db.select().from(usuario).where(eq(usuario.email, "avaliador@hub.example"));
  const [g] = await api.db.select().from(usuarioGrupo).where(eq(usuarioGrupo.usuarioId, modelo.id));
  const { id: _, ...resto } = modelo;
  const [novo] = await api.db
    .insert(usuario)
    .values({ ...resto, email, cpf: "53998224725" })
    .returning({ id: usuario.id });
  await api.db.insert(usuarioGrupo).values({ usuarioId: novo.id, grupoId: g.grupoId });
  return novo.id;
}

beforeAll(async () => {
  for (const who of ["gestor", "prestador", "avaliador"]) token[who] = await api.login(`${who}@hub.example`);
  token.helena = await api.login("helena.prado@hub.example");
  vertice = await empresaId(api.db, "Vértice Consultoria");
  tender = await editalPublicado(api.db, "77/2026");
  outroAvaliador = await criarAvaliador("avaliador2@hub.example");
  await api.db.insert(editalAvaliador).values({ editalId: tender.id, usuarioId: outroAvaliador });
  token.avaliador2 = await api.login("avaliador2@hub.example");
  const [helena] = await api.db.select().from(usuario).where(eq(usuario.email, "helena.prado@hub.example"));
  [{ empresaId: mentora }] = await api.db
    .select({ empresaId: empresaUsuario.empresaId })
    .from(empresaUsuario)
    .where(eq(empresaUsuario.usuarioId, helena.id));
});

const inscrever = (who = "prestador", empresa = vertice, servicos = tender.servicos) =>
  api.post(`${B}/inscricao/`, { token: token[who], body: { edital: tender.id, empresa, servicos } });
const etapas = (id: number, who = "prestador") =>
  api.get(`${B}/inscricao/etapas/{id}/`, { path: { id }, token: token[who] });
const documentos = async (id: number, who = "prestador") =>
  (await etapas(id, who)).body.etapas.flatMap((e) => e.grupos.flatMap((g) => g.documentos));
const agir = (id: number, who: string, form: Record<string, string | Blob>) =>
  api.patch(`${B}/inscricao/etapas/documento/{id}/`, {
    path: { id },
    token: token[who],
    form: form as never,
  });
const proxima = (id: number, etapa: number, who: string) =>
  api.patch(`${B}/inscricao/etapas/next/{id}/`, { path: { id }, query: { etapa }, token: token[who] });
const detalhe = (id: number, who = "prestador") =>
  api.get(`${B}/inscricao/detalhe/{id}/`, { path: { id }, token: token[who] });

describe("enrolment and evaluation of a tender", () => {
  let id: number;

  it("enrols a provider's company once, with one pending document per document its services need", async () => {
    const form = await api.get(`${B}/detalhe/inscricao/`, {
      query: { edital: tender.id },
      token: token.prestador,
    });
    expect(form.status).toBe(200);
    expect(form.body.edital.aberto).toBe(true);
    expect(form.body.empresas).toEqual([
      { id: vertice, nomefantasia: "Vértice Consultoria", inscricao: null },
    ]);
    // Helena's company is not prestador@'s: 404, not a way to enrol someone else.
    expect((await inscrever("prestador", mentora)).status).toBe(404);
    expect((await inscrever("gestor")).status).toBe(403);
    const res = await inscrever();
    expect(res.status).toBe(201);
    id = res.body.id;
    expect((await inscrever()).status).toBe(409);
    const d = await detalhe(id);
    expect(d.body.status.codigo).toBe("EM_INSCRICAO");
    expect(d.body.etapa_atual?.id).toBe(tender.etapas[0].id);
    expect(d.body.servicos_pendentes.map((s) => s.id).sort()).toEqual([...tender.servicos].sort());
    expect(d.body.historico.map((h) => h.descricao)).toEqual(["Inscrição feita"]);
    expect(d.body.acoes).toEqual([]);
    const docs = await documentos(id);
    expect(docs.map((x) => x.status.codigo)).toEqual(["PENDENTE", "PENDENTE", "PENDENTE", "PENDENTE"]);
    const mine = await api.get(`${B}/inscricao/detalhe/`, {
      query: { edital: tender.id },
      token: token.prestador,
    });
    expect(mine.body.id).toBe(id);
    const lista = await api.get(`${B}/inscricao/list/`, { token: token.prestador });
    expect(lista.body.map((i) => i.id)).toContain(id);
    const daEquipe = await api.get(`${B}/inscricao/list/`, {
      query: { edital: tender.id },
      token: token.gestor,
    });
    expect(daEquipe.body.map((i) => i.id)).toEqual([id]);
  });

  it("hides an enrolment from a company not enrolled and from evaluators not assigned (404)", async () => {
    expect((await detalhe(id, "helena")).status).toBe(404);
    expect((await etapas(id, "helena")).status).toBe(404);
    expect((await detalhe(id, "avaliador")).status).toBe(404);
    expect(
      (await api.get(`${B}/inscricao/detalhe/`, { query: { edital: tender.id }, token: token.helena }))
        .status,
    ).toBe(404);
  });

  it("sends documents, checked against the kinds the tender accepts, and the stage only when complete", async () => {
    const [contrato, certidao, fgts] = await documentos(id);
    expect(contrato.acoes).toEqual(["enviar"]);
    expect(
      (await agir(contrato.id, "prestador", { acao: "enviar", arquivo: arquivo(PNG, "c.png", "image/png") }))
        .status,
    ).toBe(422);
    expect(
      (await agir(contrato.id, "prestador", { acao: "enviar", arquivo: arquivo(PDF, "c.pdf") })).status,
    ).toBe(200);
    // A required document missing: the stage is not offered, and refused when asked.
    let e = await etapas(id);
    expect(e.body.etapas[0].acoes).toEqual([]);
    expect((await proxima(id, tender.etapas[0].id, "prestador")).status).toBe(409);
    const enviado = await agir(certidao.id, "prestador", {
      acao: "enviar",
      arquivo: arquivo(PDF, "cnd.pdf"),
    });
    expect(enviado.status).toBe(200);
    expect((await documentos(id))[1].validade).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The optional one accepts an image.
    expect(
      (await agir(fgts.id, "prestador", { acao: "enviar", arquivo: arquivo(PNG, "f.png", "image/png") }))
        .status,
    ).toBe(200);
    e = await etapas(id);
    expect(e.body.etapas[0].acoes).toEqual(["enviar_etapa"]);
    // A stage that is not the current one is stale.
    expect((await proxima(id, tender.etapas[1].id, "prestador")).status).toBe(409);
    const enviada = await proxima(id, tender.etapas[0].id, "prestador");
    expect(enviada.status).toBe(200);
    expect(enviada.body.status.codigo).toBe("EM_AVALIACAO");
    const [i] = await api.db.select().from(inscricao).where(eq(inscricao.id, id));
    expect(i.avaliadorId).toBe(
      (await api.db.select().from(usuario).where(eq(usuario.email, "avaliador@hub.example")))[0].id,
    );
  });

  it("lets only the assigned evaluator decide, and the company only send (403 across)", async () => {
    const [contrato] = await documentos(id);
    expect((await etapas(id, "avaliador2")).status).toBe(404);
    expect((await agir(contrato.id, "avaliador2", { acao: "aceitar" })).status).toBe(404);
    expect((await agir(contrato.id, "prestador", { acao: "aceitar" })).status).toBe(403);
    expect(
      (await agir(contrato.id, "avaliador", { acao: "enviar", arquivo: arquivo(PDF, "x.pdf") })).status,
    ).toBe(403);
    expect(
      (await agir(contrato.id, "avaliador", { acao: "devolver", motivo: "Falta a página 2." })).status,
    ).toBe(400);
    const lista = await api.get(`${B}/avaliacao/list/`, { token: token.avaliador });
    expect(lista.body.find((x) => x.id === tender.id)).toMatchObject({ inscricoes: 1, a_decidir: 1 });
    expect((await api.get(`${B}/avaliacao/list/`, { token: token.avaliador2 })).body).toEqual([]);
    const daqui = await api.get(`${B}/avaliacao/{id}/inscricoes/`, {
      path: { id: tender.id },
      token: token.avaliador,
    });
    expect(daqui.body.map((x) => x.id)).toEqual([id]);
    const pagina = await api.get(`${B}/detalhe/{id}/page_avaliador/`, {
      path: { id: tender.id },
      token: token.avaliador,
    });
    expect(pagina.body.etapas).toHaveLength(2);
    expect(pagina.body.inscricoes).toEqual([expect.objectContaining({ id, aceitos: 0, total: 4 })]);
    expect(
      (
        await api.get(`${B}/detalhe/{id}/page_avaliador/`, {
          path: { id: tender.id },
          token: token.prestador,
        })
      ).status,
    ).toBe(403);
  });

  it("answers one of two simultaneous decisions on a document and 409 to the other", async () => {
    const [contrato] = await documentos(id, "avaliador");
    const [a, b] = await Promise.all([
      agir(contrato.id, "avaliador", { acao: "aceitar" }),
      agir(contrato.id, "avaliador", { acao: "aceitar" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const decidido = (await documentos(id, "avaliador"))[0];
    expect(decidido.status.codigo).toBe("ACEITO");
    expect(decidido.dtadecisao).not.toBeNull();
    const [d] = await api.db.select().from(inscricaoDocumento).where(eq(inscricaoDocumento.id, contrato.id));
    expect(d.avaliadorId).toBe(await usuarioId(api.db, "avaliador@hub.example"));
    // One history row: the loser wrote nothing.
    expect(
      (await detalhe(id, "avaliador")).body.historico.filter((h) => h.descricao === "Documento aceito"),
    ).toHaveLength(1);
  });

  it("returns a document with a reason and deadline the company reads on it, and takes its correction", async () => {
    const [, certidao, fgts] = await documentos(id, "avaliador");
    expect((await agir(fgts.id, "avaliador", { acao: "aceitar" })).status).toBe(200);
    const devolvido = await agir(certidao.id, "avaliador", {
      acao: "devolver",
      motivo: "A certidão está vencida.",
      prazo: "31/12/2099",
    });
    expect(devolvido.status).toBe(200);
    // Something still returned: the stage cannot move on.
    expect((await etapas(id, "avaliador")).body.etapas[0].acoes).toEqual([]);
    expect((await proxima(id, tender.etapas[0].id, "avaliador")).status).toBe(409);
    const visto = (await documentos(id))[1];
    expect(visto).toMatchObject({
      motivo: "A certidão está vencida.",
      prazo_correcao: "2099-12-31",
      acoes: ["enviar"],
    });
    const corrigido = await agir(certidao.id, "prestador", {
      acao: "enviar",
      arquivo: arquivo(PDF, "cnd2.pdf"),
      validade: "30/06/2099",
    });
    expect(corrigido.status).toBe(200);
    expect((await documentos(id))[1]).toMatchObject({
      validade: "2099-06-30",
      status: { codigo: "ENVIADO" },
    });
    expect((await agir(certidao.id, "avaliador", { acao: "aceitar" })).status).toBe(200);
  });

  it("moves the evaluated stage on to the next one, where the company fills it", async () => {
    expect((await proxima(id, tender.etapas[0].id, "prestador")).status).toBe(403);
    const e = await etapas(id, "avaliador");
    expect(e.body.etapas[0].acoes).toEqual(["avancar_etapa"]);
    const res = await proxima(id, tender.etapas[0].id, "avaliador");
    expect(res.status).toBe(200);
    expect(res.body.status.codigo).toBe("EM_INSCRICAO");
    // Twice is stale: the stage is no longer the current one.
    expect((await proxima(id, tender.etapas[0].id, "avaliador")).status).toBe(409);
    const d = await detalhe(id);
    expect(d.body.etapa_atual?.id).toBe(tender.etapas[1].id);
    // The second service needs nothing of the second stage (its group is the first service's): approved.
    expect(d.body.servicos_aprovados.map((x) => x.id)).toEqual([tender.servicos[1]]);
    expect(d.body.servicos_pendentes.map((x) => x.id)).toEqual([tender.servicos[0]]);
    expect(d.body.historico.map((h) => h.descricao)).toContain("Etapa avaliada");
    const depois = await etapas(id);
    expect(depois.body.etapas.map((x) => x.situacao)).toEqual(["concluida", "atual"]);
  });

  it("gives a company's first sent stage to the tender's evaluator with the fewest enrolments", async () => {
    const res = await inscrever("helena", mentora, [tender.servicos[1]]);
    expect(res.status).toBe(201);
    const docs = await documentos(res.body.id, "helena");
    // The group tied to the first service is not this company's to fill.
    expect(docs.map((d) => d.nome)).not.toContain("Atestado de capacidade técnica");
    for (const d of docs.filter((x) => x.obrigatorio))
      expect((await agir(d.id, "helena", { acao: "enviar", arquivo: arquivo(PDF, "d.pdf") })).status).toBe(
        200,
      );
    expect((await proxima(res.body.id, tender.etapas[0].id, "helena")).status).toBe(200);
    const [i] = await api.db.select().from(inscricao).where(eq(inscricao.id, res.body.id));
    expect(i.avaliadorId).toBe(outroAvaliador);
    expect((await detalhe(res.body.id, "avaliador2")).status).toBe(200);
    expect((await detalhe(res.body.id, "avaliador")).status).toBe(404);
    // A rejected document of a group with no service refuses every service asked.
    const [contrato] = await documentos(res.body.id, "avaliador2");
    const rejeitado = await agir(contrato.id, "avaliador2", {
      acao: "rejeitar",
      motivo: "Contrato sem registro.",
    });
    expect(rejeitado.status).toBe(200);
    const d = await detalhe(res.body.id, "helena");
    expect(d.body.servicos_reprovados.map((x) => x.id)).toEqual([tender.servicos[1]]);
    expect((await documentos(res.body.id, "helena"))[0]).toMatchObject({
      motivo: "Contrato sem registro.",
      acoes: [],
    });
  });

  it("refuses an enrolment in a tender whose first stage ended (409)", async () => {
    api.setNow(new Date("2028-06-01T12:00:00Z"));
    try {
      token.helena = await api.login("helena.prado@hub.example");
      token.prestador = await api.login("prestador@hub.example");
      const outro = await editalPublicado(api.db, "78/2026");
      const tarde = await api.post(`${B}/inscricao/`, {
        token: token.helena,
        body: { edital: outro.id, empresa: mentora, servicos: outro.servicos },
      });
      expect(tarde.status).toBe(409);
      expect(tarde.error.detail).toBe("O prazo de inscrição deste edital terminou.");
      const form = await api.get(`${B}/detalhe/inscricao/`, {
        query: { edital: tender.id },
        token: token.prestador,
      });
      expect(form.body.edital.aberto).toBe(false);
    } finally {
      api.setNow(new Date());
    }
  });
});
