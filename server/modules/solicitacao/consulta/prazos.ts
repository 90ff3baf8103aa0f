import "server-only";
import { and, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { DIAGNOSTICO_DEVIDO } from "@/lib/regras/diagnostico";
import { ETAPA_DEVIDA } from "@/lib/regras/projeto";
import { SOLICITACAO, type PrazoFila } from "@/lib/regras/solicitacao";
import type { Conn } from "../../../db/client";
import { diagnostico, projeto, projetoEtapa, solicitacao, status, substatus } from "../../../db/schema";
import { DIA_MS, fimDoDia, hojeEmSaoPaulo } from "../../../lib/dia";

const dia = (d: Date) => d.toISOString().slice(0, 10);

/** This week's remaining days in São Paulo (AAAA-MM-DD): today to Sunday (a week runs Monday to Sunday). */
export function semana(now: Date) {
  const hoje = hojeEmSaoPaulo(now);
  const diaDaSemana = new Date(`${hoje}T12:00:00Z`).getUTCDay();
  const domingo = dia(new Date(Date.parse(`${hoje}T12:00:00Z`) + ((7 - diaDaSemana) % 7) * DIA_MS));
  return { hoje, domingo };
}

/**
 * Every deadline owed on a request up to this Sunday, one row each (solicitacaoId, tipo, atrasado): the
 * providers' round of proposals, a diagnostic the provider has not sent, a stage it has not delivered.
 * `atrasado` when already missed (a stage, whose deadline is a day, from the day after); else it is due
 * from now to Sunday's end. A round is never missed: its deadline closes it (encerrarPrazos). Each part
 * reads only the rows still owed, through their indexes, so the queue's filter and the dashboards' counts
 * stay small whatever the number of requests.
 */
export function prazosDasSolicitacoes(conn: Conn, now: Date) {
  const { hoje, domingo } = semana(now);
  const fim = fimDoDia(domingo);
  // Aliases unlike any column of the queries that join these rows (the request has a `tipo`).
  const tipo = (t: Prazo) => sql<Prazo>`${t}::text`.as("tipo_do_prazo");
  const atrasado = (onde: SQL) => sql<boolean>`${onde}`.as("atrasado");
  // Each part starts from the few states owed and reaches their rows through a LATERAL join on the
  // (state, deadline) index: the planner cannot know a state's id from its code, and would scan otherwise.
  const rodada = estados(conn, "rodada", "solicitacao", [SOLICITACAO.AGUARDANDO_PROPOSTAS]);
  const aberta = conn
    .select({ id: solicitacao.id })
    .from(solicitacao)
    .where(
      and(
        eq(solicitacao.substatusId, rodada.id),
        gte(solicitacao.dtaprazoenvioproposta, now),
        lte(solicitacao.dtaprazoenvioproposta, fim),
      ),
    )
    .as("aberta");
  const devido = estados(conn, "devido", "diagnostico", DIAGNOSTICO_DEVIDO);
  const diagnosticoDevido = conn
    .select({ solicitacaoId: diagnostico.solicitacaoId, prazo: diagnostico.prazo })
    .from(diagnostico)
    .where(and(eq(diagnostico.substatusId, devido.id), lte(diagnostico.prazo, fim)))
    .as("diagnostico_devido");
  const devida = estados(conn, "devida", "etapa_projeto", ETAPA_DEVIDA);
  const etapaDevida = conn
    .select({ projetoId: projetoEtapa.projetoId, prazo: projetoEtapa.prazo })
    .from(projetoEtapa)
    .where(and(eq(projetoEtapa.substatusId, devida.id), lte(projetoEtapa.prazo, domingo)))
    .as("etapa_devida");
  return unionAll(
    conn
      .select({ solicitacaoId: aberta.id, tipo: tipo("rodada"), atrasado: atrasado(sql`false`) })
      .from(rodada)
      .innerJoinLateral(aberta, sql`true`),
    conn
      .select({
        solicitacaoId: diagnosticoDevido.solicitacaoId,
        tipo: tipo("diagnostico"),
        atrasado: atrasado(lt(diagnosticoDevido.prazo, now)!),
      })
      .from(devido)
      .innerJoinLateral(diagnosticoDevido, sql`true`),
    conn
      .select({
        solicitacaoId: projeto.solicitacaoId,
        tipo: tipo("etapa"),
        atrasado: atrasado(lt(etapaDevida.prazo, hoje)!),
      })
      .from(devida)
      .innerJoinLateral(etapaDevida, sql`true`)
      .innerJoin(projeto, eq(projeto.id, etapaDevida.projetoId)),
  ).as("prazo");
}

/**
 * The ids of an entity's substatuses of these codes, under `nome`: the start of a LATERAL join on a (state, …)
 * index, as the planner cannot know a state's id from its code.
 */
export const estados = (conn: Conn, nome: string, entidade: string, codigos: readonly string[]) =>
  conn
    .select({ id: substatus.id })
    .from(substatus)
    .innerJoin(status, eq(status.id, substatus.statusId))
    .where(and(eq(status.entidade, entidade), inArray(substatus.codigo, [...codigos])))
    .as(nome);

/** Who owes a deadline: the providers' round, a diagnostic, a stage. */
export type Prazo = "rodada" | "diagnostico" | "etapa";

/** Requests with a deadline `prazo` asks for (due by Sunday, or missed): the queue's filter. */
export function comPrazo(conn: Conn, prazo: PrazoFila, now: Date) {
  const p = prazosDasSolicitacoes(conn, now);
  return inArray(
    solicitacao.id,
    conn
      .select({ id: p.solicitacaoId })
      .from(p)
      .where(eq(p.atrasado, prazo === "atrasado")),
  );
}
