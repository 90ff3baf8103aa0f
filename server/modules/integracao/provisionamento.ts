import "server-only";
import { SITUACAO_INTEGRACAO as S, SITUACOES_EM_ABERTO } from "@/lib/regras/integracao";
import { and, desc, eq, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import {
  centroCusto,
  contrato,
  integracaoRegistro,
  pagamento,
  projetoParcela,
  reservaCentroCusto,
} from "../../db/schema";
import { dinheiro, resumoDaSolicitacao, type Novo } from "./registros";

/**
 * What the ERP is given when execution is authorised: the contract (the client's, with the contracted
 * provider and values), one record per instalment, and the cost centre's commitment.
 */
export async function provisionamento(tx: Tx, id: number, autorizacao: Date): Promise<Novo[]> {
  const { s, empresas, p, busca } = await resumoDaSolicitacao(tx, id);
  if (!p) return [];
  const [c] = await tx
    .select({ id: contrato.id })
    .from(contrato)
    .where(eq(contrato.solicitacaoId, id))
    .orderBy(desc(contrato.id))
    .limit(1);
  const parcelas = await tx
    .select({ id: projetoParcela.id, numero: projetoParcela.numero, valor: projetoParcela.valor })
    .from(projetoParcela)
    .where(eq(projetoParcela.projetoId, p.projeto))
    .orderBy(projetoParcela.numero);
  const [r] = await tx
    .select({ valor: reservaCentroCusto.valor, codigo: centroCusto.codigo, descricao: centroCusto.descricao })
    .from(reservaCentroCusto)
    .innerJoin(centroCusto, eq(centroCusto.id, reservaCentroCusto.centroCustoId))
    .where(and(eq(reservaCentroCusto.solicitacaoId, id), isNull(reservaCentroCusto.liberadaEm)));
  const base = { solicitacao: id, nrosolicitacao: s.nro, servico: s.servico };
  return [
    {
      tipo: "contrato",
      objetoId: id,
      busca,
      dtaencerramento: autorizacao,
      dados: {
        ...base,
        contrato: c?.id ?? null,
        empresas,
        prestador: p.prestador,
        valor_bruto: dinheiro(p.valor_bruto),
        valor_subsidio: dinheiro(p.valor_subsidio),
        valor_cliente: dinheiro(p.valor_cliente),
        dtaautorizacao: autorizacao.toISOString(),
      },
    },
    ...parcelas.map((x) => ({
      tipo: "parcela",
      objetoId: x.id,
      busca: `${busca} parcela ${x.numero}`,
      dtaencerramento: autorizacao,
      dados: { ...base, parcela: x.numero, valor: dinheiro(x.valor), prestador: p.prestador },
    })),
    ...(r
      ? [
          {
            tipo: "empenho",
            objetoId: id,
            busca: `${busca} ${r.codigo}`,
            dtaencerramento: autorizacao,
            dados: { ...base, centro_custo: r.codigo, descricao: r.descricao, valor: dinheiro(r.valor) },
          },
        ]
      : []),
  ];
}

/**
 * A payment of the client's share for the ERP's receivables: confirmed (`pagamento`), or given back to the
 * payer (`estorno`, a record of its own beside the payment's, with the refund's reference).
 */
export async function registroDoPagamento(
  tx: Tx,
  tipo: "pagamento" | "estorno",
  id: number,
  em: Date,
): Promise<Novo[]> {
  const [pg] = await tx
    .select({
      solicitacao: pagamento.solicitacaoId,
      forma: pagamento.forma,
      valor: pagamento.valor,
      parcelas: pagamento.parcelas,
      referencia: pagamento.referencia,
      dados: pagamento.dados,
    })
    .from(pagamento)
    .where(eq(pagamento.id, id));
  if (!pg) return [];
  const { s, busca } = await resumoDaSolicitacao(tx, pg.solicitacao);
  const base = {
    pagamento: id,
    solicitacao: pg.solicitacao,
    nrosolicitacao: s.nro,
    forma: pg.forma,
    valor: dinheiro(pg.valor),
  };
  const estorno = (pg.dados as { estorno?: { referencia?: string } } | null)?.estorno;
  return [
    {
      tipo,
      objetoId: id,
      busca,
      dtaencerramento: em,
      dados:
        tipo === "pagamento"
          ? { ...base, parcelas: pg.parcelas, referencia: pg.referencia, dtapagamento: em.toISOString() }
          : {
              ...base,
              referencia: estorno?.referencia ?? null,
              referencia_pagamento: pg.referencia,
              dtaestorno: em.toISOString(),
            },
    },
  ];
}

/**
 * A cancelled request's provisioning reversed: what the ERP holds is removed there (a new round, DELETE),
 * what it never got is dropped here. Its payments stay: money received is not undone by a removal, but
 * given back by a refund, which reaches the ERP as its own record.
 */
export async function estornarProvisionamento(tx: Tx, solicitacaoId: number, agora: Date) {
  const daSolicitacao = and(
    eq(integracaoRegistro.sistema, "rm"),
    eq(integracaoRegistro.solicitacaoId, solicitacaoId),
    notInArray(integracaoRegistro.tipo, ["pagamento", "estorno"]),
  );
  await tx
    .update(integracaoRegistro)
    .set({ situacao: S.REMOVIDO, proximaTentativa: null })
    .where(
      and(
        daSolicitacao,
        inArray(integracaoRegistro.situacao, SITUACOES_EM_ABERTO),
        eq(integracaoRegistro.operacao, "enviar"),
      ),
    );
  await pedirRemocao(tx, and(daSolicitacao, eq(integracaoRegistro.situacao, S.ENVIADO)), agora);
}

/** Starts a round that removes the matched records from the other side (a DELETE with a new key). */
export function pedirRemocao(tx: Tx, onde: SQL | undefined, agora?: Date) {
  return tx
    .update(integracaoRegistro)
    .set({
      operacao: "remover",
      rodada: sql`${integracaoRegistro.rodada} + 1`,
      situacao: S.PENDENTE,
      tentativas: 0,
      erro: null,
      proximaTentativa: agora ?? sql`now()`,
    })
    .where(onde)
    .returning({ id: integracaoRegistro.id });
}
