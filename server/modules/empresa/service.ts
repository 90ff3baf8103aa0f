import "server-only";
import { groupBy } from "../../lib/group-by";
import { containsPattern, matchesAnyUnaccented } from "../../lib/search";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { maskCEP, maskCNPJ } from "@/lib/format";
import { CREDENCIAMENTO } from "@/lib/regras/credenciamento";
import type { Conn } from "../../db/client";
import {
  areaAtuacao,
  cidade,
  credenciamento,
  credenciamentoApto,
  empresa,
  empresaUsuario,
  estado,
  porte,
  servico,
  substatus,
} from "../../db/schema";
import { cpfMask } from "../../lib/masks";
import { notFound } from "../../lib/errors";
import { paged, type Window } from "../../lib/pagination";

export type EmpresaFilter = { search?: string };

const columns = {
  id: empresa.id,
  tipo: empresa.tipo,
  cnpj: empresa.cnpj,
  cpf: empresa.cpf,
  nomefantasia: empresa.nomefantasia,
  razaosocial: empresa.razaosocial,
  dtainclusao: empresa.dtainclusao,
  porteId: porte.id,
  porteDescricao: porte.descricao,
  areaId: areaAtuacao.id,
  areaDescricao: areaAtuacao.descricao,
  ativo: empresa.ativo,
  suspenso: empresa.suspenso,
  cep: empresa.cep,
  logradouro: empresa.logradouro,
  complemento: empresa.complemento,
  cidadeId: cidade.id,
  cidadeNome: cidade.nome,
  estadoId: estado.id,
  estadoSigla: estado.sigla,
  estadoNome: estado.nome,
  telefone: empresa.telefone,
  email: empresa.email,
};

/**
 * Companies by name (accents aside) or, from the typed characters, by CNPJ (stored without punctuation, so
 * "12.345.678/0001-90" and "12345678" both find it); by CPF only when typed in full, so digits do not leak.
 */
export function empresaBuscada(term: string | undefined) {
  const doc = term?.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return or(
    matchesAnyUnaccented(term, [empresa.razaosocial, empresa.nomefantasia]),
    doc ? ilike(empresa.cnpj, containsPattern(doc)) : undefined,
    doc?.length === 11 ? eq(empresa.cpf, doc) : undefined,
  );
}

const filterOf = (usuarioId: number, f: EmpresaFilter) =>
  and(eq(empresaUsuario.usuarioId, usuarioId), empresaBuscada(f.search));

/**
 * Accredited services of the given provider companies, by company id, in one query; `ativo` says whether
 * the link takes part in releases now (switched on, not suspended). Requests and refusals are not listed.
 */
async function credenciamentosOf(conn: Conn, empresaIds: number[]) {
  if (!empresaIds.length)
    return new Map<number, { servico: { id: number; codigo: string; titulo: string }; ativo: boolean }[]>();
  const rows = await conn
    .select({
      empresaId: credenciamento.empresaId,
      ativo: sql<boolean>`coalesce(${credenciamentoApto()}, false)`,
      id: servico.id,
      codigo: servico.codigo,
      titulo: servico.titulo,
    })
    .from(credenciamento)
    .innerJoin(servico, eq(servico.id, credenciamento.servicoId))
    .innerJoin(substatus, eq(substatus.id, credenciamento.substatusId))
    .where(
      and(inArray(credenciamento.empresaId, empresaIds), eq(substatus.codigo, CREDENCIAMENTO.CREDENCIADO)),
    )
    .orderBy(asc(servico.codigo));
  return groupBy(
    rows,
    (r) => r.empresaId,
    ({ empresaId: _, ativo, ...servico }) => ({ servico, ativo }),
  );
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

async function present(conn: Conn, rows: Row[]) {
  const creds = await credenciamentosOf(
    conn,
    rows.filter((r) => r.tipo === "PRESTADOR").map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    tipo: r.tipo,
    cnpj: r.cnpj,
    cnpj_mask: r.cnpj ? maskCNPJ(r.cnpj) : null,
    cpf_mask: cpfMask(r.cpf),
    nomefantasia: r.nomefantasia,
    razaosocial: r.razaosocial,
    dtainclusao: r.dtainclusao.toISOString(),
    porte: r.porteId === null ? null : { id: r.porteId, descricao: r.porteDescricao! },
    areaatuacao: r.areaId === null ? null : { id: r.areaId, descricao: r.areaDescricao! },
    ativo: r.ativo,
    suspenso: r.suspenso,
    cep_mask: maskCEP(r.cep),
    logradouro: r.logradouro,
    complemento: r.complemento,
    cidade: { id: r.cidadeId, nome: r.cidadeNome },
    estado: { id: r.estadoId, sigla: r.estadoSigla, nome: r.estadoNome },
    telefone: r.telefone,
    email: r.email,
    credenciamentos: creds.get(r.id) ?? [],
  }));
}

