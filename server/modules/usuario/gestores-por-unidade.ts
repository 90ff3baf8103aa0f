import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { SUBSTATUS_FINAIS } from "@/lib/regras/solicitacao";
import type { Conn } from "../../db/client";
import {
  empresa,
  solicitacao,
  solicitacaoEmpresa,
  solicitacaoGestor,
  substatus,
  unidadeAtendimento,
  unidadeAtendimentoCidade,
  unidadeAtendimentoGestor,
  usuario,
} from "../../db/schema";

type Par = { solicitacaoId: number; usuarioId: number };
const FATIA = 10_000;
const chave = (p: Par) => `${p.solicitacaoId}:${p.usuarioId}`;

/** The open requests with a company in one of `cidades` (a closed one keeps who answered for it). */
const abertasNas = (conn: Conn, cidades: number[]) =>
  conn
    .select({ id: solicitacaoEmpresa.solicitacaoId })
    .from(solicitacaoEmpresa)
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .innerJoin(solicitacao, eq(solicitacao.id, solicitacaoEmpresa.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(and(inArray(empresa.cidadeId, cidades), notInArray(substatus.codigo, [...SUBSTATUS_FINAIS])));

/**
 * The managers each of those requests gets from its units: the active managers of the active units serving
 * one of its companies' cities (as a new request gets them, solicitacao/envio's gestoresPorCidade).
 */
async function daUnidade(conn: Conn, cidades: number[]): Promise<Map<string, Par>> {
  const pares = await conn
    .selectDistinct({
      solicitacaoId: solicitacaoEmpresa.solicitacaoId,
      usuarioId: unidadeAtendimentoGestor.usuarioId,
    })
    .from(solicitacaoEmpresa)
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .innerJoin(unidadeAtendimentoCidade, eq(unidadeAtendimentoCidade.cidadeId, empresa.cidadeId))
    .innerJoin(unidadeAtendimento, eq(unidadeAtendimento.id, unidadeAtendimentoCidade.unidadeId))
    .innerJoin(unidadeAtendimentoGestor, eq(unidadeAtendimentoGestor.unidadeId, unidadeAtendimento.id))
    .innerJoin(usuario, eq(usuario.id, unidadeAtendimentoGestor.usuarioId))
    .where(
      and(
        inArray(solicitacaoEmpresa.solicitacaoId, abertasNas(conn, cidades)),
        eq(unidadeAtendimento.ativo, true),
        eq(usuario.ativo, true),
      ),
    );
  return new Map(pares.map((p) => [chave(p), p]));
}

/** The cities the given units serve. */
export async function cidadesDasUnidades(conn: Conn, unidades: number[]) {
  if (!unidades.length) return [];
  const linhas = await conn
    .select({ id: unidadeAtendimentoCidade.cidadeId })
    .from(unidadeAtendimentoCidade)
    .where(inArray(unidadeAtendimentoCidade.unidadeId, unidades));
  return linhas.map((l) => l.id);
}

/**
 * Runs `mudar` (a change of units' cities, managers or situation that touches `cidades`) and makes the open
 * requests of those cities follow it: each stored responsible manager (solicitacao_gestor, which the queue's
 * manager filter and the coordinator's counters read) the change takes from a request leaves it, each it gives
 * joins it. Managers staff chose by hand for a request (solicitacao/acoes/responsaveis) stay unless the change
 * takes them. Runs in the caller's transaction, so the queue reads the new managers as soon as it commits.
 */
export async function comGestoresEmDia<T>(conn: Conn, cidades: number[], mudar: () => Promise<T>) {
  if (!cidades.length) return mudar();
  const antes = await daUnidade(conn, cidades);
  const feito = await mudar();
  const depois = await daUnidade(conn, cidades);
  const saem = [...antes.entries()].filter(([k]) => !depois.has(k)).map(([, p]) => p);
  const entram = [...depois.entries()].filter(([k]) => !antes.has(k)).map(([, p]) => p);
  // In slices: a city of a big unit moves thousands of requests, and a statement takes 65,535 parameters.
  for (let i = 0; i < saem.length; i += FATIA) {
    const pares = saem.slice(i, i + FATIA).map((p) => sql`(${p.solicitacaoId}::int, ${p.usuarioId}::int)`);
    await conn
      .delete(solicitacaoGestor)
      .where(
        sql`(${solicitacaoGestor.solicitacaoId}, ${solicitacaoGestor.usuarioId}) in (${sql.join(pares, sql`, `)})`,
      );
  }
  for (let i = 0; i < entram.length; i += FATIA)
    await conn
      .insert(solicitacaoGestor)
      .values(entram.slice(i, i + FATIA))
      .onConflictDoNothing();
  return feito;
}
