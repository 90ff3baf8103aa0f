import "server-only";
import { and, asc, desc, eq, inArray, ne, or } from "drizzle-orm";
import type { Conn } from "../../../db/client";
import {
  credenciamento,
  empresaPessoa,
  empresaUsuario,
  modeloOferta,
  programa,
  proposta,
  servico,
  solicitacao,
  solicitacaoEmpresa,
  substatus,
  usuario,
} from "../../../db/schema";
import { cpfMask } from "../../../lib/masks";
import { CREDENCIAMENTO } from "@/lib/regras/credenciamento";
import { PROPOSTA } from "@/lib/regras/proposta";

const cor = {
  id: substatus.id,
  codigo: substatus.codigo,
  descricao: substatus.descricao,
  cor: substatus.cor,
};

/** Who answers for the company: its users in the portal, and its owners and managing partners (CPF masked). */
export async function contatosDa(conn: Conn, empresaId: number) {
  const usuarios = await conn
    .select({ id: usuario.id, nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email })
    .from(empresaUsuario)
    .innerJoin(usuario, eq(usuario.id, empresaUsuario.usuarioId))
    .where(eq(empresaUsuario.empresaId, empresaId))
    .orderBy(asc(usuario.nome), asc(usuario.sobrenome), asc(usuario.id));
  const pessoas = await conn
    .select({
      id: empresaPessoa.id,
      papel: empresaPessoa.papel,
      nome: empresaPessoa.nome,
      sobrenome: empresaPessoa.sobrenome,
      cpf: empresaPessoa.cpf,
    })
    .from(empresaPessoa)
    .where(eq(empresaPessoa.empresaId, empresaId))
    .orderBy(asc(empresaPessoa.papel), asc(empresaPessoa.nome), asc(empresaPessoa.id));
  return { usuarios, pessoas: pessoas.map(({ cpf, ...p }) => ({ ...p, cpf_mask: cpfMask(cpf) })) };
}

/**
 * The requests a company takes part in: as one of the client companies, as the provider chosen directly
 * or hired internally, or as a provider that sent a proposal (drafts are the provider's alone).
 */
const daEmpresa = (conn: Conn, empresaId: number) =>
  or(
    inArray(
      solicitacao.id,
      conn
        .select({ id: solicitacaoEmpresa.solicitacaoId })
        .from(solicitacaoEmpresa)
        .where(eq(solicitacaoEmpresa.empresaId, empresaId)),
    ),
    eq(solicitacao.prestadorId, empresaId),
    inArray(
      solicitacao.id,
      conn
        .select({ id: proposta.solicitacaoId })
        .from(proposta)
        .innerJoin(substatus, eq(substatus.id, proposta.substatusId))
        .where(and(eq(proposta.prestadorId, empresaId), ne(substatus.codigo, PROPOSTA.RASCUNHO))),
    ),
  );

/** The company's `limite` latest requests, newest first, and how many it has in all. */
export async function solicitacoesDa(conn: Conn, empresaId: number, limite = 10) {
  const results = await conn
    .select({
      id: solicitacao.id,
      nrosolicitacao: solicitacao.nrosolicitacao,
      servico: { id: servico.id, titulo: servico.titulo },
      substatus: cor,
      dtainclusao: solicitacao.dtainclusao,
    })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .innerJoin(servico, eq(servico.id, modeloOferta.servicoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(daEmpresa(conn, empresaId))
    .orderBy(desc(solicitacao.dtainclusao), desc(solicitacao.id))
    .limit(limite);
  return {
    count: await conn.$count(solicitacao, daEmpresa(conn, empresaId)),
    results: results.map((s) => ({ ...s, dtainclusao: s.dtainclusao.toISOString() })),
  };
}

/**
 * The programmes a company works in: those of the services it is accredited for (CREDENCIADO, even while
 * switched off or suspended) and of the services its requests are for.
 */
export function programasDa(conn: Conn, empresaId: number) {
  const credenciados = conn
    .select({ id: credenciamento.servicoId })
    .from(credenciamento)
    .innerJoin(substatus, eq(substatus.id, credenciamento.substatusId))
    .where(and(eq(credenciamento.empresaId, empresaId), eq(substatus.codigo, CREDENCIAMENTO.CREDENCIADO)));
  const pedidos = conn
    .select({ id: modeloOferta.servicoId })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .where(daEmpresa(conn, empresaId));
  return conn
    .selectDistinct({ id: programa.id, descricao: programa.descricao })
    .from(programa)
    .innerJoin(servico, eq(servico.programaId, programa.id))
    .where(or(inArray(servico.id, credenciados), inArray(servico.id, pedidos)))
    .orderBy(asc(programa.descricao), asc(programa.id));
}
