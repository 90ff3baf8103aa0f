import "server-only";
import { and, eq, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { DIAGNOSTICO_DEVIDO } from "@/lib/regras/diagnostico";
import { ETAPA_DEVIDA } from "@/lib/regras/projeto";
import type { PrazoFila } from "@/lib/regras/solicitacao";
import type { Conn } from "../../../db/client";
import { diagnostico, projeto, projetoEtapa, solicitacao, status, substatus } from "../../../db/schema";
import { DIA_MS, fimDoDia, hojeEmSaoPaulo } from "../../../lib/dia";

/** The deadlines a request may have, each owed by someone: the providers' round, a diagnostic, a stage. */
export type Prazos = { rodada: SQL; diagnostico: SQL; etapa: SQL };

const dia = (d: Date) => d.toISOString().slice(0, 10);

/** This week's remaining days in São Paulo (AAAA-MM-DD): today to Sunday (a week runs Monday to Sunday). */
export function semana(now: Date) {
  const hoje = hojeEmSaoPaulo(now);
  const diaDaSemana = new Date(`${hoje}T12:00:00Z`).getUTCDay();
  const domingo = dia(new Date(Date.parse(`${hoje}T12:00:00Z`) + ((7 - diaDaSemana) % 7) * DIA_MS));
  return { hoje, domingo };
}

/**
 * Each kind of deadline of the requests of the query, as a condition on the request, for `prazo`: due this
 * week (from now to Sunday's end; a stage, whose deadline is a day, from today) or already missed by whom
 * owes it. A round of proposals is never missed: its deadline closes it (encerrarPrazos).
 */
export function prazosDa(conn: Conn, prazo: PrazoFila, now: Date): Prazos {
  const { hoje, domingo } = semana(now);
  const naSemana = prazo === "semana";
  const diagnosticos = conn
    .select({ id: diagnostico.solicitacaoId })
    .from(diagnostico)
    .innerJoin(substatus, eq(substatus.id, diagnostico.substatusId))
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(
      and(
        inArray(status.codigo, DIAGNOSTICO_DEVIDO),
        naSemana
          ? and(gte(diagnostico.prazo, now), lte(diagnostico.prazo, fimDoDia(domingo)))
          : lt(diagnostico.prazo, now),
      ),
    );
  const etapas = conn
    .select({ id: projeto.solicitacaoId })
    .from(projetoEtapa)
    .innerJoin(projeto, eq(projeto.id, projetoEtapa.projetoId))
    .innerJoin(substatus, eq(substatus.id, projetoEtapa.substatusId))
    .where(
      and(
        inArray(substatus.codigo, ETAPA_DEVIDA),
        naSemana
          ? and(gte(projetoEtapa.prazo, hoje), lte(projetoEtapa.prazo, domingo))
          : lt(projetoEtapa.prazo, hoje),
      ),
    );
  const aguardandoPropostas = conn
    .select({ id: substatus.id })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(and(eq(status.entidade, "solicitacao"), eq(substatus.codigo, "AGUARDANDO_PROPOSTAS")));
  return {
    rodada: naSemana
      ? and(
          inArray(solicitacao.substatusId, aguardandoPropostas),
          gte(solicitacao.dtaprazoenvioproposta, now),
          lte(solicitacao.dtaprazoenvioproposta, fimDoDia(domingo)),
        )!
      : sql`false`,
    diagnostico: inArray(solicitacao.id, diagnosticos),
    etapa: inArray(solicitacao.id, etapas),
  };
}

/** Requests with any deadline `prazo` asks for: the queue's filter and the dashboards' card. */
export const comPrazo = (conn: Conn, prazo: PrazoFila, now: Date) => {
  const p = prazosDa(conn, prazo, now);
  return or(p.rodada, p.diagnostico, p.etapa)!;
};
