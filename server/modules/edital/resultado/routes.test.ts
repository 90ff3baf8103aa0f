import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  credenciamento,
  editalAvaliador,
  editalProtocolo,
  evento,
  historico,
  inscricao,
  inscricaoDocumento,
  inscricaoServico,
  notificacao,
  servico,
  substatus,
} from "@/server/db/schema";
import { editalPublicado, inscreverDireto } from "@/server/demo/editais";
import { avisarVencimentos } from "@/server/modules/edital";
import { gerarAlertas } from "@/server/modules/notificacao";
import { MARCO, usarAcoesFixture } from "@/tests/setup/acoes";
import { textoDoPdf } from "@/tests/setup/pdf";

const f = usarAcoesFixture();
const token: Record<string, string> = {};
const DIA = 24 * 60 * 60 * 1000;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** Services Vértice (prestador@) is not accredited in, by code; each test's tender takes two of its own. */
let srv: Record<string, number>;
let s8: number;
let s9: number;
let vertice: number;
let mentora: number;
let avaliador: number;
let sequencia = 0;

beforeAll(async () => {
  for (const who of ["avaliador", "helena.prado", "admin"])
    token[who] = await f.api.login(`${who}@hub.example`);
  Object.assign(token, f.token);
  const servicos = await f.api.db.select({ id: servico.id, codigo: servico.codigo }).from(servico);
  srv = Object.fromEntries(servicos.map((s) => [s.codigo, s.id]));
  s8 = srv["SRV-008"];
  s9 = srv["SRV-009"];
  vertice = f.empresaId("Vértice Consultoria");
  mentora = f.empresaId("Mentora Inovação");
  avaliador = f.usuarioId("avaliador@hub.example");
});

/**
 * A published tender over two services (SRV-008 and SRV-009 unless said) with Vértice's enrolment
 * concluded (its capacity document, which proves the second service, rejected unless `tudoAceito`) and
 * Mentora's still under evaluation.
 */
async function cenario(o: { tudoAceito?: boolean; validade?: string; servicos?: [string, string] } = {}) {
  const numero = `${++sequencia}/2099`;
  const servicos = (o.servicos ?? ["SRV-008", "SRV-009"]).map((c) => srv[c]);
  return f.api.db.transaction(async (tx) => {
    const id = await editalPublicado(
      tx,
      { numero, titulo: `Edital de teste ${numero}`, servicos, de: -10 },
      MARCO,
    );
    const base = { edital: id, servicos, avaliador, agora: MARCO };
    const doVertice = await inscreverDireto(tx, {
      ...base,
      empresa: vertice,
      situacao: "AVALIADA",
      usuario: f.usuarioId("prestador@hub.example"),
      documento: (d) => ({
        situacao: d.servico && !o.tudoAceito ? "REJEITADO" : "ACEITO",
        validade: d.expira ? o.validade : undefined,
      }),
    });
    const daMentora = await inscreverDireto(tx, {
      ...base,
      empresa: mentora,
      situacao: "EM_AVALIACAO",
      usuario: f.usuarioId("helena.prado@hub.example"),
      documento: () => ({ situacao: "ENVIADO" }),
    });
    return { id, numero, doVertice, daMentora };
  });
}

const finalizar = (id: number, who: string) =>
  f.api.app.request(`/api/hub/credenciamento/edital/avaliacao/${id}/finaliza/parcial/`, {
    method: "POST",
    headers: { authorization: `Bearer ${token[who]}` },
  });
const situacao = async (id: number) =>
  (
    await f.api.db
      .select({ codigo: substatus.codigo })
      .from(inscricao)
      .innerJoin(substatus, eq(substatus.id, inscricao.substatusId))
      .where(eq(inscricao.id, id))
  )[0].codigo;
const resultado = (id: number, who: string) =>
  f.api.get("/credenciamento/edital/inscricao/{id}/resultado/", { path: { id }, token: token[who] });