const selectRows = (conn: Conn) =>
  conn
    .select(columns)
    .from(empresa)
    .innerJoin(empresaUsuario, eq(empresaUsuario.empresaId, empresa.id))
    .innerJoin(cidade, eq(cidade.id, empresa.cidadeId))
    .innerJoin(estado, eq(estado.id, cidade.estadoId))
    .leftJoin(porte, eq(porte.id, empresa.porteId))
    .leftJoin(areaAtuacao, eq(areaAtuacao.id, empresa.areaAtuacaoId));

/** The companies (and rural producers) linked to a user, sorted by razão social; clients and providers alike. */
export async function listEmpresasDoUsuario(conn: Conn, usuarioId: number, f: EmpresaFilter, win: Window) {
  const page = await paged(
    conn,
    () => selectRows(conn).where(filterOf(usuarioId, f)).$dynamic(),
    [asc(empresa.razaosocial), asc(empresa.id)],
    win,
  );
  return { count: page.count, results: await present(conn, page.results) };
}

/** One company linked to the user, in the list's shape; 404 for any other company. */
export async function getEmpresaDoUsuario(conn: Conn, usuarioId: number, id: number) {
  const rows = await selectRows(conn).where(and(eq(empresaUsuario.usuarioId, usuarioId), eq(empresa.id, id)));
  if (!rows.length) throw notFound("Empresa não encontrada.");
  return (await present(conn, rows))[0];
}

/** The columns resumoOf presents; selectResumo reads them with the city and state joined. */
export const resumoColumns = {
  id: empresa.id,
  tipo: empresa.tipo,
  razaosocial: empresa.razaosocial,
  nomefantasia: empresa.nomefantasia,
  cnpj: empresa.cnpj,
  cpf: empresa.cpf,
  cidadeId: cidade.id,
  cidadeNome: cidade.nome,
  estadoSigla: estado.sigla,
};

/** Companies (by the given condition) with their city and state, for short lists and look-ups. */
export const selectResumo = (conn: Conn) =>
  conn
    .select(resumoColumns)
    .from(empresa)
    .innerJoin(cidade, eq(cidade.id, empresa.cidadeId))
    .innerJoin(estado, eq(estado.id, cidade.estadoId));

type ResumoRow = Awaited<ReturnType<typeof selectResumo>>[number];

export const resumoOf = (r: ResumoRow) => ({
  id: r.id,
  tipo: r.tipo,
  razaosocial: r.razaosocial,
  nomefantasia: r.nomefantasia,
  cnpj_mask: r.cnpj ? maskCNPJ(r.cnpj) : null,
  cpf_mask: cpfMask(r.cpf),
  cidade: { id: r.cidadeId, nome: r.cidadeNome },
  estado: { sigla: r.estadoSigla },
});

/** The active companies linked to the user, for choosing one (checkout, forms); unpaginated. */
export async function listEmpresasResumo(conn: Conn, usuarioId: number) {
  const rows = await selectResumo(conn)
    .innerJoin(empresaUsuario, eq(empresaUsuario.empresaId, empresa.id))
    .where(and(eq(empresaUsuario.usuarioId, usuarioId), eq(empresa.ativo, true)))
    .orderBy(asc(empresa.razaosocial), asc(empresa.id));
  return rows.map(resumoOf);
}
