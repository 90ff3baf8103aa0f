import "server-only";
import { and, asc, eq, ilike, isNotNull, notExists, or, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Conn } from "../../db/client";
import { empresa, empresaPessoa } from "../../db/schema";
import { paged } from "../../lib/pagination";
import { containsPattern, matchesAnyUnaccented, ordemSemAcento } from "../../lib/search";
import type { DriverSas, FiltroVinculo, Papel, VinculoLido } from "./driver";

// Ids of the local driver: a row of empresa_pessoa, or a rural producer whose own CPF is its registration.
const PESSOA = "pessoa-";
const PRODUTOR = "produtor-";

/**
 * Every link in the Hub, with its company: the owners and managing partners on record, and each rural producer as the owner
 * of its property under its own CPF (unless it is already on record as such).
 */
function todos(conn: Conn) {
  const daEmpresa = {
    razaosocial: sql<string>`${empresa.razaosocial}`.as("razaosocial"),
    nomefantasia: sql<string>`${empresa.nomefantasia}`.as("nomefantasia"),
    cnpj: sql<string | null>`${empresa.cnpj}`.as("cnpj"),
    empresa_cpf: sql<string | null>`${empresa.cpf}`.as("empresa_cpf"),
  };
  const pessoas = conn
    .select({
      id: sql<string>`${PESSOA} || ${empresaPessoa.id}`.as("id"),
      papel: sql<Papel>`${empresaPessoa.papel}`.as("papel"),
      nome: sql<string>`${empresaPessoa.nome}`.as("nome"),
      sobrenome: sql<string>`${empresaPessoa.sobrenome}`.as("sobrenome"),
      cpf: sql<string>`${empresaPessoa.cpf}`.as("cpf"),
      ...daEmpresa,
    })
    .from(empresaPessoa)
    .innerJoin(empresa, eq(empresa.id, empresaPessoa.empresaId));
  const jaRegistrado = conn
    .select({ um: sql`1` })
    .from(empresaPessoa)
    .where(
      and(
        eq(empresaPessoa.empresaId, empresa.id),
        eq(empresaPessoa.papel, "PROPRIETARIO"),
        eq(empresaPessoa.cpf, empresa.cpf),
      ),
    );
  const produtores = conn
    .select({
      id: sql<string>`${PRODUTOR} || ${empresa.id}`.as("id"),
      papel: sql<Papel>`'PROPRIETARIO'`.as("papel"),
      nome: sql<string>`${empresa.razaosocial}`.as("nome"),
      sobrenome: sql<string>`''`.as("sobrenome"),
      cpf: sql<string>`${empresa.cpf}`.as("cpf"),
      ...daEmpresa,
    })
    .from(empresa)
    .where(and(isNotNull(empresa.cpf), notExists(jaRegistrado)));
  return unionAll(pessoas, produtores).as("vinculo");
}

/** The links matching `f` (or the one with `id`): the term over names (accents aside), a whole CPF or part of a CNPJ. */
function selecionar(conn: Conn, f: FiltroVinculo, id?: string) {
  const v = todos(conn);
  const digitos = f.search?.toUpperCase().replace(/[^0-9A-Z]/g, "");
  const busca = f.search?.trim()
    ? or(
        matchesAnyUnaccented(
          f.search,
          [v.nome, v.sobrenome, v.razaosocial, v.nomefantasia].map((c) => sql`${c}`).concat(nomeCompleto(v)),
        ),
        digitos ? ilike(v.cnpj, containsPattern(digitos)) : undefined,
        // A CPF only in full, so the search cannot be used to guess one digit by digit.
        digitos?.length === 11 ? eq(v.cpf, digitos) : undefined,
      )
    : undefined;
  return {
    v,
    query: conn
      .select({
        id: v.id,
        papel: v.papel,
        pessoa: { nome: v.nome, sobrenome: v.sobrenome, cpf: v.cpf },
        empresa: {
          razaosocial: v.razaosocial,
          nomefantasia: v.nomefantasia,
          cnpj: v.cnpj,
          cpf: v.empresa_cpf,
        },
      })
      .from(v)
      .where(
        and(
          busca,
          f.papel ? eq(v.papel, f.papel) : undefined,
          f.cpf ? eq(v.cpf, f.cpf) : undefined,
          id === undefined ? undefined : eq(v.id, id),
        ),
      )
      .$dynamic(),
  };
}

type Vinculos = ReturnType<typeof todos>;
const nomeCompleto = (v: Vinculos) => sql`${v.nome} || ' ' || ${v.sobrenome}`;
const ordem = (v: Vinculos) => [
  asc(ordemSemAcento(nomeCompleto(v))),
  asc(ordemSemAcento(sql`${v.nomefantasia}`)),
  asc(v.id),
];

/** The built-in SAS driver: the links are the Hub's own records. */
export const sasLocal = (conn: Conn): DriverSas => ({
  nome: "local",
  async vinculosDoCpf(cpf) {
    const { v, query } = selecionar(conn, { cpf });
    return (await query.orderBy(...ordem(v))) as VinculoLido[];
  },
  async vinculos(f, win) {
    const { v } = selecionar(conn, f);
    const page = await paged(conn, () => selecionar(conn, f).query, ordem(v), win);
    return { count: page.count, results: page.results as VinculoLido[] };
  },
  async vinculo(id) {
    const [achado] = await selecionar(conn, {}, id).query;
    return (achado as VinculoLido | undefined) ?? null;
  },
});