const daEmpresa = (id: number, empresa: number, who: string) =>
  f.api.get("/credenciamento/edital/inscricao/{id}/resultado/{empresa}/", {
    path: { id, empresa },
    token: token[who],
  });
const publicar = (edital: number, id: number, who = "gestor", versao?: number) =>
  f.api.put("/credenciamento/edital/{edital}/inscricao/{inscricao}/publicar_individual/", {
    path: { edital, inscricao: id },
    token: token[who],
    versao,
  });
const recorrer = (id: number, who = "prestador") =>
  f.api.post("/credenciamento/edital/inscricao/{id}/recurso/", {
    path: { id },
    token: token[who],
    form: {
      texto: "O atestado enviado comprova a capacidade técnica exigida.",
      arquivo: new File([PDF], "recurso.pdf", { type: "application/pdf" }),
    },
  });
const links = (empresa: number) =>
  f.api.db
    .select({ servico: credenciamento.servicoId, codigo: substatus.codigo })
    .from(credenciamento)
    .innerJoin(substatus, eq(substatus.id, credenciamento.substatusId))
    .where(eq(credenciamento.empresaId, empresa));

describe("POST /credenciamento/edital/avaliacao/{id}/finaliza/parcial/", () => {
  it("closes the concluded enrolments and answers the protocol naming them; 409 when none is left", async () => {
    const c = await cenario();
    expect((await finalizar(c.id, "prestador")).status).toBe(403);
    expect((await finalizar(c.id, "cliente")).status).toBe(403);
    const res = await finalizar(c.id, "avaliador");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/pdf");
    const pdf = await textoDoPdf(res);
    for (const trecho of [
      "Protocolo de resultado preliminar",
      c.numero,
      `Edital de teste ${c.numero}`,
      "Vértice Consultoria",
      "CNPJ 28.732.778/0001-04",
      "Comércio Eletrônico: Implantação de Loja Virtual",
      "Gestão da Inovação em Produtos e Serviços",
      "Patrícia Lemos",
      "10/03/2026",
      "até 15/03/2026",
    ])
      expect(pdf.text).toContain(trecho);
    expect(pdf.text).toMatch(/SHA-256 do conteúdo: [0-9a-f]{64}/);
    // Mentora's stage is still being evaluated: not in this protocol.
    expect(pdf.text).not.toContain("Mentora");

    const [i] = await f.api.db.select().from(inscricao).where(eq(inscricao.id, c.doVertice));
    expect(await situacao(c.doVertice)).toBe("RESULTADO_PRELIMINAR");
    expect(await situacao(c.daMentora)).toBe("EM_AVALIACAO");
    expect(i.prazoRecurso).toBe("2026-03-15");
    const [p] = await f.api.db.select().from(editalProtocolo).where(eq(editalProtocolo.editalId, c.id));
    expect(i.protocoloId).toBe(p.id);
    expect(
      await f.api.db
        .select({ servico: inscricaoServico.servicoId, resultado: inscricaoServico.resultado })
        .from(inscricaoServico)
        .where(eq(inscricaoServico.inscricaoId, c.doVertice)),
    ).toEqual(
      expect.arrayContaining([
        { servico: s8, resultado: "APROVADO" },
        { servico: s9, resultado: "REPROVADO" },
      ]),
    );
    const finalizado = await f.api.db
      .select()
      .from(historico)
      .where(and(eq(historico.entidade, "inscricao"), eq(historico.entidadeId, c.doVertice)));
    expect(finalizado.at(-1)).toMatchObject({
      acao: "FINALIZAR",
      de: "AVALIADA",
      para: "RESULTADO_PRELIMINAR",
    });

    const deNovo = await finalizar(c.id, "gestor");
    expect(deNovo.status).toBe(409);
    expect((await deNovo.json()).detail).toBe(
      "Nenhuma inscrição com avaliação concluída espera o resultado.",
    );
  });

  it("is the tender's evaluators' and staff's: an evaluator of another tender gets 404", async () => {
    const c = await cenario({ tudoAceito: true });
    await f.api.db
      .delete(editalAvaliador)
      .where(and(eq(editalAvaliador.editalId, c.id), eq(editalAvaliador.usuarioId, avaliador)));
    expect((await finalizar(c.id, "avaliador")).status).toBe(404);
    expect((await resultado(c.id, "avaliador")).status).toBe(404);
    expect((await finalizar(c.id, "gestor")).status).toBe(200);
    expect((await resultado(c.id, "avaliador")).status).toBe(404);
  });
});

