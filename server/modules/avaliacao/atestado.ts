import "server-only";
import { randomInt } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { env, linkBaseUrl } from "@/lib/env";
import { formatBRL, formatDate, formatNota } from "@/lib/format";
import type { Conn, Tx } from "../../db/client";
import {
  atestado,
  empresa,
  historico,
  modeloOferta,
  programa,
  projeto,
  projetoCertificado,
  projetoEtapa,
  proposta,
  servico,
  solicitacao,
  solicitacaoEmpresa,
  substatus,
} from "../../db/schema";
import { projetoAlcancavel } from "../../authz/escopo";
import type { AuthUser } from "../../lib/context";
import { conflict, notFound } from "../../lib/errors";
import { loadFile, saveGenerated } from "../../lib/files";
import { hojeEmSaoPaulo } from "../../lib/dia";
import { DocumentoPdf, documentoDaParte } from "../../lib/pdf";
import { avaliacaoDe } from "./consulta";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

// Letters and digits that are not mistaken for one another when read aloud or typed from paper.
const ALFABETO = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const novoCodigo = () =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => ALFABETO[randomInt(ALFABETO.length)]).join(""),
  ).join("-");

/** The public page that shows what the attestation with `codigo` attests (app/(publico)/atestado). */
export const enderecoDoAtestado = (codigo: string) => `${linkBaseUrl(env)}/atestado/${codigo}`;

/** A moment as the calendar day it was in São Paulo, like every date the portal prints. */
const dia = (d: Date | string | null) => (d ? formatDate(hojeEmSaoPaulo(new Date(d))) : "—");

/** A query over a request, joined to its offer's service and its project's provider: what an attestation names. */
export const comProjeto = <T extends PgSelect>(q: T) =>
  q
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .innerJoin(projeto, eq(projeto.solicitacaoId, solicitacao.id))
    .innerJoin(empresa, eq(empresa.id, projeto.prestadorId));

/** Everything the attestation states about request `id`, read from the project as concluded. */
export async function dadosDoAtestado(conn: Conn, id: number) {
  const consulta = conn
    .select({
      nrosolicitacao: solicitacao.nrosolicitacao,
      oferta: modeloOferta.titulo,
      servico: servico.titulo,
      programa: programa.descricao,
      projetoId: projeto.id,
      nroprojeto: projeto.nroprojeto,
      dtaInicio: projeto.dtaInicio,
      dtaFim: projeto.dtaFim,
      prestador: { razaosocial: empresa.razaosocial, cnpj: empresa.cnpj, cpf: empresa.cpf },
      valores: {
        bruto: proposta.valorBruto,
        subsidio: proposta.valorSubsidio,
        cliente: proposta.valorCliente,
      },
    })
    .from(solicitacao)
    .$dynamic();
  const [s] = await comProjeto(consulta)
    .innerJoin(programa, eq(programa.id, servico.programaId))
    .leftJoin(proposta, eq(proposta.id, projeto.propostaId))
    .where(eq(solicitacao.id, id));
  const [empresas, etapas, certificados, [conclusao], avaliacaoLida] = await Promise.all([
    conn
      .select({ razaosocial: empresa.razaosocial, cnpj: empresa.cnpj, cpf: empresa.cpf })
      .from(solicitacaoEmpresa)
      .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
      .where(eq(solicitacaoEmpresa.solicitacaoId, id))
      .orderBy(asc(empresa.razaosocial)),
    conn
      .select({
        ordem: projetoEtapa.ordem,
        titulo: projetoEtapa.titulo,
        dtaentrega: projetoEtapa.dtaentrega,
        valor: projetoEtapa.valor,
        situacao: substatus.descricao,
      })
      .from(projetoEtapa)
      .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
      .where(eq(projetoEtapa.projetoId, s.projetoId))
      .orderBy(asc(projetoEtapa.ordem)),
    conn
      .select({ descricao: projetoCertificado.descricao })
      .from(projetoCertificado)
      .where(eq(projetoCertificado.projetoId, s.projetoId))
      .orderBy(asc(projetoCertificado.id)),
    conn
      .select({ em: historico.dtainclusao })
      .from(historico)
      .where(
        and(
          eq(historico.entidade, "solicitacao"),
          eq(historico.entidadeId, id),
          eq(historico.acao, "FINALIZAR"),
        ),
      )
      .orderBy(desc(historico.id))
      .limit(1),
    avaliacaoDe(conn, id),
  ]);
  return {
    ...s,
    empresas,
    etapas,
    certificados,
    concluidaEm: conclusao?.em ?? null,
    avaliacao: avaliacaoLida,
  };
}

