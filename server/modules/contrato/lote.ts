import "server-only";
import { alias } from "drizzle-orm/pg-core";
import { and, asc, count, eq, isNull, ne, notExists, sql } from "drizzle-orm";
import type { Conn } from "../../db/client";
import { assinatura, contrato, modeloOferta, proposta, solicitacao, substatus } from "../../db/schema";
import { cliente, prestador } from "../../db/aliases";
import { paged, type Window } from "../../lib/pagination";
import { matchesAny } from "../../lib/search";
import { SOLICITACAO } from "@/lib/regras/solicitacao";

const outra = alias(assinatura, "outra");

/** Whether the contract's client and provider have both signed (the programme usually signs last). */
const assinaramAsPartes = (conn: Conn) =>
  notExists(
    conn
      .select({ um: sql`1` })
      .from(outra)
      .where(and(eq(outra.contratoId, contrato.id), ne(outra.papel, "GESTOR"), eq(outra.assinado, false))),
  );

/** A programme's signature still owed on a live contract of a request awaiting signatures. */
const doProgramaPendente = () =>
  and(
    eq(assinatura.papel, "GESTOR"),
    eq(assinatura.assinado, false),
    eq(substatus.codigo, SOLICITACAO.AGUARDANDO_ASSINATURA),
  );

/** How many signatures the batch page lists unfiltered: the manager's home counts them. */
export const contarAssinaturasDoPrograma = (conn: Conn) =>
  conn
    .select({ n: count() })
    .from(assinatura)
    .innerJoin(contrato, and(eq(contrato.id, assinatura.contratoId), isNull(contrato.substituidoEm)))
    .innerJoin(solicitacao, eq(solicitacao.id, contrato.solicitacaoId))
    .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
    .where(doProgramaPendente());

export type FiltroLote = { search?: string; prontas?: boolean };

/**
 * The programme's signatures waiting for staff (the batch page): one per live contract of a request
 * awaiting signatures, oldest first; `prontas` keeps those whose parties have already signed.
 */
export async function assinaturasDoPrograma(conn: Conn, f: FiltroLote, win: Window) {
  const partesAssinaram = assinaramAsPartes(conn);
  const where = and(
    doProgramaPendente(),
    f.prontas === undefined ? undefined : f.prontas ? partesAssinaram : sql`not ${partesAssinaram}`,
    matchesAny(f.search, [
      solicitacao.nrosolicitacao,
      cliente.nomefantasia,
      cliente.razaosocial,
      prestador.nomefantasia,
    ]),
  );
  const select = () =>
    conn
      .select({
        id: assinatura.id,
        contrato: { id: contrato.id, sha256: contrato.sha256 },
        solicitacao: { id: solicitacao.id, nrosolicitacao: solicitacao.nrosolicitacao },
        proposta: proposta.id,
        empresa: { id: cliente.id, nomefantasia: cliente.nomefantasia },
        prestador: { id: prestador.id, nomefantasia: prestador.nomefantasia },
        servico: modeloOferta.titulo,
        valor_bruto: proposta.valorBruto,
        valor_subsidio: proposta.valorSubsidio,
        partes_assinadas: sql<boolean>`${partesAssinaram}`,
        dtainclusao: contrato.dtainclusao,
      })
      .from(assinatura)
      .innerJoin(contrato, and(eq(contrato.id, assinatura.contratoId), isNull(contrato.substituidoEm)))
      .innerJoin(solicitacao, eq(solicitacao.id, contrato.solicitacaoId))
      .innerJoin(substatus, eq(substatus.id, solicitacao.substatusId))
      .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
      .innerJoin(proposta, eq(proposta.id, contrato.propostaId))
      .innerJoin(cliente, eq(cliente.id, contrato.empresaId))
      .innerJoin(prestador, eq(prestador.id, proposta.prestadorId))
      .where(where)
      .$dynamic();
  const page = await paged(conn, select, [asc(contrato.dtainclusao), asc(assinatura.id)], win);
  return {
    count: page.count,
    results: page.results.map((r) => ({
      ...r,
      valor_bruto: Number(r.valor_bruto),
      valor_subsidio: Number(r.valor_subsidio),
      dtainclusao: r.dtainclusao.toISOString(),
    })),
  };
}
