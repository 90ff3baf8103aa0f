"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Card, Typography } from "antd";
import { capitalizeWords, formatBRL, formatDate, fullName } from "@/lib/format";
import { ListaPaginada } from "@/components/ui/lista-paginada";
import { StatusTag } from "@/components/solicitacao/status-tag";
import { useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { useDemanda, usePendentes, type SolicitacaoInterna } from "@/services/solicitacao-interno";
import { filtrosDaUrl } from "./params";
import { FilaFiltros } from "./filtros";

const detalhe = (id: number) => `/interno/solicitacoes/${id}`;

/** The staff queue: every request the user may see, filtered through the URL. */
export function Fila() {
  const router = useRouter();
  const lista = useListaFiltrada(filtrosDaUrl);
  const query = usePendentes(lista.params);
  const demanda = useDemanda();
  const filtrado = lista.filtrado;

  return (
    <Card
      title="Fila de solicitações"
      extra={
        demanda.data && (
          <Typography.Text type="secondary">
            Você é responsável por {demanda.data.minhas} solicitação(ões) em aberto.
          </Typography.Text>
        )
      }
    >
      <FilaFiltros
        filtros={lista.filtros}
        totais={query.data?.totais ?? []}
        onChange={lista.filtrar}
        onLimpar={lista.limpar}
      />
      <ListaPaginada<SolicitacaoInterna>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar a fila de solicitações."
        total={(total) => `${total} solicitação(ões)`}
        // Narrow screens scroll sideways; the less important columns are hidden below 576 px.
        scroll={{ x: "max-content" }}
        onRow={(s) => ({ onClick: () => router.push(detalhe(s.id)), style: { cursor: "pointer" } })}
        locale={{
          emptyText: filtrado
            ? "Nenhuma solicitação encontrada com estes filtros."
            : "Nenhuma solicitação na fila.",
        }}
        columns={[
          {
            title: "Número",
            dataIndex: "nrosolicitacao",
            render: (nro: string, s) => (
              <>
                <Link href={detalhe(s.id)} onClick={(e) => e.stopPropagation()}>
                  {nro}
                </Link>
                {s.solicitacao_pai && (
                  <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                    Subsolicitação de {s.solicitacao_pai.nrosolicitacao}
                  </Typography.Text>
                )}
              </>
            ),
          },
          { title: "Serviço", render: (_, s) => capitalizeWords(s.modelooferta.titulo) },
          {
            title: "Empresa",
            render: (_, s) => (
              <>
                {capitalizeWords(s.empresa_label) || "—"}
                {s.empresa && (
                  <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                    {s.empresa.cnpj_mask ?? s.empresa.cpf_mask}
                  </Typography.Text>
                )}
              </>
            ),
          },
          { title: "Situação", render: (_, s) => <StatusTag substatus={s.substatus} /> },
          { title: "Gestor", responsive: ["sm"], render: (_, s) => fullName(s.gestor) || "—" },
          { title: "Consultor", responsive: ["md"], render: (_, s) => fullName(s.consultor) || "—" },
          {
            title: "Enviada em",
            dataIndex: "dtainclusao",
            responsive: ["sm"],
            render: (v: string) => formatDate(v),
          },
          {
            title: "Valor",
            dataIndex: "valor",
            align: "right",
            responsive: ["sm"],
            render: (v: number) => formatBRL(v),
          },
        ]}
      />
    </Card>
  );
}
