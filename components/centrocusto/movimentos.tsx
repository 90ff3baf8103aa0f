"use client";
import { Link } from "@/components/ui/link";
import { Grid } from "antd";
import { Etiqueta, type CorDeEtiqueta } from "@/components/ui/etiqueta";
import { Paragrafo } from "@/components/ui/texto";
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
  // A phone has no room for the date's and description's columns: they go under the movement's type.
  const celular = !Grid.useBreakpoint().sm;
  return (
    <Tabela<Movimento>
      rowKey="id"
      size="small"
      {...tabela}
      columns={[
        { title: "Data", responsive: ["sm"], render: (_, m) => formatDateTime(m.dtainclusao), width: 150 },
        ...(comCentro
          ? [{ title: "Centro", render: (_: unknown, m: Movimento) => m.centrocusto.codigo }]
          : []),
        {
          title: "Tipo",
          render: (_, m) => (
            <>
              <Etiqueta color={COR[m.tipo]}>{ROTULO_MOVIMENTO[m.tipo]}</Etiqueta>
              {celular && (
                <Paragrafo type="secondary" style={{ margin: "4px 0 0" }}>
                  {[formatDateTime(m.dtainclusao), m.descricao && sentenceCase(m.descricao)]
                    .filter(Boolean)
                    .join(" · ")}
                </Paragrafo>
              )}
            </>
          ),
        },
        { title: "Valor", align: "right", render: (_, m) => formatBRL(m.valor) },
        {
          title: "Solicitação",
          responsive: ["md"],
          render: (_, m) =>
            m.solicitacao &&
            (linkSolicitacao ? (
              <Link href={linkSolicitacao(m.solicitacao.id)}>{m.solicitacao.nrosolicitacao}</Link>
            ) : (
              m.solicitacao.nrosolicitacao
            )),
        },
        { title: "Por", responsive: ["lg"], render: (_, m) => fullName(m.usuario) || "Sistema" },
        { title: "Descrição", responsive: ["sm"], render: (_, m) => sentenceCase(m.descricao) },
      ]}
    />
  );
}
