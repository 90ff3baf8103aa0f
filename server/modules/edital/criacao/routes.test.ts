import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { CABECALHO_PAR } from "@/lib/endereco";
import { servico, usuario } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import { editalPublicado } from "@/tests/setup/edital";
import { arquivo, PDF, PNG } from "../../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let servicos: number[];
let avaliador: number;

beforeAll(async () => {
  for (const who of ["gestor", "interno", "prestador", "avaliador", "cliente"])
    token[who] = await api.login(`${who}@hub.example`);
  servicos = (
    await api.db
      .select({ id: servico.id })
      .from(servico)
      .where(eq(servico.ativo, true))
      .orderBy(asc(servico.id))
  ).map((s) => s.id);
  [{ id: avaliador }] = await api.db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.email, "avaliador@hub.example"));
});

/** A draft as the editor first saves it: the default stage and groups, no dates, documents nor evaluator. */
const rascunho = (numero: string) => ({
  numero_edital: numero,
  titulo: "Credenciamento de consultorias em gestão",
  objeto: "Credenciar empresas de consultoria em gestão para o programa.",
  servicos: [servicos[0]],
  etapas: [
    {
      titulo: "Habilitação Jurídica e Fiscal",
      ordem: 1,
      grupos: [
        { titulo: "Habilitação Jurídica", ordem: 1 },
        { titulo: "Habilitação Fiscal", ordem: 2 },
      ],
    },
  ],
});

const criar = async (numero: string) => {
  const res = await api.post("/credenciamento/edital/create/", {
    token: token.gestor,
    body: rascunho(numero),
  });
  expect(res.status).toBe(201);
  return res.body;
};
const detalhe = (id: number, who?: string) =>
  api.get("/credenciamento/edital/detalhe/{id}/", { path: { id }, token: who && token[who] });
const check = async (id: number) =>
  (await api.get("/credenciamento/edital/detalhe/{id}/check/", { path: { id }, token: token.gestor })).body
    .pendencias;
const ifMatch = (versao: number) => ({ "if-match": `"${versao}"` });