describe("candidates and results", () => {
  it("staff list the candidates; each candidate reads only its own result", async () => {
    const c = await cenario();
    const candidatos = await f.api.get("/credenciamento/edital/inscricao/{id}/empresas/", {
      path: { id: c.id },
      token: token.gestor,
    });
    expect(candidatos.status).toBe(200);
    expect(candidatos.body.map((x) => [x.empresa.nomefantasia, x.status.codigo, x.avaliador?.nome])).toEqual([
      ["Mentora Inovação", "EM_AVALIACAO", "Patrícia Lemos"],
      ["Vértice Consultoria", "AVALIADA", "Patrícia Lemos"],
    ]);
    expect(candidatos.body[1].servicos.map((s) => s.resultado)).toEqual([null, null]);
    expect(
      (
        await f.api.get("/credenciamento/edital/inscricao/{id}/empresas/", {
          path: { id: c.id },
          token: token.prestador,
        })
      ).status,
    ).toBe(403);

    // No result before the partial finish.
    expect((await resultado(c.id, "gestor")).body).toEqual([]);
    await finalizar(c.id, "avaliador");
    const daEquipe = await resultado(c.id, "gestor");
    expect(daEquipe.body).toHaveLength(1);
    expect(daEquipe.body[0]).toMatchObject({
      inscricao: c.doVertice,
      empresa: { id: vertice },
      status: { codigo: "RESULTADO_PRELIMINAR" },
      servicos_aprovados: [{ id: s8 }],
      servicos_reprovados: [{ id: s9 }],
      prazo_recurso: "2026-03-15",
      recurso: null,
      // Refused in one service: the candidate's appeal period comes first.
      acoes: [],
    });
    expect((await resultado(c.id, "avaliador")).body).toHaveLength(1);
    const proprio = await resultado(c.id, "prestador");
    expect(proprio.body.map((r) => r.empresa.id)).toEqual([vertice]);
    expect(proprio.body[0].acoes).toEqual(["recorrer"]);
    // Mentora is enrolled but has no result yet, and does not read Vértice's.
    expect((await resultado(c.id, "helena.prado")).body).toEqual([]);
    expect((await daEmpresa(c.id, vertice, "helena.prado")).status).toBe(404);
    expect((await daEmpresa(c.id, vertice, "prestador")).body.servicos_reprovados).toEqual([
      { id: s9, titulo: "Gestão da Inovação em Produtos e Serviços" },
    ]);
    expect((await daEmpresa(c.id, mentora, "gestor")).status).toBe(404);
    expect((await resultado(c.id, "cliente")).status).toBe(403);
  });
});

