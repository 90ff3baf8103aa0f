"use client";
import { MY_REQUESTS_PATH } from "@/lib/paths";
import Link from "next/link";
import { Card } from "antd";
import { capitalizeWords, formatBRL, formatDate, empresaLabel } from "@/lib/format";
import { useSolicitacoes, type Solicitacao } from "@/services/solicitacao";
import { StatusTag } from "./status-tag";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { TituloPagina } from "@/components/ui/titulo-pagina";

const ler = (url: URLSearchParams) => ({ search: daUrl.texto(url, "search") });

export function MinhasSolicitacoes() {
  const lista = useListaFiltrada(ler);
  const query = useSolicitacoes(lista.params);
  const search = lista.filtros.search;

  return (
    <Card title={<TituloPagina>Minhas solicitações</TituloPagina>}>
      <BuscaDaLista
        aria-label="Buscar solicitações"
        placeholder="Número, serviço ou empresa"
        valor={search}
        onBuscar={(termo) => lista.filtrar({ search: termo })}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      <ListaPaginada<Solicitacao>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar suas solicitações."
        total={(total) => `${total} solicitação(ões)`}
        locale={{
          emptyText: search ? (
            "Nenhuma solicitação encontrada."
          ) : (
            <>
              Você ainda não enviou solicitações. <Link href="/">Conheça o catálogo</Link>.
            </>
          ),
        }}
        columns={[
          {
            title: "Número",
            dataIndex: "nrosolicitacao",
            render: (nro: string, s) => <Link href={`${MY_REQUESTS_PATH}/${s.id}`}>{nro}</Link>,
          },
          { title: "Serviço", render: (_, s) => capitalizeWords(s.modelooferta.titulo) },
          { title: "Empresa", render: (_, s) => empresaLabel(s.empresa_label) },
          { title: "Situação", render: (_, s) => <StatusTag substatus={s.substatus} /> },
          { title: "Enviada em", dataIndex: "dtainclusao", render: (v: string) => formatDate(v) },
          { title: "Valor", dataIndex: "valor", align: "right", render: (v: number) => formatBRL(v) },
        ]}
      />
    </Card>
  );
}