describe("writing a tender", () => {
  it("is for staff: a provider, an evaluator and an anonymous caller cannot create one", async () => {
    for (const who of ["prestador", "avaliador", "cliente"]) {
      const res = await api.post("/credenciamento/edital/create/", {
        token: token[who],
        body: rascunho("1/2031"),
      });
      expect(res.status, who).toBe(403);
    }
    const anonimo = await api.post("/credenciamento/edital/create/", { body: rascunho("1/2031") });
    expect(anonimo.status).toBe(401);
  });

  it("is born a draft with its stages in order; a repeated number is 409; a bad date is 400", async () => {
    const e = await criar("10/2031");
    expect(e.status.codigo).toBe("RASCUNHO");
    expect(e.etapas.map((x) => x.titulo)).toEqual(["Habilitação Jurídica e Fiscal"]);
    expect(e.etapas[0].grupos.map((g) => g.titulo)).toEqual(["Habilitação Jurídica", "Habilitação Fiscal"]);
    // Publishing is offered only once nothing is missing.
    expect(e.acoes).toEqual(["editar"]);
    const repetido = await api.post("/credenciamento/edital/create/", {
      token: token.gestor,
      body: rascunho("10/2031"),
    });
    expect(repetido.status).toBe(409);
    const corpo = rascunho("11/2031");
    const data = await api.raw("POST", "/credenciamento/edital/create/", {
      token: token.gestor,
      body: { ...corpo, etapas: [{ ...corpo.etapas[0], data_inicio: "31/02/2031" }] },
    });
    expect(data.status).toBe(400);
  });

  it("check lists what is missing, publish answers 409 with it, then publishes once the draft is complete", async () => {
    const e = await criar("20/2031");
    const antes = await check(e.id);
    expect(antes).toEqual([
      'a etapa "Habilitação Jurídica e Fiscal" não tem datas de início e fim',
      'o grupo "Habilitação Jurídica" da etapa "Habilitação Jurídica e Fiscal" não tem documentos',
      'o grupo "Habilitação Fiscal" da etapa "Habilitação Jurídica e Fiscal" não tem documentos',
      "o edital não tem avaliadores",
      "o edital não tem o arquivo do edital (PDF)",
    ]);
    const bloqueado = await api.put("/credenciamento/edital/detalhe/{id}/publicar/", {
      path: { id: e.id },
      token: token.gestor,
    });
    expect(bloqueado.status).toBe(409);
    expect(bloqueado.error.detail).toContain("o edital não tem avaliadores");

    // Completed in the editor: dates, a document per group, an evaluator.
    const corpo = rascunho("20/2031");
    const documentos = [{ nome: "Contrato social", tipos: ["pdf"] as ("pdf" | "imagem" | "planilha")[] }];
    const completo = {
      ...corpo,
      avaliadores: [avaliador],
      etapas: [
        {
          ...corpo.etapas[0],
          data_inicio: "01/02/2031",
          data_fim: "28/02/2031",
          grupos: corpo.etapas[0].grupos.map((g) => ({ ...g, documentos })),
        },
      ],
    };
    const editado = await api.put("/credenciamento/edital/detalhe/{id}/", {
      path: { id: e.id },
      token: token.gestor,
      headers: ifMatch(e.versao),
      body: completo,
    });
    expect(editado.status).toBe(200);
    expect(editado.body.etapas[0]).toMatchObject({ data_inicio: "2031-02-01", data_fim: "2031-02-28" });
    // A second save over the version the first one replaced is stale.
    const velho = await api.put("/credenciamento/edital/detalhe/{id}/", {
      path: { id: e.id },
      token: token.gestor,
      headers: ifMatch(e.versao),
      body: completo,
    });
    expect(velho.status).toBe(409);

    // The notice must be a PDF, checked from its bytes.
    const png = await api.post("/credenciamento/edital/detalhe/{id}/arquivos/", {
      path: { id: e.id },
      token: token.gestor,
      form: { tipo: "EDITAL", arquivo: arquivo(PNG, "edital.pdf") },
    });
    expect(png.status).toBe(422);
    expect(await check(e.id)).toEqual(["o edital não tem o arquivo do edital (PDF)"]);
    const anexado = await api.post("/credenciamento/edital/detalhe/{id}/arquivos/", {
      path: { id: e.id },
      token: token.gestor,
      form: { tipo: "EDITAL", arquivo: arquivo(PDF, "edital.pdf") },
    });
    expect(anexado.status).toBe(201);
    expect(anexado.body.arquivos).toMatchObject([{ tipo: "EDITAL", titulo: "Edital" }]);
    expect(await check(e.id)).toEqual([]);
    expect(anexado.body.acoes).toEqual(["editar", "publicar"]);

    const publicado = await api.put("/credenciamento/edital/detalhe/{id}/publicar/", {
      path: { id: e.id },
      token: token.gestor,
      headers: ifMatch(anexado.body.versao),
    });
    expect(publicado.status).toBe(200);
    expect(publicado.body.status.codigo).toBe("PUBLICADO");
    expect(publicado.body.dtapublicacao).not.toBeNull();
    expect(publicado.body.acoes).toEqual(["encerrar"]);

    // Published, it is no longer a draft: neither edited nor its files changed.
    const depois = await api.put("/credenciamento/edital/detalhe/{id}/", {
      path: { id: e.id },
      token: token.gestor,
      body: completo,
    });
    expect(depois.status).toBe(409);
    const remover = await api.delete("/credenciamento/edital/detalhe/{id}/arquivos/{arquivo}/", {
      path: { id: e.id, arquivo: anexado.body.arquivos[0].id },
      token: token.gestor,
    });
    expect(remover.status).toBe(409);

    const historico = await api.get("/credenciamento/edital/detalhe/{id}/historico/", {
      path: { id: e.id },
      token: token.gestor,
    });
    expect(historico.body.map((h) => h.descricao)).toEqual([
      "Edital criado",
      "Edital alterado",
      "Edital alterado",
      "Edital publicado",
    ]);
    expect(historico.body[2].para).toBe("Arquivo incluído: Edital");
    const doPrestador = await api.get("/credenciamento/edital/detalhe/{id}/historico/", {
      path: { id: e.id },
      token: token.prestador,
    });
    expect(doPrestador.status).toBe(403);
  });

  it("a provider cannot publish, edit nor attach to a draft", async () => {
    const e = await criar("30/2031");
    const publicar = await api.put("/credenciamento/edital/detalhe/{id}/publicar/", {
      path: { id: e.id },
      token: token.prestador,
    });
    expect(publicar.status).toBe(403);
    const editar = await api.put("/credenciamento/edital/detalhe/{id}/", {
      path: { id: e.id },
      token: token.prestador,
      body: rascunho("30/2031"),
    });
    expect(editar.status).toBe(403);
    const anexar = await api.post("/credenciamento/edital/detalhe/{id}/arquivos/", {
      path: { id: e.id },
      token: token.prestador,
      form: { tipo: "ANEXO", arquivo: arquivo(PDF, "anexo.pdf") },
    });
    expect(anexar.status).toBe(403);
  });

  it("staff remove a draft's annex", async () => {
    const e = await criar("40/2031");
    const anexado = await api.post("/credenciamento/edital/detalhe/{id}/arquivos/", {
      path: { id: e.id },
      token: token.interno,
      form: { tipo: "ANEXO", titulo: "Anexo I – Modelo de proposta", arquivo: arquivo(PDF, "anexo.pdf") },
    });
    expect(anexado.body.arquivos.map((a) => a.titulo)).toEqual(["Anexo I – Modelo de proposta"]);
    const removido = await api.delete("/credenciamento/edital/detalhe/{id}/arquivos/{arquivo}/", {
      path: { id: e.id, arquivo: anexado.body.arquivos[0].id },
      token: token.interno,
    });
    expect(removido.status).toBe(200);
    expect(removido.body.arquivos).toEqual([]);
  });
});

