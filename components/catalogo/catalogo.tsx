"use client";
import { Col, Input, Pagination, Row, Select, Space, Typography } from "antd";
import { PAGE_SIZE } from "@/lib/constants";
import { useFiltros, useServicos } from "@/services/servico";
import { OfertaCard } from "./oferta-card";
import { Vitrine } from "./vitrine";
import { QueryBlock } from "@/components/ui/query-block";
import { semLista } from "@/components/ui/lista-indisponivel";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";

const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  tema: daUrl.id(url, "tema"),
  subtema: daUrl.id(url, "subtema"),
  tipo: daUrl.id(url, "tipo"),
});

/** The public catalogue; search, filters and page are in the URL, so Back from an offer returns to them. */
export function Catalogo() {
  const lista = useListaFiltrada(ler, 12);
  const filters = lista.filtros;
  const pagination = lista.pagination;
  const filtros = useFiltros();
  const query = useServicos(lista.params);
  const subtemas = filtros.data?.temas.find((t) => t.id === filters.tema)?.subtemas ?? [];
  const filtering = lista.filtrado;
  const change = lista.filtrar;

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
          defaultValue={filters.search}
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
