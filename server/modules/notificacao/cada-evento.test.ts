import { beforeAll, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import {
  contrato,
  credenciamento,
  empresa,
  evento,
  inscricao,
  inscricaoDocumento,
  mensagem,
  nota,
  projeto,
  projetoEtapa,
  projetoParcela,
  usuario,
} from "@/server/db/schema";
import { gravarEvento, type EventoLido } from "@/server/lib/evento";
import { saveFile } from "@/server/lib/files";
import { usarApiDeTeste } from "@/tests/setup/api";
import { editalPublicado } from "@/tests/setup/edital";
import {
  criarDiagnostico,
  criarProjetoComEtapas,
  criarProposta,
  empresaId,
  usuarioId,
} from "@/tests/setup/construtores";
import { notificacoesDe } from "./entrega";
import { REGRAS } from "./regras";

const api = usarApiDeTeste();
/** The object of each entity the events below are about: one sale carried to its project, and more. */
const objeto: Record<string, number> = {};

beforeAll(async () => {
  const id = await criarProjetoComEtapas(api.db, {
    nro: "2026-EVT-1",
    empresas: ["Sabor da Ilha"],
    prestador: "Vértice Consultoria",
    etapas: ["ENTREGUE"],
  });
  const [p] = await api.db.select().from(projeto).where(eq(projeto.id, id));
  const [etapa] = await api.db.select().from(projetoEtapa).where(eq(projetoEtapa.projetoId, id));
  const [parcela] = await api.db.select().from(projetoParcela).where(eq(projetoParcela.projetoId, id));
  const [n] = await api.db
    .insert(nota)
    .values({
      parcelaId: parcela.id,
      substatusId: await api.substatusId("nota", "AUTORIZADA"),
      dtaautorizacao: new Date(),
    })
    .returning();
  const [m] = await api.db
    .insert(mensagem)
    .values({
      solicitacaoId: p.solicitacaoId,
      grupo: "CLIENTE_PRESTADOR",
      prestadorId: p.prestadorId,
      papel: "cliente",
      texto: "Olá",
      usuarioId: await usuarioId(api.db, "cliente@hub.example"),
    })
    .returning();
  const [c] = await api.db
    .select({ id: credenciamento.id })
    .from(credenciamento)
    .innerJoin(empresa, eq(empresa.id, credenciamento.empresaId))
    .where(eq(empresa.nomefantasia, "Vértice Consultoria"))
    .limit(1);
  Object.assign(objeto, {
    solicitacao: p.solicitacaoId,
    etapa_projeto: etapa.id,
    nota: n.id,
    mensagem: m.id,
    credenciamento: c.id,
    diagnostico: await criarDiagnostico(api.db, {
      solicitacao: p.solicitacaoId,
      prestador: "Vértice Consultoria",
      substatus: "ENVIADO",
      nrodiagnostico: "2026-EVT-1-D1",
      prazo: new Date(),
      dtainclusao: new Date(),
    }),
    proposta: await criarProposta(api.db, { solicitacao: p.solicitacaoId, status: "ENVIADA" }),
  });
  // A tender numbered as the sale, with Vértice enrolled and avaliador@ assigned to it.
  const t = await editalPublicado(api.db, "2026-EVT-1");
  const [i] = await api.db
    .insert(inscricao)
    .values({
      editalId: t.id,
      empresaId: await empresaId(api.db, "Vértice Consultoria"),
      substatusId: await api.substatusId("inscricao", "EM_AVALIACAO"),
      etapaAtualId: t.etapas[0].id,
      avaliadorId: t.avaliadorId,
    })
    .returning();
  const [d] = await api.db
    .insert(inscricaoDocumento)
    .values({
      inscricaoId: i.id,
      documentoId: t.documentos[0].id,
      substatusId: await api.substatusId("documento_inscricao", "ENVIADO"),
    })
    .returning();
  Object.assign(objeto, { inscricao: i.id, documento_inscricao: d.id });
  // The sale's contract: who the contracted provider is.
  const pdf = await saveFile(api.db, new File([PDF], "contrato.pdf", { type: "application/pdf" }), {
    kind: "documento",
    usuarioId: null,
  });
  await api.db.insert(contrato).values({
    solicitacaoId: p.solicitacaoId,
    propostaId: objeto.proposta,
    empresaId: await empresaId(api.db, "Sabor da Ilha"),
    arquivoId: pdf.id,
    sha256: "0".repeat(64),
  });
});

/** Facts that make each event's rule tell every side it names (the catalogue's shape for each). */
const DADOS: Record<string, Record<string, unknown>> = {
  "nota.AUTORIZAR": { parcela: 1 },
  "nota.ENVIAR": { de: "AUTORIZADA", para: "ENVIADA", parcela: 1 },
  "mensagem.ENVIAR": { grupo: "CLIENTE_PRESTADOR", papel: "cliente", prestador: null },
  "solicitacao.ALERTA_ASSINATURA": { papeis: ["CLIENTE", "PRESTADOR"], dias: 3 },
  "proposta.ALERTA_PRAZO": { prazo: "2026-12-31" },
  "diagnostico.ALERTA_ATRASO": { prazo: "2026-12-31" },
  "etapa_projeto.ALERTA_ATRASO": { prazo: "2026-12-31" },
  "proposta.ATUALIZAR": { de: "RASCUNHO", para: "ENVIADA" },
  "solicitacao.CONTRATOS_ASSINADOS": { de: "AGUARDANDO_ASSINATURA", para: "AGUARDANDO_PAGAMENTO" },
  "solicitacao.LINK_PAGAMENTO_BLOQUEADO": { tentativas: 5 },
  // A document sent again after it was returned: the correction its evaluator is told of.
  "documento_inscricao.ENVIAR": { de: "DEVOLVIDO", para: "ENVIADO" },
  "documento_inscricao.ALERTA_VENCIMENTO": { prazo: "2026-12-31" },
};
const MOTIVO = "Motivo dado pela pessoa.";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
/** The sides told of events whose rule tells only some of them: a message's reader, not its writer. */
const SO_PARA: Record<string, string[]> = { "mensagem.ENVIAR": ["prestador"] };

it.each(Object.keys(REGRAS))("%s tells someone, in words, with a page to open", async (nome) => {
  const [entidade, acao] = nome.split(".");
  const id = (await gravarEvento(api.db, {
    entidade,
    entidadeId: objeto[entidade],
    acao,
    usuarioId: null,
    dados: DADOS[nome] ?? { de: "A", para: "B", motivo: MOTIVO },
  }))!;
  const [ev] = await api.db.select().from(evento).where(eq(evento.id, id));
  const linhas = await notificacoesDe(api.db, ev as EventoLido);
  expect(linhas.length, nome).toBeGreaterThan(0);
  const regra = REGRAS[nome];
  for (const l of linhas) {
    expect(l.tipo).toBe(regra.tipo);
    expect(l.texto, nome).not.toMatch(/undefined|null|NaN|\[object/);
    // What it is about, from the event's snapshot: the request's number, the accreditation's service, or the
    // enrolment's tender.
    expect(l.texto, nome).toContain(entidade === "credenciamento" ? ev.contexto!.servico : "2026-EVT-1");
    expect(l.link, nome).toMatch(/^\/[a-z]/);
    expect(l.link, nome).not.toMatch(/undefined|null/);
  }
  // Every side the rule names for this event is told, and nobody outside the sale.
  const emails = (
    await api.db
      .select({ email: usuario.email })
      .from(usuario)
      .where(
        inArray(
          usuario.id,
          linhas.map((l) => l.usuarioId),
        ),
      )
  ).map((u) => u.email);
  const lados = SO_PARA[nome] ?? Object.keys(regra.para);
  // The evaluator hears only of the enrolments assigned to them.
  if (lados.includes("avaliador")) expect(emails, `${nome}: avaliador`).toContain("avaliador@hub.example");
  else expect(emails, nome).not.toContain("avaliador@hub.example");
  if (lados.includes("cliente")) expect(emails, `${nome}: cliente`).toContain("cliente@hub.example");
  if (lados.includes("prestador")) expect(emails, `${nome}: prestador`).toContain("prestador@hub.example");
  if (lados.includes("admin")) expect(emails, `${nome}: admin`).toContain("admin@hub.example");
  if (lados.includes("equipe"))
    expect(
      emails.some((e) => /gestor|coordenador|interno|consultor/.test(e)),
      `${nome}: equipe`,
    ).toBe(true);
});
