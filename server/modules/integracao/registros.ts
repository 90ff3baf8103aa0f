import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  avaliacao,
  diagnostico,
  empresa,
  integracaoRegistro,
  modeloOferta,
  projeto,
  proposta,
  solicitacao,
  solicitacaoEmpresa,
} from "../../db/schema";
import type { EventoLido } from "../../lib/evento";
import type { Sistema } from "./driver";

/** A record for the sender, as a consumer writes it in the event's delivery transaction. */
export type Novo = {
  tipo: string;
  objetoId: number;
  dados: Record<string, unknown>;
  busca: string;
  dtaencerramento?: Date;
};

export const Empresa = { id: empresa.id, nome: empresa.nomefantasia, cnpj: empresa.cnpj };
export const dinheiro = (v: string | null | undefined) => (v == null ? null : Number(v));

/**
 * Writes `sistema`'s records of `ev`, once each: an event delivered again (the outbox delivers at least once)
 * finds its records' keys taken and writes nothing.
 */
export async function gravarRegistros(tx: Tx, sistema: Sistema, ev: EventoLido, novos: Novo[]) {
  if (!novos.length) return;
  await tx
    .insert(integracaoRegistro)
    .values(
      novos.map((n) => ({
        sistema,
        tipo: n.tipo,
        objetoId: n.objetoId,
        solicitacaoId: ev.contexto?.solicitacao ?? null,
        eventoId: ev.id,
        chave: `${sistema}:${n.tipo}:${n.objetoId}`,
        dados: n.dados,
        busca: n.busca,
        dtaencerramento: n.dtaencerramento ?? null,
        proximaTentativa: ev.dtainclusao,
      })),
    )
    .onConflictDoNothing({ target: integracaoRegistro.chave });
}

/** The request's number, service, client companies, and its contracted provider and values, if any. */
export async function resumoDaSolicitacao(tx: Tx, id: number) {
  const [s] = await tx
    .select({
      nro: solicitacao.nrosolicitacao,
      servico: modeloOferta.titulo,
      valor: solicitacao.valor,
      dtainclusao: solicitacao.dtainclusao,
    })
    .from(solicitacao)
    .innerJoin(modeloOferta, eq(modeloOferta.id, solicitacao.modeloOfertaId))
    .where(eq(solicitacao.id, id));
  const empresas = await tx
    .select(Empresa)
    .from(solicitacaoEmpresa)
    .innerJoin(empresa, eq(empresa.id, solicitacaoEmpresa.empresaId))
    .where(eq(solicitacaoEmpresa.solicitacaoId, id))
    .orderBy(empresa.id);
  const [p] = await tx
    .select({
      projeto: projeto.id,
      proposta: proposta.id,
      prestador: Empresa,
      valor_bruto: proposta.valorBruto,
      valor_subsidio: proposta.valorSubsidio,
      valor_cliente: proposta.valorCliente,
    })
    .from(projeto)
    .innerJoin(empresa, eq(empresa.id, projeto.prestadorId))
    .leftJoin(proposta, eq(proposta.id, projeto.propostaId))
    .where(eq(projeto.solicitacaoId, id));
  const busca = [s.nro, s.servico, ...empresas.map((e) => e.nome), p?.prestador.nome]
    .filter(Boolean)
    .join(" ");
  return { s, empresas, p, busca };
}

/** A concluded request as the metrics system takes it: who, what, how much, when, and its evaluation. */
export async function metricaDaSolicitacao(tx: Tx, id: number, encerramento: Date): Promise<Novo> {
  const { s, empresas, p, busca } = await resumoDaSolicitacao(tx, id);
  const [a] = await tx
    .select({ nota: avaliacao.nota })
    .from(avaliacao)
    .where(eq(avaliacao.solicitacaoId, id));
  return {
    tipo: "solicitacao",
    objetoId: id,
    busca,
    dtaencerramento: encerramento,
    dados: {
      solicitacao: id,
      nrosolicitacao: s.nro,
      servico: s.servico,
      empresas,
      prestador: p?.prestador ?? null,
      valor_bruto: dinheiro(p?.valor_bruto),
      valor_subsidio: dinheiro(p?.valor_subsidio),
      valor_cliente: dinheiro(p?.valor_cliente),
      dtainclusao: s.dtainclusao.toISOString(),
      dtaencerramento: encerramento.toISOString(),
      avaliacao: dinheiro(a?.nota),
    },
  };
}

/** An approved diagnostic as the metrics system takes it. */
export async function metricaDoDiagnostico(tx: Tx, id: number, aprovacao: Date): Promise<Novo | null> {
  const [d] = await tx
    .select({
      nro: diagnostico.nrodiagnostico,
      solicitacao: diagnostico.solicitacaoId,
      prestador: Empresa,
      dtainclusao: diagnostico.dtainclusao,
    })
    .from(diagnostico)
    .innerJoin(empresa, eq(empresa.id, diagnostico.prestadorId))
    .where(eq(diagnostico.id, id));
  if (!d) return null;
  const { s, empresas } = await resumoDaSolicitacao(tx, d.solicitacao);
  return {
    tipo: "diagnostico",
    objetoId: id,
    busca: [d.nro, s.nro, s.servico, ...empresas.map((e) => e.nome), d.prestador.nome].join(" "),
    dtaencerramento: aprovacao,
    dados: {
      diagnostico: id,
      nrodiagnostico: d.nro,
      solicitacao: d.solicitacao,
      nrosolicitacao: s.nro,
      servico: s.servico,
      empresas,
      prestador: d.prestador,
      dtainclusao: d.dtainclusao.toISOString(),
      dtaaprovacao: aprovacao.toISOString(),
    },
  };
}
