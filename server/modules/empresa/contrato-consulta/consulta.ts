import "server-only";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { maskCNPJ } from "@/lib/format";
import type { Conn } from "../../../db/client";
import {
  assinatura,
  contrato,
  modeloOferta,
  proposta,
  servico,
  solicitacao,
  substatus,
} from "../../../db/schema";
import { cliente, prestador } from "../../../db/aliases";
import { cpfMask } from "../../../lib/masks";
import type { ContratoLido } from "./driver";
import { SITUACAO_CONTRATO, type SituacaoContrato } from "@/lib/regras/contrato";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

/** Who a lookup is about: a company by its id, or by its document (a driver's question). */
export type QuemContrata = { empresaId: number } | { documento: string };
/** Which service: by id (the Hub's lookup) or by code (the ERP's); none for every service. */
export type QualServico = { servicoId: number } | { codigo: string } | undefined;

type Colunas = Record<"id" | "cnpj" | "cpf", AnyPgColumn>;
const daEmpresa = (e: Colunas, quem: QuemContrata) =>
  "empresaId" in quem ? eq(e.id, quem.empresaId) : or(eq(e.cnpj, quem.documento), eq(e.cpf, quem.documento));

const doServico = (qual: QualServico): SQL | undefined =>
  !qual ? undefined : "servicoId" in qual ? eq(servico.id, qual.servicoId) : eq(servico.codigo, qual.codigo);

const situacaoDe = (pedido: string, assinado: boolean): SituacaoContrato =>
  pedido === SOLICITACAO.CANCELADA
    ? SITUACAO_CONTRATO.CANCELADO
    : pedido === SOLICITACAO.CONCLUIDA
      ? SITUACAO_CONTRATO.ENCERRADO
      : assinado
        ? SITUACAO_CONTRATO.ASSINADO
        : SITUACAO_CONTRATO.AGUARDANDO_ASSINATURA;

/**
 * The live contracts (not superseded) of the Hub in which the company is either party (the client company
 * or the provider), of the service when given, newest first.
 */
export async function contratosDoHub(
  conn: Conn,
  quem: QuemContrata,
  qual?: QualServico,
): Promise<ContratoLido[]> {
  const pendente = conn
    .select({ id: assinatura.id })
    .from(assinatura)
    .where(and(eq(assinatura.contratoId, contrato.id), eq(assinatura.assinado, false)));
  const linhas = await conn
    .select({
      id: contrato.id,
      nrosolicitacao: solicitacao.nrosolicitacao,
      servico: { codigo: servico.codigo, titulo: servico.titulo },
      contratante: { nome: cliente.razaosocial, cnpj: cliente.cnpj, cpf: cliente.cpf },
      contratada: { nome: prestador.razaosocial, cnpj: prestador.cnpj, cpf: prestador.cpf },
      valorBruto: proposta.valorBruto,
      valorSubsidio: proposta.valorSubsidio,
      valorCliente: proposta.valorCliente,
      inicio: proposta.dtaInicio,
      fim: proposta.dtaFim,
      pedido: substatus.codigo,
      assinado: sql<boolean>`not exists (${pendente})`,
    })
    .from(contrato)
    .innerJoin(solicitacao, eq(solicitacao.id, contrato.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .innerJoin(proposta, eq(proposta.id, contrato.propostaId))
    .innerJoin(cliente, eq(cliente.id, contrato.empresaId))
    .innerJoin(prestador, eq(prestador.id, proposta.prestadorId))
    .where(
      and(
        isNull(contrato.substituidoEm),
        or(daEmpresa(cliente, quem), daEmpresa(prestador, quem)),
        doServico(qual),
      ),
    )
    .orderBy(desc(contrato.dtainclusao), desc(contrato.id));
  const documento = (p: { cnpj: string | null; cpf: string | null }) => p.cnpj ?? p.cpf ?? "";
  return linhas.map((l) => ({
    numero: String(l.id),
    nrosolicitacao: l.nrosolicitacao,
    servico: l.servico,
    contratante: { nome: l.contratante.nome, documento: documento(l.contratante) },
    contratada: { nome: l.contratada.nome, documento: documento(l.contratada) },
    valor_bruto: Number(l.valorBruto),
    valor_subsidio: Number(l.valorSubsidio),
    valor_cliente: Number(l.valorCliente),
    inicio: l.inicio,
    fim: l.fim,
    situacao: situacaoDe(l.pedido, l.assinado),
  }));
}

/** A party's document as the lookups show it: a CNPJ masked for reading, a CPF (a person's) hidden in part. */
const documentoMascarado = (documento: string) =>
  documento.length === 11 ? (cpfMask(documento) ?? "") : maskCNPJ(documento);

/** A contract as the API answers it, whichever source read it. */
export const apresentar = ({ contratante, contratada, ...c }: ContratoLido) => ({
  ...c,
  contratante: { nome: contratante.nome, documento_mask: documentoMascarado(contratante.documento) },
  contratada: { nome: contratada.nome, documento_mask: documentoMascarado(contratada.documento) },
});
