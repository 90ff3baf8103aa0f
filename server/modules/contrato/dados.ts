import "server-only";
import { formatPercentExato } from "@/lib/format";
import { alias } from "drizzle-orm/pg-core";
import { and, asc, eq } from "drizzle-orm";
import type { Conn } from "../../db/client";
import {
  cidade,
  estado,
  etapaModelo,
  modeloOferta,
  parceiro,
  programa,
  proposta,
  propostaEtapa,
  propostaParcela,
  servico,
  solicitacao,
  solicitacaoParceiro,
} from "../../db/schema";
import { cliente, prestador } from "../../db/aliases";
import { notFound } from "../../lib/errors";
import { ordemSemAcento } from "../../lib/search";
import { textoParametro } from "../solicitacao";

const cidadeCliente = alias(cidade, "cidade_cliente");
const estadoCliente = alias(estado, "estado_cliente");

/** A party as the contract names it: the company, its CNPJ or (a rural producer) CPF, its address. */
export type Parte = {
  razaosocial: string;
  cnpj: string | null;
  cpf: string | null;
  endereco: string;
};

/** Everything a contract prints, read from the selected proposal and the client company. */
export type DadosContrato = Awaited<ReturnType<typeof dadosDoContrato>>;

const endereco = (e: { logradouro: string; complemento: string; cep: string }, cidade: string, uf: string) =>
  [e.logradouro, e.complemento, `${cidade}/${uf}`, `CEP ${e.cep.replace(/^(\d{5})(\d{3})$/, "$1-$2")}`]
    .filter(Boolean)
    .join(", ");

/** The clauses template (a setting, DESIGN §5): numbered paragraphs separated by blank lines. */
export async function clausulas(conn: Conn): Promise<string[]> {
  return (await textoParametro(conn, "CLAUSULAS_CONTRATO"))
    .split(/\n\s*\n/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** The contract of proposal `propostaId` for client company `empresaId`. */
export async function dadosDoContrato(conn: Conn, propostaId: number, empresaId: number) {
  const [base] = await conn
    .select({
      nrosolicitacao: solicitacao.nrosolicitacao,
      objetivo: solicitacao.objetivo,
      programa: programa.descricao,
      servico: servico.titulo,
      codigoServico: servico.codigo,
      oferta: modeloOferta.titulo,
      dtaInicio: proposta.dtaInicio,
      dtaFim: proposta.dtaFim,
      valorBruto: proposta.valorBruto,
      valorSubsidio: proposta.valorSubsidio,
      valorSubsidioParceiros: proposta.valorSubsidioParceiros,
      valorCliente: proposta.valorCliente,
      solicitacaoId: proposta.solicitacaoId,
      percentualSubsidio: proposta.percentualSubsidio,
      cliente: {
        razaosocial: cliente.razaosocial,
        cnpj: cliente.cnpj,
        cpf: cliente.cpf,
        logradouro: cliente.logradouro,
        complemento: cliente.complemento,
        cep: cliente.cep,
      },
      cidade: cidadeCliente.nome,
      uf: estadoCliente.sigla,
      prestador: {
        razaosocial: prestador.razaosocial,
        cnpj: prestador.cnpj,
        cpf: prestador.cpf,
        logradouro: prestador.logradouro,
        complemento: prestador.complemento,
        cep: prestador.cep,
      },
      prestadorCidadeId: prestador.cidadeId,
    })
    .from(proposta)
    .innerJoin(solicitacao, eq(solicitacao.id, proposta.solicitacaoId))
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .innerJoin(programa, eq(programa.id, servico.programaId))
    .innerJoin(prestador, eq(prestador.id, proposta.prestadorId))
    .innerJoin(cliente, eq(cliente.id, empresaId))
    .innerJoin(cidadeCliente, eq(cidadeCliente.id, cliente.cidadeId))
    .innerJoin(estadoCliente, eq(estadoCliente.id, cidadeCliente.estadoId))
    .where(eq(proposta.id, propostaId));
  if (!base) throw notFound("Proposta não encontrada.");
  const [[lugarPrestador], etapas, parcelas, textos, parceiros] = await Promise.all([
    conn
      .select({ cidade: cidade.nome, uf: estado.sigla })
      .from(cidade)
      .innerJoin(estado, eq(estado.id, cidade.estadoId))
      .where(eq(cidade.id, base.prestadorCidadeId)),
    conn
      .select({
        ordem: propostaEtapa.ordem,
        titulo: etapaModelo.titulo,
        entregavel: etapaModelo.entregavel,
        horas: propostaEtapa.horas,
        visita: propostaEtapa.visita,
        valor: propostaEtapa.valor,
      })
      .from(propostaEtapa)
      .innerJoin(etapaModelo, eq(etapaModelo.id, propostaEtapa.etapaModeloId))
      .where(eq(propostaEtapa.propostaId, propostaId))
      .orderBy(asc(propostaEtapa.ordem)),
    conn
      .select({
        numero: propostaParcela.numero,
        etapaOrdem: propostaParcela.etapaOrdem,
        valor: propostaParcela.valor,
      })
      .from(propostaParcela)
      .where(eq(propostaParcela.propostaId, propostaId))
      .orderBy(asc(propostaParcela.numero)),
    clausulas(conn),
    conn
      .select({ razaosocial: parceiro.razaosocial, subsidio: parceiro.subsidio })
      .from(solicitacaoParceiro)
      .innerJoin(parceiro, eq(parceiro.id, solicitacaoParceiro.parceiroId))
      .where(and(eq(solicitacaoParceiro.solicitacaoId, base.solicitacaoId), eq(parceiro.ativo, true)))
      .orderBy(ordemSemAcento(parceiro.razaosocial)),
  ]);
  const parte = (e: typeof base.cliente, c: string, uf: string): Parte => ({
    razaosocial: e.razaosocial,
    cnpj: e.cnpj,
    cpf: e.cnpj ? null : e.cpf,
    endereco: endereco(e, c, uf),
  });
  return {
    ...base,
    cliente: parte(base.cliente, base.cidade, base.uf),
    prestador: parte(base.prestador, lugarPrestador.cidade, lugarPrestador.uf),
    etapas,
    parcelas,
    parceiros: parceiros.map((x) => `${x.razaosocial} (${formatPercentExato(x.subsidio)})`),
    clausulas: textos,
  };
}
