import "server-only";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { maskCNPJ } from "@/lib/format";
import type { Conn } from "../../../db/client";
import { areaAtuacao, cidade, empresa, estado, porte } from "../../../db/schema";
import { cpfMask } from "../../../lib/masks";
import { paged, type Window } from "../../../lib/pagination";
import { matchesAnyUnaccented, ordemSemAcento } from "../../../lib/search";
import { empresaBuscada } from "../service";
import type { FiltroEmpresa } from "./schemas";

const STATUS = {
  ATIVA: { descricao: "Ativa", cor: "#389e0d" },
  SUSPENSA: { descricao: "Suspensa", cor: "#d46b08" },
  INATIVA: { descricao: "Inativa", cor: "#8c8c8c" },
} as const;

/**
 * A company's standing, from its two flags: inactive first (it takes part in nothing), then suspended
 * (kept out of new work until staff lift it), else active.
 */
export function statusDe(e: { ativo: boolean; suspenso: boolean }) {
  const codigo = !e.ativo ? "INATIVA" : e.suspenso ? "SUSPENSA" : "ATIVA";
  return { codigo, ...STATUS[codigo] } as const;
}

// By trade name as a reader orders it ("Café" among the C's), then by id so pages never overlap.
const ORDEM = ordemSemAcento(empresa.nomefantasia);

const colunas = {
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
  chave: sql<string>`${ORDEM}`,
};

/** Companies with their size, area, city and state: what the staff's search, export and detail read. */
export const selectEmpresas = (conn: Conn) =>
  conn
    .select(colunas)
    .from(empresa)
    .innerJoin(cidade, eq(cidade.id, empresa.cidadeId))
    .innerJoin(estado, eq(estado.id, cidade.estadoId))
    .leftJoin(porte, eq(porte.id, empresa.porteId))
    .leftJoin(areaAtuacao, eq(areaAtuacao.id, empresa.areaAtuacaoId));

export type LinhaEmpresa = Awaited<ReturnType<typeof selectEmpresas>>[number];

/** Name, CNPJ, full CPF (empresaBuscada) or city, accents aside; then area of activity and type. */
const filtroDe = (f: FiltroEmpresa) =>
  and(
    or(empresaBuscada(f.search), matchesAnyUnaccented(f.search, [cidade.nome])),
    f.areaatuacao === undefined ? undefined : eq(empresa.areaAtuacaoId, f.areaatuacao),
    f.tipo === undefined ? undefined : eq(empresa.tipo, f.tipo),
  );

/** A row as the search lists it: documents masked, status derived. */
export const buscadaDe = (r: LinhaEmpresa) => ({
  id: r.id,
  tipo: r.tipo,
  cnpj_mask: r.cnpj ? maskCNPJ(r.cnpj) : null,
  cpf_mask: cpfMask(r.cpf),
  razaosocial: r.razaosocial,
  nomefantasia: r.nomefantasia,
  porte: r.porte,
  areaatuacao: r.areaatuacao,
  cidade: r.cidade,
  estado: { sigla: r.estado.sigla },
  ativo: r.ativo,
  suspenso: r.suspenso,
  status: statusDe(r),
  dtainclusao: r.dtainclusao.toISOString(),
});

/** A page of the staff's company search. */
export async function buscarEmpresas(conn: Conn, f: FiltroEmpresa, win: Window) {
  const page = await paged(
    conn,
    () => selectEmpresas(conn).where(filtroDe(f)).$dynamic(),
    [asc(ORDEM), asc(empresa.id)],
    win,
  );
  return { count: page.count, results: page.results.map(buscadaDe) };
}

/**
 * Every company the filters find, in the search's order, `tamanho` at a time: each batch starts after the
 * last row of the one before (keyset), so a long export neither holds all rows nor rescans skipped ones.
 */
export async function* lotesDeEmpresas(conn: Conn, f: FiltroEmpresa, tamanho = 500) {
  let ultima: LinhaEmpresa | undefined;
  do {
    const apos: LinhaEmpresa | undefined = ultima;
    const lote = await selectEmpresas(conn)
      .where(and(filtroDe(f), apos && sql`(${ORDEM}, ${empresa.id}) > (${apos.chave}, ${apos.id})`))
      .orderBy(asc(ORDEM), asc(empresa.id))
      .limit(tamanho);
    if (lote.length) yield lote;
    ultima = lote.length === tamanho ? lote.at(-1) : undefined;
  } while (ultima);
}