describe("appeals and the individual publication", () => {
  it("the candidate appeals once within the period; staff grant it, publish, and the company is accredited", async () => {
    const c = await cenario();
    await finalizar(c.id, "avaliador");
    const cedo = await publicar(c.id, c.doVertice);
    expect(cedo.status).toBe(409);
    expect(cedo.error.detail).toBe("O prazo de recurso deste candidato ainda está aberto.");
    expect((await recorrer(c.doVertice, "helena.prado")).status).toBe(404);

    const recurso = await recorrer(c.doVertice);
    expect(recurso.status).toBe(200);
    expect(recurso.body).toMatchObject({
      status: { codigo: "EM_RECURSO" },
      recurso: { arquivo: true, decisao: null },
    });
    expect((await recorrer(c.doVertice)).status).toBe(409);
    const arquivo = await f.api.app.request(
      `/api/hub/credenciamento/edital/inscricao/${c.doVertice}/recurso/arquivo/`,
      { headers: { authorization: `Bearer ${token.gestor}` } },
    );
    expect(arquivo.status).toBe(200);

    const decidir = (body: { deferido: boolean; decisao: string; servicos?: number[] }, who = "gestor") =>
      f.api.put("/credenciamento/edital/inscricao/{id}/recurso/decisao/", {
        path: { id: c.doVertice },
        token: token[who],
        body,
      });
    expect(
      (await decidir({ deferido: true, decisao: "O atestado comprova.", servicos: [s9] }, "prestador"))
        .status,
    ).toBe(403);
    expect((await decidir({ deferido: false, decisao: "Não comprova.", servicos: [s9] })).status).toBe(400);
    expect((await decidir({ deferido: true, decisao: "O atestado comprova.", servicos: [s8] })).status).toBe(
      400,
    );
    const decidido = await decidir({
      deferido: true,
      decisao: "O atestado comprova a capacidade.",
      servicos: [s9],
    });
    expect(decidido.status).toBe(200);
    expect(decidido.body).toMatchObject({
      status: { codigo: "RESULTADO_PRELIMINAR" },
      servicos_reprovados: [],
      recurso: { decisao: "Deferido: O atestado comprova a capacidade." },
      acoes: ["publicar_resultado"],
    });

    expect((await links(vertice)).filter((l) => [s8, s9].includes(l.servico))).toEqual([]);
    expect((await publicar(c.id, c.doVertice, "prestador")).status).toBe(403);
    expect((await publicar(c.id + 1000, c.doVertice)).status).toBe(404);
    expect((await publicar(c.id, c.doVertice, "gestor", decidido.body.versao - 1)).status).toBe(409);
    const publicado = await publicar(c.id, c.doVertice, "gestor", decidido.body.versao);
    expect(publicado.status).toBe(200);
    expect(publicado.body).toMatchObject({ status: { codigo: "CREDENCIADA" }, acoes: [] });
    expect((await links(vertice)).filter((l) => [s8, s9].includes(l.servico))).toEqual(
      expect.arrayContaining([
        { servico: s8, codigo: "CREDENCIADO" },
        { servico: s9, codigo: "CREDENCIADO" },
      ]),
    );
    expect((await publicar(c.id, c.doVertice)).status).toBe(409);
    const daEmpresa = await f.api.db
      .select()
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "empresa"),
          eq(historico.entidadeId, vertice),
          eq(historico.acao, "RESULTADO_EDITAL"),
        ),
      );
    expect(daEmpresa.at(-1)?.para).toBe(`Edital ${c.numero}: credenciada`);

    // A request for SRV-008 released to every accredited provider now reaches Vértice.
    const pedido = await f.criar("Sabor da Ilha", "Loja Virtual do Zero");
    expect(
      (
        await f.api.patch("/solicitacao/interno/{id}/altera/centrocusto/", {
          path: { id: pedido },
          token: token.gestor,
          body: { centrocusto: f.centroId("CC-2026-001") },
        })
      ).status,
    ).toBe(200);
    const liberado = await f.api.patch("/solicitacao/interno/{id}/liberar/", {
      path: { id: pedido },
      token: token.gestor,
      body: { dtaprazoenvioproposta: "2026-03-30", escolha_direta: false },
    });
    expect(liberado.status).toBe(200);
    await f.api.entregar();
    const avisados = await f.api.db
      .select({ usuario: notificacao.usuarioId })
      .from(notificacao)
      .where(
        and(
          eq(notificacao.entidade, "solicitacao"),
          eq(notificacao.entidadeId, pedido),
          eq(notificacao.tipo, "solicitacao_liberada"),
        ),
      );
    expect(avisados.map((a) => a.usuario)).toContain(f.usuarioId("prestador@hub.example"));
  });

  it("refuses an appeal after its last day; the result then accredits the approved service and refuses the other", async () => {
    const c = await cenario({ servicos: ["SRV-006", "SRV-007"] });
    await finalizar(c.id, "gestor");
    // Its last day was yesterday (moving the clock past it would end the tokens' sessions too).
    await f.api.db.update(inscricao).set({ prazoRecurso: "2026-03-09" }).where(eq(inscricao.id, c.doVertice));
    const tarde = await recorrer(c.doVertice);
    expect(tarde.status).toBe(409);
    expect(tarde.error.detail).toBe("O prazo de recurso terminou.");
    const publicado = await publicar(c.id, c.doVertice);
    expect(publicado.status).toBe(200);
    expect(publicado.body.status.codigo).toBe("CREDENCIADA");
    expect(await links(vertice)).toEqual(
      expect.arrayContaining([
        { servico: srv["SRV-006"], codigo: "CREDENCIADO" },
        { servico: srv["SRV-007"], codigo: "RECUSADO" },
      ]),
    );
  });
});

