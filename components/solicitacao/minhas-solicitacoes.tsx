"use client";
import { useState } from "react";
import Link from "next/link";
import { Alert, Button, Card, Input, Table } from "antd";
import { PAGE_SIZE } from "@/lib/constants";
import { apiErrorOf } from "@/lib/api-client";
import { capitalizeWords, formatBRL, formatDate } from "@/lib/format";
import { useSolicitacoes, type Solicitacao } from "@/services/solicitacao";
import { StatusTag } from "./status-tag";

export function MinhasSolicitacoes() {
  const [search, setSearch] = useState<string>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const query = useSolicitacoes({ search, page, page_size: pageSize });

  return (
    <Card title="Minhas solicitações">
      <Input.Search
        aria-label="Buscar solicitações"
        placeholder="Número, serviço ou empresa"
        allowClear
        onSearch={(v) => {
          setSearch(v.trim() || undefined);
          setPage(1);
        }}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      {query.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="Não foi possível carregar suas solicitações."
          description={apiErrorOf(query.error).detail}
          action={<Button onClick={() => void query.refetch()}>Tentar de novo</Button>}
        />
      )}
      <Table<Solicitacao>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.results ?? []}
        scroll={{ x: true }}
        locale={{
          emptyText: search ? (
            "Nenhuma solicitação encontrada."
          ) : (
            <>
              Você ainda não enviou solicitações. <Link href="/">Conheça o catálogo</Link>.
            </>
          ),
        }}
        pagination={{
          current: page,
          pageSize,
          total: query.data?.count ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `${total} solicitação(ões)`,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        columns={[
          {
            title: "Número",
            dataIndex: "nrosolicitacao",
            render: (nro: string, s) => <Link href={`/externo/cliente/solicitacoes/${s.id}`}>{nro}</Link>,
          },
          { title: "Serviço", render: (_, s) => capitalizeWords(s.modelooferta.titulo) },
          { title: "Empresa", render: (_, s) => capitalizeWords(s.empresa_label) },
          { title: "Situação", render: (_, s) => <StatusTag substatus={s.substatus} /> },
          { title: "Enviada em", dataIndex: "dtainclusao", render: (v: string) => formatDate(v) },
          { title: "Valor", dataIndex: "valor", align: "right", render: (v: number) => formatBRL(v) },
        ]}
      />
    </Card>
  );
}
