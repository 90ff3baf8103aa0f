"use client";
import type { Fato } from "@/components/ui/fatos";
import { formatDate } from "@/lib/format";
import type { PropostaDetalhe } from "@/services/proposta";
import { ArquivoDaProposta } from "./etapas";

/**
 * The provider's terms of a proposal, as facts of a Fatos: execution period, validity, hour model,
 * payment plan, its PDF and the comment (when there is one). The provider's page and the proposal's detail
 * show them after their own facts.
 */
export const termosDaProposta = (p: PropostaDetalhe): Fato[] => [
  ["Execução", `${formatDate(p.dta_inicio)} a ${formatDate(p.dta_fim)}`],
  ["Validade", formatDate(p.dtaprazo)],
  ["Modelo de hora", p.modelo_hora.descricao],
  ["Plano de pagamento", p.plano_pagamento.descricao],
  ["PDF da proposta", <ArquivoDaProposta key="arquivo" proposta={p} />],
  ...(p.comentario ? [["Comentário", p.comentario, "largo"] satisfies Fato] : []),
];
