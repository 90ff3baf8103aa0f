import "server-only";
import { eq, inArray, or } from "drizzle-orm";
import type { Conn } from "../db/client";
import { createHash } from "node:crypto";
import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  arquivo,
  diagnostico,
  empresa,
  historico,
  modeloOferta,
  projeto,
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  solicitacaoParceiro,
  parceiro,
  status,
  substatus,
  unidadeAtendimento,
  unidadeAtendimentoConsultor,
  usuario,
} from "../db/schema";
import { gestoresPorCidade } from "../modules/solicitacao";
// The rows below read their audiences from the workflow tables, which the modules declare when loaded.
import "../modules/diagnostico";
import { audienciasDoCodigo } from "../lib/history";
import {
  CONSULTORES_UNIDADE,
  SOLICITACOES,
  type EventoSeed,
  type SolicitacaoSeed,
} from "./data/solicitacoes";
import { USUARIOS } from "./data/usuarios";
import { idsBy, need } from "../db/referencia";
import { seedPropostas } from "./propostas";
import { responderDimensionamento } from "./respostas";

const GERENTES = new Set(
  USUARIOS.filter((u) => ["gestor", "coordenador"].includes(u.grupo)).map((u) => u.email),
);

/** The consultants of each service unit (organisation data the test seed shares with the demo). */
export async function seedConsultoresUnidade(db: Conn) {
  const unidades = await idsBy(
    db,
    unidadeAtendimento,
    unidadeAtendimento.descricao,
    CONSULTORES_UNIDADE.map((c) => c.unidade),
  );
  const usuarios = await idsBy(
    db,
    usuario,
    usuario.email,
    CONSULTORES_UNIDADE.map((c) => c.consultor),
  );
  await db
    .insert(unidadeAtendimentoConsultor)
    .values(
      CONSULTORES_UNIDADE.map((c) => ({
        unidadeId: need(unidades, c.unidade, "unidade"),
        usuarioId: need(usuarios, c.consultor, "consultor"),
      })),
    )
    .onConflictDoNothing();
}

/** Everything the requests point at, by natural key: offers, companies, users and substatuses. */
async function lookups(db: Conn, seeds: SolicitacaoSeed[]) {
  const docs = [...new Set(seeds.flatMap((s) => [...s.empresas, ...(s.prestador ? [s.prestador] : [])]))];
  const emails = seeds.flatMap((s) => [
    s.criador,
    ...(s.consultor ? [s.consultor] : []),
    ...(s.diagnostico?.consultor ? [s.diagnostico.consultor] : []),
    ...(s.historico ?? []).map((h) => h.por),
  ]);
  const [ofertas, empresas, usuarios, subs] = await Promise.all([
    db
      .select({ id: modeloOferta.id, titulo: modeloOferta.titulo, valor: modeloOferta.valor })
      .from(modeloOferta)
      .where(inArray(modeloOferta.titulo, [...new Set(seeds.map((s) => s.modelo))])),
    db
      .select({ id: empresa.id, cnpj: empresa.cnpj, cpf: empresa.cpf, cidadeId: empresa.cidadeId })
      .from(empresa)
      .where(or(inArray(empresa.cnpj, docs), inArray(empresa.cpf, docs))),
    idsBy(db, usuario, usuario.email, [...new Set(emails)]),
    db
      .select({ id: substatus.id, entidade: status.entidade, codigo: substatus.codigo })
      .from(substatus)
      .innerJoin(status, eq(status.id, substatus.statusId))
      .where(inArray(status.entidade, ["solicitacao", "diagnostico"])),
  ]);
  const substatusIds = new Map(subs.map((s) => [`${s.entidade}:${s.codigo}`, s.id]));
  const empresaPorDoc = new Map(empresas.flatMap((e) => [e.cnpj, e.cpf].flatMap((d) => (d ? [[d, e]] : []))));
  const empresa_ = (doc: string) => {
    const e = empresaPorDoc.get(doc);
    if (!e) throw new Error(`seed: empresa "${doc}" não encontrada`);
    return e;
  };
  return {
    oferta: (titulo: string) => {
      const o = ofertas.find((x) => x.titulo === titulo);
      if (!o) throw new Error(`seed: modelo de oferta "${titulo}" não encontrado`);
      return o;
    },
    empresa: empresa_,
    usuario: (email: string) => need(usuarios, email, "usuário"),
    substatus: (entidade: string, codigo: string) => need(substatusIds, `${entidade}:${codigo}`, "substatus"),
    gestores: await gestoresPorCidade(
      db,
      empresas.map((e) => e.cidadeId),
    ),
  };
}

/** A sent diagnostic's file: a one-page PDF made here, so the demo's download opens a real document. */
async function arquivoDoDiagnostico(db: Conn, s: SolicitacaoSeed, usuarioId: number) {
  const pdf = await PDFDocument.create();
  const fonte = await pdf.embedFont(StandardFonts.Helvetica);
  const pagina = pdf.addPage();
  const linhas = [`Diagnóstico ${s.nrosolicitacao}-D1`, s.modelo, "", ...quebrar(s.objetivo, 80)];
  linhas.forEach((texto, i) => pagina.drawText(texto, { x: 50, y: 780 - i * 20, size: 12, font: fonte }));
  const bytes = await pdf.save();
  const [row] = await db
    .insert(arquivo)
    .values({
      nome: `diagnostico-${s.nrosolicitacao}.pdf`,
      tipo: "application/pdf",
      tamanho: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
      usuarioId,
    })
    .returning({ id: arquivo.id });
  return { arquivoId: row.id, dtaenvio: new Date(s.historico!.at(-1)!.em) };
}

