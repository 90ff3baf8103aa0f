"use client";
import { Link } from "@/components/ui/link";
import { Etiqueta, type CorDeEtiqueta } from "@/components/ui/etiqueta";
import { Tabela, type TabelaProps } from "@/components/ui/tabela";
import { ROTULO_MOVIMENTO, type TipoMovimento } from "@/lib/regras/centrocusto";
import { formatBRL, formatDateTime, fullName, sentenceCase } from "@/lib/format";
import { CENTROS_CUSTO_PATH } from "@/lib/paths";
import type { Movimento } from "@/services/centrocusto";

// Money coming into what is available is green; leaving it, orange; spent, red; the rest only moves along.
const COR: Record<TipoMovimento, CorDeEtiqueta> = {
  APORTE: "green",
  AJUSTE: "purple",
  RESERVA: "orange",
  LIBERACAO: "green",
  COMPROMISSO: "blue",
  GASTO: "red",
  DEVOLUCAO: "green",
};

/** Requests link to their staff page in the staff area; administrators have none to open. */
export const linkDaSolicitacao = (base: string) =>
  base === CENTROS_CUSTO_PATH.interno ? (id: number) => `/interno/solicitacoes/${id}` : undefined;

/**
 * Movements of a ledger, newest first: when, what, how much, for which request and by whom. `comCentro`
 * adds each one's centre (a month of many centres); `linkSolicitacao` links requests to their staff page.
 */
export function TabelaMovimentos({
  comCentro = false,
  linkSolicitacao,
  ...tabela
}: Omit<TabelaProps<Movimento>, "columns" | "rowKey"> & {
  comCentro?: boolean;
  linkSolicitacao?: (id: number) => string;
}) {
  return (
    <Tabela<Movimento>
      rowKey="id"
      size="small"
      {...tabela}
      columns={[
        { title: "Data", cartao: "data", render: (_, m) => formatDateTime(m.dtainclusao), width: 150 },
        ...(comCentro
          ? [{ title: "Centro", semQuebra: true, render: (_: unknown, m: Movimento) => m.centrocusto.codigo }]
          : []),
        {
          title: "Tipo",
          cartao: "titulo",
          render: (_, m) => <Etiqueta color={COR[m.tipo]}>{ROTULO_MOVIMENTO[m.tipo]}</Etiqueta>,
        },
        { title: "Valor", align: "right", cartao: "valor", render: (_, m) => formatBRL(m.valor) },
        {
          title: "Solicitação",
          responsive: ["md"],
          semQuebra: true,
          render: (_, m) =>
            m.solicitacao &&
            (linkSolicitacao ? (
              <Link href={linkSolicitacao(m.solicitacao.id)}>{m.solicitacao.nrosolicitacao}</Link>
            ) : (
              m.solicitacao.nrosolicitacao
            )),
        },
        { title: "Por", responsive: ["lg"], render: (_, m) => fullName(m.usuario) || "Sistema" },
        { title: "Descrição", render: (_, m) => sentenceCase(m.descricao) },
      ]}
    />
  );
}
