import "server-only";
import { asc, eq } from "drizzle-orm";
import { maskCEP, maskCNPJ } from "@/lib/format";
import { hasAnyRole, VEEM_CPF } from "@/lib/roles";
import type { Conn } from "../../../db/client";
import { areaAtuacao, cidade, credenciamento, empresa, estado, porte, servico } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { cpfMask } from "../../../lib/masks";
import { statusDe } from "../busca/service";
import { selecionar } from "../credenciamento/consulta";
import { documentosDaEmpresa } from "../credenciamento/documento";
import { contatosDa, programasDa, solicitacoesDa } from "./partes";

const NAO_ENCONTRADA = "Empresa não encontrada.";

/** One company as staff see it (SPEC §3): its data, address, contacts, documents, accreditations and requests. */
export async function detalharEmpresa(conn: Conn, user: AuthUser, id: number) {
  const [e] = await conn
    .select({
      id: empresa.id,
      tipo: empresa.tipo,
      cnpj: empresa.cnpj,
      cpf: empresa.cpf,
      razaosocial: empresa.razaosocial,
      nomefantasia: empresa.nomefantasia,
      porte: { id: porte.id, descricao: porte.descricao },
      areaatuacao: { id: areaAtuacao.id, descricao: areaAtuacao.descricao },
      ativo: empresa.ativo,
      suspenso: empresa.suspenso,
      sicab: empresa.sicab,
      cep: empresa.cep,
      logradouro: empresa.logradouro,
      complemento: empresa.complemento,
      cidade: { id: cidade.id, nome: cidade.nome },
      estado: { id: estado.id, sigla: estado.sigla, nome: estado.nome },
      telefone: empresa.telefone,
      email: empresa.email,
      dtainclusao: empresa.dtainclusao,
    })
    .from(empresa)
    .innerJoin(cidade, eq(cidade.id, empresa.cidadeId))
    .innerJoin(estado, eq(estado.id, cidade.estadoId))
    .leftJoin(porte, eq(porte.id, empresa.porteId))
    .leftJoin(areaAtuacao, eq(areaAtuacao.id, empresa.areaAtuacaoId))
    .where(eq(empresa.id, id));
  if (!e) throw notFound(NAO_ENCONTRADA);
  const { cnpj, cpf, cep, ...dados } = e;
  return {
    ...dados,
    cnpj_mask: cnpj ? maskCNPJ(cnpj) : null,
    cpf_mask: cpfMask(cpf),
    cpf: hasAnyRole(user, VEEM_CPF) ? cpf : null,
    cep_mask: maskCEP(cep),
    status: statusDe(e),
    dtainclusao: e.dtainclusao.toISOString(),
    programa: await programasDa(conn, id),
    documentos: await documentosDaEmpresa(conn, user, id),
    contatos: await contatosDa(conn, id),
    credenciamentos: await credenciamentosDa(conn, id),
    solicitacoes: await solicitacoesDa(conn, id),
  };
}

/** The company's accreditations by service, in whatever state: the detail's read-only list. */
async function credenciamentosDa(conn: Conn, empresaId: number) {
  const linhas = await selecionar(conn)
    .where(eq(credenciamento.empresaId, empresaId))
    .orderBy(asc(servico.titulo), asc(credenciamento.id));
  return linhas.map(({ empresaId: _e, arquivoId: _a, versao: _v, ...l }) => ({
    ...l,
    dtainclusao: l.dtainclusao.toISOString(),
    dtaatualizacao: l.dtaatualizacao.toISOString(),
  }));
}
