import { beforeAll, describe, expect, it } from "vitest";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { PDFDocument } from "pdf-lib";
import {
  arquivo,
  proposta,
  diagnostico,
  empresa,
  empresaUsuario,
  historico,
  projeto,
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  substatus,
  unidadeAtendimento,
  unidadeAtendimentoConsultor,
  usuario,
} from "@/server/db/schema";
import { seedSolicitacoes } from "./solicitacoes";
import { SOLICITACOES } from "./data/solicitacoes";

const api = usarApiDeTeste();
const NROS = SOLICITACOES.map((s) => s.nrosolicitacao);

const demo = () =>
  api.db
    .select({
      id: solicitacao.id,
      nro: solicitacao.nrosolicitacao,
      sub: substatus.codigo,
      consultorId: solicitacao.consultorId,
    })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(inArray(solicitacao.nrosolicitacao, NROS))
    .orderBy(asc(solicitacao.nrosolicitacao));
const userId = async (email: string) =>
  (await api.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, email)))[0].id;

// The test seed has no requests: the demo's are seeded here once, and a second time below to prove that a
// restart adds nothing.
beforeAll(() => seedSolicitacoes(api.db));

describe("seedSolicitacoes", () => {
  it("creates the demo requests across the workflow", async () => {
    const rows = await demo();
    expect(rows.map((r) => r.nro)).toEqual(NROS);
    const porSub = rows.reduce<Record<string, number>>(
      (acc, r) => ({ ...acc, [r.sub]: (acc[r.sub] ?? 0) + 1 }),
      {},
    );
    expect(porSub).toEqual({
      AGUARDANDO_ANALISE: 3,
      DEVOLVIDA_CLIENTE: 1,
      AGUARDANDO_DIAGNOSTICO: 3,
      AGUARDANDO_PROPOSTAS: 4,
      PROPOSTAS_EM_ANALISE: 1,
      EM_NEGOCIACAO: 1,
      // Contracting's demo requests; server/demo/contratacao.ts takes them further.
      ANALISE_FINAL_GESTOR: 12,
      EM_EXECUCAO: 1,
      CANCELADA: 1,
    });
    const ids = rows.map((r) => r.id);
    const criar = await api.db
      .select({ n: count() })
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "solicitacao"),
          eq(historico.acao, "CRIAR"),
          inArray(historico.entidadeId, ids),
        ),
      );
    expect(criar[0].n).toBe(NROS.length);
    // Every demo request has a responsible manager.
    const gestores = await api.db
      .selectDistinct({ id: solicitacaoGestor.solicitacaoId })
      .from(solicitacaoGestor)
      .where(inArray(solicitacaoGestor.solicitacaoId, ids));
    expect(gestores).toHaveLength(NROS.length);
  });

  it("sends one request of cliente@hub.example's company back, with the reason in the history", async () => {
    const [devolvida] = (await demo()).filter((r) => r.sub === "DEVOLVIDA_CLIENTE");
    const cliente = await userId("cliente@hub.example");
    const links = await api.db
      .select({ id: empresa.id })
      .from(solicitacaoEmpresa)
      .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
      .innerJoin(empresaUsuario, eq(empresaUsuario.empresaId, empresa.id))
      .where(and(eq(solicitacaoEmpresa.solicitacaoId, devolvida.id), eq(empresaUsuario.usuarioId, cliente)));
    expect(links).toHaveLength(1);
    const [evento] = await api.db
      .select()
      .from(historico)
      .where(and(eq(historico.entidadeId, devolvida.id), eq(historico.acao, "DEVOLVER")));
    expect(evento).toMatchObject({
      entidade: "solicitacao",
      de: "AGUARDANDO_ANALISE",
      para: "DEVOLVIDA_CLIENTE",
    });
    expect(evento.motivo!.length).toBeGreaterThan(10);
  });

  it("links consultor@hub.example to a diagnostic, a project and the Florianópolis unit", async () => {
    const consultor = await userId("consultor@hub.example");
    const rows = await demo();
    const [diag] = await api.db.select().from(diagnostico).where(eq(diagnostico.consultorId, consultor));
    expect(rows.find((r) => r.id === diag.solicitacaoId)?.sub).toBe("AGUARDANDO_DIAGNOSTICO");
    expect(diag.nrodiagnostico).toBe(`${rows.find((r) => r.id === diag.solicitacaoId)!.nro}-D1`);
    const [proj] = await api.db.select().from(projeto).where(eq(projeto.nroprojeto, "2026-900007-P1"));
    const executando = rows.find((r) => r.id === proj.solicitacaoId)!;
    expect(executando).toMatchObject({ sub: "EM_EXECUCAO", consultorId: consultor });
    const unidades = await api.db
      .select({ descricao: unidadeAtendimento.descricao, email: usuario.email })
      .from(unidadeAtendimentoConsultor)
      .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, unidadeAtendimentoConsultor.unidadeId))
      .innerJoin(usuario, eq(usuario.id, unidadeAtendimentoConsultor.usuarioId));
    expect(unidades).toEqual(
      expect.arrayContaining([
        { descricao: "Unidade Florianópolis", email: "consultor@hub.example" },
        { descricao: "Unidade Oeste Catarinense", email: "larissa.bauer@hub.example" },
      ]),
    );
  });

  it("gives prestador@hub.example a diagnostic to accept, one being written and one sent with a real PDF", async () => {
    const vertice = await api.db
      .select({
        nro: diagnostico.nrodiagnostico,
        status: substatus.codigo,
        arquivo: arquivo.bytes,
        historico: diagnostico.id,
      })
      .from(diagnostico)
      .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
      .innerJoin(empresa, eq(empresa.id, diagnostico.prestadorId))
      .leftJoin(arquivo, eq(arquivo.id, diagnostico.arquivoId))
      .where(eq(empresa.nomefantasia, "Vértice Consultoria"))
      .orderBy(asc(diagnostico.nrodiagnostico));
    expect(vertice.map((d) => [d.nro, d.status])).toEqual([
      ["2026-900005-D1", "AGUARDANDO_ACEITE"],
      ["2026-900009-D1", "EM_ELABORACAO"],
      ["2026-900010-D1", "ENVIADO"],
    ]);
    const pdf = await PDFDocument.load(vertice[2].arquivo!);
    expect(pdf.getPageCount()).toBe(1);
    const passos = await api.db
      .select({ acao: historico.acao })
      .from(historico)
      .where(and(eq(historico.entidade, "diagnostico"), eq(historico.entidadeId, vertice[2].historico)))
      .orderBy(asc(historico.dtainclusao));
    expect(passos.map((p) => p.acao)).toEqual(["CRIAR", "ACEITE", "ENVIAR"]);
  });

  it("gives cliente@hub.example three proposals to compare and one in negotiation, priced by the portal", async () => {
    const propostas = await api.db
      .select({
        nro: solicitacao.nrosolicitacao,
        status: substatus.codigo,
        bruto: proposta.valorBruto,
        cliente: proposta.valorCliente,
      })
      .from(proposta)
      .innerJoin(solicitacao, eq(solicitacao.id, proposta.solicitacaoId))
      .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
      .orderBy(asc(solicitacao.nrosolicitacao), asc(proposta.id));
    expect(propostas.map((p) => [p.nro, p.status])).toEqual([
      ["2026-900011", "RASCUNHO"],
      ["2026-900013", "ENVIADA"],
      ["2026-900013", "ENVIADA"],
      ["2026-900013", "ENVIADA"],
      ["2026-900014", "EM_NEGOCIACAO"],
      ["2026-900014", "NAO_SELECIONADA"],
      ["2026-900016", "SELECIONADA"],
      ["2026-900017", "SELECIONADA"],
      ["2026-900018", "SELECIONADA"],
      ["2026-900019", "SELECIONADA"],
      ["2026-900020", "SELECIONADA"],
      ["2026-900021", "SELECIONADA"],
      ["2026-900022", "SELECIONADA"],
      ["2026-900023", "SELECIONADA"],
      ["2026-900024", "SELECIONADA"],
      ["2026-900025", "SELECIONADA"],
      ["2026-900026", "SELECIONADA"],
      ["2026-900027", "SELECIONADA"],
    ]);
    for (const p of propostas) expect(Number(p.cliente)).toBeLessThan(Number(p.bruto));
  });

  it("adds nothing on a second run", async () => {
    const tables = [
      solicitacao,
      solicitacaoEmpresa,
      solicitacaoGestor,
      historico,
      diagnostico,
      projeto,
      unidadeAtendimentoConsultor,
    ];
    const counts = () => Promise.all(tables.map((t) => api.db.$count(t)));
    const before = await counts();
    await seedSolicitacoes(api.db);
    expect(await counts()).toEqual(before);
  });
});