describe("expiry", () => {
  it("tells the company once, 30 days before an accepted document expires", async () => {
    const c = await cenario({ tudoAceito: true, validade: "2026-04-01", servicos: ["SRV-011", "SRV-006"] });
    // 40 days before: not yet.
    expect(await avisarVencimentos(f.api.db, new Date("2026-02-20T12:00:00Z"))).toBe(0);
    await gerarAlertas(f.api.db, MARCO);
    expect(await avisarVencimentos(f.api.db, new Date(MARCO.getTime() + DIA))).toBe(0);
    const docs = await f.api.db
      .select()
      .from(inscricaoDocumento)
      .where(eq(inscricaoDocumento.inscricaoId, c.doVertice));
    expect(docs.filter((d) => d.avisoVencimentoEm).map((d) => d.validade)).toEqual([
      "2026-04-01",
      "2026-04-01",
    ]);
    const eventos = await f.api.db
      .select()
      .from(evento)
      .where(and(eq(evento.entidade, "documento_inscricao"), eq(evento.acao, "ALERTA_VENCIMENTO")));
    expect(eventos.filter((e) => docs.some((d) => d.id === e.entidadeId))).toHaveLength(2);
    await f.api.entregar();
    const [aviso] = await f.api.db
      .select()
      .from(notificacao)
      .where(
        and(
          eq(notificacao.usuarioId, f.usuarioId("prestador@hub.example")),
          eq(notificacao.tipo, "edital_documento_vencendo"),
        ),
      );
    expect(aviso.texto).toContain("vence em 01/04/2026");
    expect(aviso.link).toBe(`/credenciamento/editais/${c.id}/resultado`);
  });

  it("lists companies with expired documents for staff and marks the accreditation they gave", async () => {
    const c = await cenario({ tudoAceito: true, validade: "2026-03-01", servicos: ["SRV-011", "SRV-006"] });
    await finalizar(c.id, "gestor");
    await publicar(c.id, c.doVertice);
    const vencidos = await f.api.get("/credenciamento/edital/documentos/vencidos/", { token: token.gestor });
    expect(vencidos.status).toBe(200);
    const daVertice = vencidos.body.find((v) => v.empresa.id === vertice)!;
    expect(daVertice.documentos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          nome: "Certidão negativa de débitos",
          validade: "2026-03-01",
          edital: { id: c.id, numero_edital: c.numero },
        }),
      ]),
    );
    expect(
      (await f.api.get("/credenciamento/edital/documentos/vencidos/", { token: token.prestador })).status,
    ).toBe(403);
    const lista = await f.api.get("/empresa/{id}/credenciamentos/", {
      path: { id: vertice },
      token: token.gestor,
    });
    const porServico = (s: number) => lista.body.credenciamentos.find((l) => l.servico.id === s)!;
    expect(porServico(srv["SRV-011"])).toMatchObject({
      status: { codigo: "CREDENCIADO" },
      suspenso: false,
      documento_vencido: true,
    });
    expect(lista.body.credenciamentos.find((l) => l.servico.codigo === "SRV-001")?.documento_vencido).toBe(
      false,
    );
  });
});
