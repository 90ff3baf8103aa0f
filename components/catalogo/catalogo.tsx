"use client";
import { useState } from "react";
import { Col, Input, Pagination, Row, Select, Space, Typography } from "antd";
import { PAGE_SIZE } from "@/lib/constants";
import { useFiltros, useServicos } from "@/services/servico";
import { OfertaCard } from "./oferta-card";
import { Vitrine } from "./vitrine";
import { QueryBlock } from "@/components/ui/query-block";
import { semLista } from "@/components/ui/lista-indisponivel";
import { usePagination } from "@/hooks/use-pagination";

type Filters = { search?: string; tema?: number; subtema?: number; tipo?: number };

export function Catalogo() {
  const [filters, setFilters] = useState<Filters>({});
  const pagination = usePagination(12);
  const filtros = useFiltros();
  const query = useServicos({ ...filters, ...pagination.params });
  const subtemas = filtros.data?.temas.find((t) => t.id === filters.tema)?.subtemas ?? [];
  const filtering = Object.values(filters).some((v) => v !== undefined);

  const change = (patch: Filters) => {
    setFilters((f) => ({ ...f, ...patch }));
    pagination.reset();
  };

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Catálogo de serviços
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Consultorias subsidiadas para pequenos negócios e produtores rurais. Escolha os serviços, coloque no
        carrinho e envie sua solicitação.
      </Typography.Paragraph>
      {!filtering && pagination.page === 1 && (
        <>
          <Vitrine kind="destaque" />
          <Vitrine kind="recomendado" />
          <Vitrine kind="acessado" />
        </>
      )}
      <Typography.Title level={4}>Todos os serviços</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Buscar serviços"
          placeholder="Buscar serviços"
          allowClear
          onSearch={(v) => change({ search: v.trim() || undefined })}
          style={{ width: 280 }}
        />
        <Select
          aria-label="Tema"
          placeholder="Tema"
          allowClear
          loading={filtros.isPending}
          notFoundContent={semLista(filtros)}
          value={filters.tema}
          onChange={(tema?: number) => change({ tema, subtema: undefined })}
          options={filtros.data?.temas.map((t) => ({ value: t.id, label: t.descricao }))}
          style={{ minWidth: 200 }}
        />
        <Select
          aria-label="Subtema"
          placeholder="Subtema"
          allowClear
          disabled={!filters.tema}
          value={filters.subtema}
          onChange={(subtema?: number) => change({ subtema })}
          options={subtemas.map((s) => ({ value: s.id, label: s.descricao }))}
          style={{ minWidth: 200 }}
        />
        <Select
          aria-label="Tipo"
          placeholder="Tipo"
          allowClear
          loading={filtros.isPending}
          notFoundContent={semLista(filtros)}
          value={filters.tipo}
          onChange={(tipo?: number) => change({ tipo })}
          options={filtros.data?.tipos.map((t) => ({ value: t.id, label: t.descricao }))}
          style={{ minWidth: 160 }}
        />
      </Space>
      <QueryBlock
        query={query}
        isEmpty={(d) => d.count === 0}
        empty="Nenhum serviço encontrado com estes filtros."
        erro="Não foi possível carregar o catálogo."
      >
        {(page) => (
          <>
            <Row gutter={[16, 16]} aria-busy={query.isFetching}>
              {page.results.map((offer) => (
                <Col key={offer.id} xs={24} sm={12} lg={8} xl={6}>
                  <OfertaCard offer={offer} />
                </Col>
              ))}
            </Row>
            <Pagination
              style={{ marginTop: 16 }}
              current={pagination.page}
              pageSize={pagination.pageSize}
              total={page.count}
              showSizeChanger
              pageSizeOptions={[PAGE_SIZE, 12, 24, 48]}
              showTotal={(total) => `${total} serviço(s)`}
              onChange={pagination.onChange}
            />
          </>
        )}
      </QueryBlock>
    </>
  );
}