async function gerarPdf(d: Awaited<ReturnType<typeof dadosDoAtestado>>, codigo: string, now: Date) {
  const doc = await DocumentoPdf.criar(`Atestado final ${d.nrosolicitacao}`, now);
  const dinheiro = (v: string | null) => (v === null ? "—" : formatBRL(Number(v)));
  doc
    .titulo("Atestado final de execução")
    .paragrafo(
      `Atestamos que ${d.prestador.razaosocial}, ${documentoDaParte(d.prestador)}, executou o serviço "${d.servico}" ` +
        `(oferta "${d.oferta}") da solicitação ${d.nrosolicitacao}, projeto ${d.nroprojeto}, para ` +
        `${d.empresas.map((e) => `${e.razaosocial}, ${documentoDaParte(e)}`).join("; ")}, ` +
        `no âmbito do ${d.programa}, que subsidiou parte do valor.`,
    )
    .campos([
      ["Período", `${formatDate(d.dtaInicio)} a ${formatDate(d.dtaFim)}`],
      ["Concluída em", dia(d.concluidaEm)],
      ["Valor total", dinheiro(d.valores?.bruto ?? null)],
      ["Subsídio do programa", dinheiro(d.valores?.subsidio ?? null)],
      ["Parte do cliente", dinheiro(d.valores?.cliente ?? null)],
    ])
    .secao("Etapas entregues")
    .tabela(
      [
        { titulo: "Etapa", largura: 5 },
        { titulo: "Situação", largura: 2 },
        { titulo: "Entregue em", largura: 2 },
        { titulo: "Valor", largura: 2, direita: true },
      ],
      d.etapas.map((e) => [
        `${e.ordem}. ${e.titulo}`,
        e.situacao,
        dia(e.dtaentrega),
        formatBRL(Number(e.valor)),
      ]),
    )
    .secao("Avaliação do cliente");
  if (d.avaliacao) {
    doc.campos([
      ["Questionário", d.avaliacao.questionario],
      ["Nota média", formatNota(d.avaliacao.nota)],
      ["Avaliada em", dia(d.avaliacao.dtainclusao)],
    ]);
    const notas = d.avaliacao.respostas.filter((r) => r.nota !== null);
    if (notas.length)
      doc.tabela(
        [
          { titulo: "Pergunta", largura: 8 },
          { titulo: "Nota", largura: 1, direita: true },
        ],
        notas.map((r) => [r.pergunta, String(r.nota)]),
      );
  } else doc.paragrafo("O cliente não respondeu à avaliação.");
  if (d.certificados.length)
    doc.secao("Certificados").tabela(
      [{ titulo: "Certificado", largura: 1 }],
      d.certificados.map((c) => [c.descricao]),
    );
  doc
    .secao("Verificação")
    .paragrafo(`Código de verificação: ${codigo}`, { negrito: true })
    .paragrafo(`Emitido em ${dia(now)}.`, { pequeno: true })
    .qrcode(
      enderecoDoAtestado(codigo),
      "Confira a autenticidade deste atestado no portal Hub: aponte a câmera para o código QR ou abra o endereço",
    );
  return doc.salvar();
}

/**
 * The final attestation of request `id`, for its parties and the staff who reach it, once the request
 * is concluded: issued on the first call (its PDF and verification code are kept) and the same after.
 */
export async function atestadoFinal(tx: Tx, user: AuthUser, id: number, now: Date) {
  const [s] = await tx
    .select({ situacao: substatus.codigo, nrosolicitacao: solicitacao.nrosolicitacao })
    .from(solicitacao)
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(projeto, eq(projeto.solicitacaoId, solicitacao.id))
    .where(and(eq(solicitacao.id, id), projetoAlcancavel(tx, user)))
    .for("update", { of: solicitacao });
  if (!s) throw notFound("Solicitação não encontrada.");
  if (s.situacao !== SOLICITACAO.CONCLUIDA)
    throw conflict("O atestado final é emitido depois que a solicitação é concluída.");
  const [emitido] = await tx
    .select({ arquivoId: atestado.arquivoId })
    .from(atestado)
    .where(eq(atestado.solicitacaoId, id));
  if (emitido) return loadFile(tx, emitido.arquivoId);
  const codigo = novoCodigo();
  const bytes = await gerarPdf(await dadosDoAtestado(tx, id), codigo, now);
  const nome = `atestado-final-${s.nrosolicitacao}.pdf`;
  const arquivo = await saveGenerated(tx, { nome, tipo: "application/pdf", bytes, usuarioId: null, now });
  await tx.insert(atestado).values({ solicitacaoId: id, codigo, arquivoId: arquivo.id, dtaemissao: now });
  return { nome, tipo: "application/pdf", bytes };
}
