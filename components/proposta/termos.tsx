"use client";
import type { DescriptionsProps } from "antd";
import { formatDate } from "@/lib/format";
import type { PropostaDetalhe } from "@/services/proposta";
import { ArquivoDaProposta } from "./etapas";

/**
 * The provider's terms of a proposal, as items of a Descriptions: execution period, validity, hour model,
 * payment plan, its PDF and the comment (when there is one). The provider's page and the proposal's detail
 * show them after their own items.
 */
export const termosDaProposta = (p: PropostaDetalhe): NonNullable<DescriptionsProps["items"]> => [
  { key: "execucao", label: "Execução", children: `${formatDate(p.dta_inicio)} a ${formatDate(p.dta_fim)}` },
  { key: "validade", label: "Validade", children: formatDate(p.dtaprazo) },
  { key: "modelo_hora", label: "Modelo de hora", children: p.modelo_hora.descricao },
  { key: "plano_pagamento", label: "Plano de pagamento", children: p.plano_pagamento.descricao },
  { key: "arquivo", label: "PDF da proposta", children: <ArquivoDaProposta proposta={p} /> },
  ...(p.comentario ? [{ key: "comentario", label: "Comentário", span: 2, children: p.comentario }] : []),
];
