import "server-only";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { DIAGNOSTICO_DEVIDO } from "@/lib/regras/diagnostico";
import { ETAPA_DEVIDA } from "@/lib/regras/projeto";
import { PROPOSTA } from "@/lib/regras/proposta";
import { SOLICITACAO } from "@/lib/regras/solicitacao";
import type { Db } from "../../db/client";
import {
  assinatura,
  contrato,
  diagnostico,
  projetoEtapa,
  proposta,
  solicitacao,
  status,
  substatus,
} from "../../db/schema";
import { DIA_MS } from "../../lib/dia";
import { chavesGravadas, gravarEvento, type NovoEvento } from "../../lib/evento";
import { numeroParametro } from "../../lib/parametro";
import { avisarVencimentos } from "../edital";

type Alerta = Omit<NovoEvento, "usuarioId"> & { chave: string };

/** `coluna` (a substatus id) is one of `entidade`'s `codigos`. */
const em = (coluna: AnyPgColumn, entidade: string, codigos: readonly string[]) =>
  inArray(
    coluna,
    sql`(select ${substatus.id} from ${substatus} join ${status} on ${status.id} = ${substatus.statusId}
      where ${status.entidade} = ${entidade} and ${inArray(substatus.codigo, [...codigos])})`,
  );

/** Drafts of rounds whose deadline is tomorrow (São Paulo): their providers may still send them. */
async function prazoDePropostas(db: Db, agora: Date): Promise<Alerta[]> {
  const amanha = hojeEmSaoPaulo(new Date(agora.getTime() + DIA_MS));
  const rascunhos = await db
    .select({ id: proposta.id })
    .from(proposta)
    .innerJoin(solicitacao, eq(solicitacao.id, proposta.solicitacaoId))
    .where(
      and(
        em(proposta.substatusId, "proposta", [PROPOSTA.RASCUNHO]),
        em(solicitacao.substatusId, "solicitacao", [SOLICITACAO.AGUARDANDO_PROPOSTAS]),
        sql`(${solicitacao.dtaprazoenvioproposta} at time zone 'America/Sao_Paulo')::date = ${amanha}::date`,
      ),
    );
  return rascunhos.map((p) => ({
    entidade: "proposta",
    entidadeId: p.id,
    acao: "ALERTA_PRAZO",
    dados: { prazo: amanha },
    chave: `alerta:prazo_proposta:${p.id}:${amanha}`,
  }));
}

/** Diagnostics past their deadline and not sent (`ematraso`). */
async function diagnosticosAtrasados(db: Db, agora: Date): Promise<Alerta[]> {
  const atrasados = await db
    .select({ id: diagnostico.id, prazo: diagnostico.prazo })
    .from(diagnostico)
    .where(and(em(diagnostico.substatusId, "diagnostico", DIAGNOSTICO_DEVIDO), lt(diagnostico.prazo, agora)));
  return atrasados.map((d) => ({
    entidade: "diagnostico",
    entidadeId: d.id,
    acao: "ALERTA_ATRASO",
    dados: { prazo: d.prazo.toISOString() },
    // A new deadline (a correction) is a new alert.
    chave: `alerta:diagnostico:${d.id}:${d.prazo.toISOString()}`,
  }));
}

/** Project stages past their date with no approved delivery. */
async function etapasAtrasadas(db: Db, agora: Date): Promise<Alerta[]> {
  const hoje = hojeEmSaoPaulo(agora);
  const atrasadas = await db
    .select({ id: projetoEtapa.id, prazo: projetoEtapa.prazo })
    .from(projetoEtapa)
    .where(and(em(projetoEtapa.substatusId, "etapa_projeto", ETAPA_DEVIDA), lt(projetoEtapa.prazo, hoje)));
  return atrasadas.map((e) => ({
    entidade: "etapa_projeto",
    entidadeId: e.id,
    acao: "ALERTA_ATRASO",
    dados: { prazo: e.prazo },
    chave: `alerta:etapa:${e.id}:${e.prazo}`,
  }));
}

/** Current contracts sent more than ALERTA_ASSINATURA_DIAS ago with signatures still missing. */
async function contratosSemAssinatura(db: Db, agora: Date): Promise<Alerta[]> {
  const dias = await numeroParametro(db, "ALERTA_ASSINATURA_DIAS");
  const pendentes = await db
    .select({
      contrato: contrato.id,
      solicitacao: contrato.solicitacaoId,
      papeis: sql<string[]>`array_agg(distinct ${assinatura.papel})`,
    })
    .from(contrato)
    .innerJoin(assinatura, and(eq(assinatura.contratoId, contrato.id), eq(assinatura.assinado, false)))
    .where(
      and(
        isNull(contrato.substituidoEm),
        lt(contrato.dtainclusao, new Date(agora.getTime() - dias * DIA_MS)),
      ),
    )
    .groupBy(contrato.id, contrato.solicitacaoId);
  return pendentes.map((c) => ({
    entidade: "solicitacao",
    entidadeId: c.solicitacao,
    acao: "ALERTA_ASSINATURA",
    dados: { papeis: c.papeis, dias },
    chave: `alerta:assinatura:${c.contrato}`,
  }));
}

/**
 * The deadline alerts, as outbox events delivered like any other: each has a key, so an alert already
 * raised (by this instance or another) is not raised again.
 */
export async function gerarAlertas(db: Db, agora: Date) {
  const alertas = (
    await Promise.all(
      [prazoDePropostas, diagnosticosAtrasados, etapasAtrasadas, contratosSemAssinatura].map((f) =>
        f(db, agora),
      ),
    )
  ).flat();
  const gravadas = await chavesGravadas(
    db,
    alertas.map((a) => a.chave),
  );
  const novos = alertas.filter((a) => !gravadas.has(a.chave));
  // A tender document's notice is also marked on the document, so it writes its own events.
  const vencimentos = await avisarVencimentos(db, agora);
  if (!novos.length) return vencimentos;
  // Another instance may raise the same alert meanwhile: its key makes the second insert a no-op.
  const ids = await db.transaction(async (tx) => {
    const r: (number | null)[] = [];
    for (const a of novos) r.push(await gravarEvento(tx, { ...a, usuarioId: null, dtainclusao: agora }));
    return r;
  });
  return ids.filter((id) => id !== null).length + vencimentos;
}