/** `texto` in lines of at most `largura` characters, broken between words. */
const quebrar = (texto: string, largura: number) =>
  texto.split(" ").reduce<string[]>((linhas, palavra) => {
    const ultima = linhas.at(-1);
    if (ultima !== undefined && `${ultima} ${palavra}`.length <= largura)
      linhas[linhas.length - 1] = `${ultima} ${palavra}`;
    else linhas.push(palavra);
    return linhas;
  }, []);

/**
 * Demo requests in every stage, with their companies, managers, history, a diagnostic and a project
 * (data/solicitacoes.ts). Idempotent by `nrosolicitacao`: a request that exists is left as it is.
 */
export async function seedSolicitacoes(db: Conn): Promise<void> {
  await seedConsultoresUnidade(db);
  const existentes = await idsBy(
    db,
    solicitacao,
    solicitacao.nrosolicitacao,
    SOLICITACOES.map((s) => s.nrosolicitacao),
  );
  const novas = SOLICITACOES.filter((s) => !existentes.has(s.nrosolicitacao));
  if (!novas.length) return;
  const l = await lookups(db, novas);

  for (const s of novas) {
    const empresas = s.empresas.map(l.empresa);
    const [{ id }] = await db
      .insert(solicitacao)
      .values({
        nrosolicitacao: s.nrosolicitacao,
        tipo: s.tipo,
        modeloOfertaId: l.oferta(s.modelo).id,
        substatusId: l.substatus("solicitacao", s.substatus),
        objetivo: s.objetivo,
        justificativa: s.justificativa ?? "",
        valor: l.oferta(s.modelo).valor,
        usuarioId: l.usuario(s.criador),
        prestadorId: s.prestador ? l.empresa(s.prestador).id : null,
        escolhaDireta: s.tipo === "CONTRATACAO_INTERNA" || s.substatus === "AGUARDANDO_DIAGNOSTICO",
        consultorId: s.consultor ? l.usuario(s.consultor) : null,
        dtaprazoenvioproposta: s.dtaprazoenvioproposta ? new Date(s.dtaprazoenvioproposta) : null,
        dtainclusao: new Date(s.em),
      })
      .returning({ id: solicitacao.id });
    if (empresas.length)
      await db
        .insert(solicitacaoEmpresa)
        .values(empresas.map((e) => ({ solicitacaoId: id, empresaId: e.id })));
    const gestores = new Set(empresas.flatMap((e) => l.gestores.get(e.cidadeId) ?? []));
    if (GERENTES.has(s.criador)) gestores.add(l.usuario(s.criador));
    if (gestores.size)
      await db
        .insert(solicitacaoGestor)
        .values([...gestores].map((usuarioId) => ({ solicitacaoId: id, usuarioId })));
    await responderDimensionamento(db, id, l.oferta(s.modelo).id);

    const eventos: EventoSeed[] = [
      { acao: "CRIAR", para: "AGUARDANDO_ANALISE", por: s.criador, em: s.em },
      ...(s.historico ?? []),
    ];
    const daSolicitacao = eventos.filter((e) => !e.diagnostico);
    await db.insert(historico).values(
      daSolicitacao.map((e) => ({
        entidade: "solicitacao",
        entidadeId: id,
        acao: e.acao,
        de: e.de ?? null,
        para: e.para ?? null,
        motivo: e.motivo ?? null,
        usuarioId: l.usuario(e.por),
        audiencias: [...audienciasDoCodigo("solicitacao", e.acao)],
        dtainclusao: new Date(e.em),
      })),
    );
    const ultimo = daSolicitacao[daSolicitacao.length - 1];
    if (s.diagnostico && s.prestador) {
      const [d] = await db
        .insert(diagnostico)
        .values({
          nrodiagnostico: `${s.nrosolicitacao}-D1`,
          solicitacaoId: id,
          prestadorId: l.empresa(s.prestador).id,
          substatusId: l.substatus("diagnostico", s.diagnostico.status),
          consultorId: s.diagnostico.consultor ? l.usuario(s.diagnostico.consultor) : null,
          prazo: new Date(s.diagnostico.prazo),
          dtainclusao: new Date(ultimo.em),
          ...(s.diagnostico.arquivo ? await arquivoDoDiagnostico(db, s, l.usuario(s.criador)) : {}),
        })
        .returning({ id: diagnostico.id });
      const doDiagnostico = eventos.filter((e) => e.diagnostico);
      await db.insert(historico).values(
        [{ acao: "CRIAR", para: "AGUARDANDO_ACEITE", por: ultimo.por, em: ultimo.em }, ...doDiagnostico].map(
          (e) => ({
            entidade: "diagnostico",
            entidadeId: d.id,
            acao: e.acao,
            de: e.de ?? null,
            para: e.para ?? null,
            usuarioId: l.usuario(e.por),
            audiencias: [...audienciasDoCodigo("diagnostico", e.acao)],
            dtainclusao: new Date(e.em),
          }),
        ),
      );
    }
    for (const razaosocial of s.parceiros ?? []) {
      const [p] = await db
        .select({ id: parceiro.id })
        .from(parceiro)
        .where(eq(parceiro.razaosocial, razaosocial));
      await db.insert(solicitacaoParceiro).values({ solicitacaoId: id, parceiroId: p.id });
    }
    if (s.propostas) await seedPropostas(db, { id, modeloOfertaId: l.oferta(s.modelo).id }, s.propostas);
    if (s.projeto && s.prestador)
      await db.insert(projeto).values({
        nroprojeto: `${s.nrosolicitacao}-P1`,
        solicitacaoId: id,
        prestadorId: l.empresa(s.prestador).id,
        dtaInicio: s.projeto.dta_inicio,
        dtaFim: s.projeto.dta_fim,
        dtainclusao: new Date(ultimo.em),
      });
  }
}