describe("reading tenders", () => {
  let publico: Awaited<ReturnType<typeof editalPublicado>>;
  let rascunhoId: number;
  beforeAll(async () => {
    publico = await editalPublicado(api.db, "50/2031");
    rascunhoId = (await criar("51/2031")).id;
  });

  it("anyone reads a published tender, its stages in order, documents, services and files", async () => {
    const res = await detalhe(publico.id);
    expect(res.status).toBe(200);
    expect(res.body.etapas.map((e) => e.ordem)).toEqual([1, 2]);
    expect(res.body.etapas[0]).toMatchObject({ data_inicio: "2026-01-01", data_fim: "2027-12-31" });
    expect(res.body.etapas[1].grupos[0].servico?.id).toBe(publico.servicos[0]);
    expect(res.body.etapas[0].grupos[1].documentos[0]).toMatchObject({ expira: true, validade_dias: 180 });
    expect(res.body.servicos).toHaveLength(2);
    // Who evaluates is staff's business, and nobody but staff acts on it.
    expect(res.body.avaliadores).toEqual([]);
    expect(res.body.acoes).toEqual([]);
    expect((await detalhe(publico.id, "prestador")).body.acoes).toEqual([]);
    expect((await detalhe(publico.id, "gestor")).body.avaliadores.map((a) => a.email)).toEqual([
      "avaliador@hub.example",
    ]);

    const arquivos = await api.get("/credenciamento/edital/detalhe/{id}/arquivos/", {
      path: { id: publico.id },
    });
    expect(arquivos.body).toMatchObject([{ tipo: "EDITAL", arquivo: { tipo: "application/pdf" } }]);
    const baixado = await api.app.request(
      `/api/hub/credenciamento/edital/detalhe/${publico.id}/arquivos/${arquivos.body[0].id}/`,
      { headers: { [CABECALHO_PAR]: "10.0.0.1" } },
    );
    expect(baixado.status).toBe(200);
    expect(baixado.headers.get("content-type")).toBe("application/pdf");
  });

  it("a draft is 404 to anyone but staff, and listed for staff only", async () => {
    for (const who of [undefined, "prestador", "avaliador"]) {
      expect((await detalhe(rascunhoId, who)).status, who).toBe(404);
      const arquivos = await api.get("/credenciamento/edital/detalhe/{id}/arquivos/", {
        path: { id: rascunhoId },
        token: who && token[who],
      });
      expect(arquivos.status, who).toBe(404);
    }
    expect((await detalhe(rascunhoId, "gestor")).status).toBe(200);

    const publicos = await api.get("/credenciamento/edital/list/", { query: { page_size: 100 } });
    const ids = publicos.body.results.map((e) => e.id);
    expect(ids).toContain(publico.id);
    expect(ids).not.toContain(rascunhoId);
    expect(publicos.body.results.every((e) => e.status.codigo !== "RASCUNHO")).toBe(true);
    const daEquipe = await api.get("/credenciamento/edital/list/", {
      query: { situacao: "RASCUNHO", page_size: 100 },
      token: token.gestor,
    });
    expect(daEquipe.body.results.map((e) => e.id)).toContain(rascunhoId);
    // Asking for drafts without being staff finds none.
    const pedidos = await api.get("/credenciamento/edital/list/", { query: { situacao: "RASCUNHO" } });
    expect(pedidos.body.count).toBe(0);
  });

  it("searches by number, title or object, without accents, and gives the enrolment period", async () => {
    const res = await api.get("/credenciamento/edital/list/", { query: { search: "50/2031" } });
    expect(res.body.results).toMatchObject([
      { id: publico.id, inicio: "2026-01-01", fim: "2028-12-31", servicos: 2 },
    ]);
    const semAcento = await api.get("/credenciamento/edital/list/", {
      query: { search: "consultorias 50/2031" },
    });
    expect(semAcento.body.count).toBe(1);
  });

  it("offers staff the evaluators to choose from", async () => {
    const res = await api.get("/credenciamento/edital/avaliadores/", { token: token.gestor });
    expect(res.body.map((a) => a.email)).toContain("avaliador@hub.example");
    const prestador = await api.get("/credenciamento/edital/avaliadores/", { token: token.prestador });
    expect(prestador.status).toBe(403);
  });
});
