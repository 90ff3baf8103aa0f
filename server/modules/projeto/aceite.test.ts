import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import type { Corpo, Formulario } from "@/tests/setup/cliente-api";
import { criarProjetoComEtapas } from "@/tests/setup/construtores";
import { historico, projeto, projetoEtapa, solicitacao } from "@/server/db/schema";
import { arquivo as arquivoDe, PDF, PNG } from "../solicitacao/criacao/routes.fixture";

const api = usarApiDeTeste();
const token: Record<string, string> = {};
let nro = 960000;

beforeAll(async () => {
  for (const who of ["cliente", "prestador", "gestor"]) token[who] = await api.login(`${who}@hub.example`);
  token.helena = await api.login("helena.prado@hub.example");
});

/** An internal hiring's project (CONTRATACAO_INTERNA) by prestador@'s Vértice with stages of 8 h each. */
async function interna(etapas = 2) {
  const id = await criarProjetoComEtapas(api.db, {
    nro: `2026-${++nro}`,
    empresas: ["Sabor da Ilha"],
    prestador: "Vértice Consultoria",
    etapas: Array(etapas).fill("PENDENTE"),
    tipo: "CONTRATACAO_INTERNA",
  });
  const etapasLidas = await api.db
    .select({ id: projetoEtapa.id })
    .from(projetoEtapa)
    .where(eq(projetoEtapa.projetoId, id))
    .orderBy(asc(projetoEtapa.ordem));
  return { id, etapas: etapasLidas.map((e) => e.id) };
}

const aceitar = (id: number, body: Corpo<"put", "/projeto/externo/{id}/aceite/">, who = "prestador") =>
  api.put("/projeto/externo/{id}/aceite/", { path: { id }, token: token[who], body });
const entregar = (
  p: number,
  etapa: number,
  form: Formulario<"patch", "/projeto/externo/{projeto}/etapa/{etapa}/envia/arquivo/">,
) =>
  api.patch("/projeto/externo/{projeto}/etapa/{etapa}/envia/arquivo/", {
    path: { projeto: p, etapa },
    token: token.prestador,
    form,
  });

describe("internal demands", () => {
  it("the provider accepts with the work's dates, which set the stages' due dates, then delivers saying what was done", async () => {
    const p = await interna();
    const antes = await entregar(p.id, p.etapas[0], {
      arquivo: arquivoDe(PDF, "e.pdf"),
      descricao: "Feito.",
    });
    expect(antes.status).toBe(409);
    expect(antes.error.detail).toBe("Aceite a demanda interna antes de enviar entregas.");
    expect(
      (await api.get("/projeto/externo/{id}/", { path: { id: p.id }, token: token.prestador })).body,
    ).toMatchObject({
      interna: true,
      dtaaceite: null,
    });

    const invertida = await aceitar(p.id, { dta_inicio: "2026-12-10", dta_fim: "2026-12-01" });
    expect(invertida.status).toBe(400);
    expect(invertida.error.errors).toEqual({ dta_fim: ["O término não pode ser antes do início."] });
    expect((await aceitar(p.id, { dta_inicio: "2026-12-01", dta_fim: "2026-12-31" }, "cliente")).status).toBe(
      403,
    );
    expect((await aceitar(p.id, { dta_inicio: "2026-12-01", dta_fim: "2026-12-31" }, "helena")).status).toBe(
      404,
    );

    const ok = await aceitar(p.id, {
      dta_inicio: "2026-12-01",
      dta_fim: "2026-12-31",
      observacao: "Equipe de dois consultores.",
    });
    expect(ok.status).toBe(204);
    const detalhe = await api.get("/projeto/externo/{id}/", { path: { id: p.id }, token: token.prestador });
    expect(detalhe.body).toMatchObject({ dta_inicio: "2026-12-01", dta_fim: "2026-12-31" });
    expect(detalhe.body.dtaaceite).not.toBeNull();
    // 30 days over two stages of equal hours: due on the 16th and the 31st.
    expect(detalhe.body.etapas.map((e) => e.prazo)).toEqual(["2026-12-16", "2026-12-31"]);
    const [{ solicitacaoId }] = await api.db
      .select({ solicitacaoId: projeto.solicitacaoId })
      .from(projeto)
      .where(eq(projeto.id, p.id));
    const [linha] = await api.db
      .select()
      .from(historico)
      .where(and(eq(historico.entidadeId, solicitacaoId), eq(historico.acao, "ACEITE_DEMANDA")));
    expect(linha).toMatchObject({
      entidade: "solicitacao",
      motivo: "Equipe de dois consultores.",
      audiencias: ["cliente", "prestador", "equipe"],
    });
    expect((await aceitar(p.id, { dta_inicio: "2026-12-01", dta_fim: "2026-12-31" })).status).toBe(409);

    const semDescricao = await entregar(p.id, p.etapas[0], { arquivo: arquivoDe(PDF, "e.pdf") });
    expect(semDescricao.status).toBe(400);
    expect(semDescricao.error.errors).toEqual({ descricao: ["Descreva o que foi entregue nesta etapa."] });
    const entregue = await entregar(p.id, p.etapas[0], {
      arquivo: arquivoDe(PDF, "e.pdf"),
      descricao: "Relatório do mapeamento de processos.",
    });
    expect(entregue.status).toBe(204);
    const [row] = await api.db
      .select({ motivo: historico.motivo })
      .from(historico)
      .where(and(eq(historico.entidade, "etapa_projeto"), eq(historico.entidadeId, p.etapas[0])));
    expect(row.motivo).toBe("Relatório do mapeamento de processos.");
  });

  it("is only for internal hirings running", async () => {
    const externo = await criarProjetoComEtapas(api.db, {
      nro: `2026-${++nro}`,
      empresas: ["Sabor da Ilha"],
      prestador: "Vértice Consultoria",
      etapas: ["PENDENTE"],
    });
    const res = await aceitar(externo, { dta_inicio: "2026-12-01", dta_fim: "2026-12-31" });
    expect(res.status).toBe(409);
    expect(res.error.detail).toBe("Só uma contratação interna tem demanda a aceitar.");
    const p = await interna(1);
    const [{ solicitacaoId }] = await api.db
      .select({ solicitacaoId: projeto.solicitacaoId })
      .from(projeto)
      .where(eq(projeto.id, p.id));
    await api.db
      .update(solicitacao)
      .set({ substatusId: await api.substatusId("solicitacao", "CANCELADA") })
      .where(eq(solicitacao.id, solicitacaoId));
    expect((await aceitar(p.id, { dta_inicio: "2026-12-01", dta_fim: "2026-12-31" })).status).toBe(409);
    expect((await aceitar(p.id, { dta_inicio: "2026-02-30", dta_fim: "2026-12-31" })).error.errors).toEqual({
      dta_inicio: ["Data inexistente."],
    });
  });
});

