import "server-only";
import { asc, eq } from "drizzle-orm";
import { maskCEP } from "@/lib/format";
import { hasAnyRole, VEEM_CPF } from "@/lib/roles";
import type { Conn } from "../../../db/client";
import { credenciamento, empresa, servico } from "../../../db/schema";
import type { AuthUser } from "../../../lib/context";
import { notFound } from "../../../lib/errors";
import { buscadaDe, selectEmpresas } from "../busca/service";
import { selecionar } from "../credenciamento/consulta";
import { documentosDaEmpresa } from "../credenciamento/documento";
import { contatosDa, programasDa, solicitacoesDa } from "./partes";

const NAO_ENCONTRADA = "Empresa não encontrada.";

/** One company as staff see it (SPEC §3): its data, address, contacts, documents, accreditations and requests. */
export async function detalharEmpresa(conn: Conn, user: AuthUser, id: number) {
  const [e] = await selectEmpresas(conn).where(eq(empresa.id, id));
  if (!e) throw notFound(NAO_ENCONTRADA);
  return {
    ...buscadaDe(e),
    estado: e.estado,
    cpf: hasAnyRole(user, VEEM_CPF) ? e.cpf : null,
    sicab: e.sicab,
    cep_mask: maskCEP(e.cep),
    logradouro: e.logradouro,
    complemento: e.complemento,
    telefone: e.telefone,
    email: e.email,
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