describe("certificates", () => {
  const inserir = (
    p: number,
    form: Formulario<"post", "/projeto/externo/{id}/certificados/">,
    who = "prestador",
  ) => api.post("/projeto/externo/{id}/certificados/", { path: { id: p }, token: token[who], form });

  it("the provider attaches PDFs that the client, staff and the provider read, until the request is concluded", async () => {
    const p = await interna(1);
    expect(
      (await inserir(p.id, { descricao: "Oficina", arquivo: arquivoDe(PDF, "c.pdf") }, "cliente")).status,
    ).toBe(403);
    expect(
      (await inserir(p.id, { descricao: "Oficina", arquivo: arquivoDe(PDF, "c.pdf") }, "helena")).status,
    ).toBe(404);
    const imagem = await inserir(p.id, { descricao: "Oficina", arquivo: arquivoDe(PNG, "c.png") });
    expect(imagem.status).toBe(422);
    const curto = await inserir(p.id, { descricao: "Of", arquivo: arquivoDe(PDF, "c.pdf") });
    expect(curto.error.errors?.descricao).toEqual(["Informe o nome do certificado (ao menos 3 caracteres)."]);
    const ok = await inserir(p.id, { descricao: "Oficina de custos", arquivo: arquivoDe(PDF, "c.pdf") });
    expect(ok.status).toBe(201);
    for (const who of ["cliente", "gestor", "prestador"]) {
      const lista = await api.get("/projeto/externo/{id}/certificados/", {
        path: { id: p.id },
        token: token[who],
      });
      expect(lista.body.map((c) => c.descricao)).toEqual(["Oficina de custos"]);
    }
    expect(
      (await api.get("/projeto/externo/{id}/certificados/", { path: { id: p.id }, token: token.helena }))
        .status,
    ).toBe(404);
    const pdf = await api.app.request(
      `/api/hub/projeto/externo/${p.id}/certificados/${ok.body.id}/arquivo/`,
      {
        headers: { authorization: `Bearer ${token.cliente}` },
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");

    const [{ solicitacaoId }] = await api.db
      .select({ solicitacaoId: projeto.solicitacaoId })
      .from(projeto)
      .where(eq(projeto.id, p.id));
    await api.db
      .update(solicitacao)
      .set({ substatusId: await api.substatusId("solicitacao", "CONCLUIDA") })
      .where(eq(solicitacao.id, solicitacaoId));
    const tarde = await inserir(p.id, { descricao: "Outro", arquivo: arquivoDe(PDF, "c.pdf") });
    expect(tarde.status).toBe(409);
  });
});
