"use client";
import { Col, Pagination, Row, Select, Space, Typography } from "antd";
import { PAGE_SIZE } from "@/lib/constants";
import { useFiltros, useServicos } from "@/services/servico";
import { OfertaCard } from "./oferta-card";
import { Vitrine } from "./vitrine";
import { QueryBlock } from "@/components/ui/query-block";
import { semLista } from "@/components/ui/lista-indisponivel";
import { BuscaDaLista } from "@/components/ui/lista-paginada";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { TituloPagina } from "@/components/ui/titulo-pagina";

const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  tema: daUrl.id(url, "tema"),
  subtema: daUrl.id(url, "subtema"),
  tipo: daUrl.id(url, "tipo"),
});

/** The public catalogue; search, filters and page are in the URL, so Back from an offer returns to them. */
export function Catalogo() {
  const lista = useListaFiltrada(ler, 12);
  const { filtros, pagination } = lista;
  const opcoes = useFiltros();
  const query = useServicos(lista.params);
  const subtemas = opcoes.data?.temas.find((t) => t.id === filtros.tema)?.subtemas ?? [];
  // Both selects take their options from the one list of filters.
  const deOpcoes = { loading: opcoes.isPending, notFoundContent: semLista(opcoes), allowClear: true };

  return (
    <>
      <TituloPagina>Catálogo de serviços</TituloPagina>
      <Typography.Paragraph type="secondary">
        Consultorias subsidiadas para pequenos negócios e produtores rurais. Escolha os serviços, coloque no
        carrinho e envie sua solicitação.
      </Typography.Paragraph>
      {!lista.filtrado && pagination.page === 1 && (
        <>
          <Vitrine kind="destaque" />
          <Vitrine kind="recomendado" />
          <Vitrine kind="acessado" />
        </>
      )}
      <Typography.Title level={4}>Todos os serviços</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label="Buscar serviços"
          placeholder="Buscar serviços"
          valor={filtros.search}
          onBuscar={(termo) => lista.filtrar({ search: termo })}
          style={{ width: 280 }}
        />
        <Select
          aria-label="Tema"
          placeholder="Tema"
          {...deOpcoes}
          value={filtros.tema}
          onChange={(tema?: number) => lista.filtrar({ tema, subtema: undefined })}
          options={opcoes.data?.temas.map((t) => ({ value: t.id, label: t.descricao }))}
          style={{ minWidth: 200 }}
        />
        <Select
          aria-label="Subtema"
          placeholder="Subtema"
          allowClear
          disabled={!filtros.tema}
          value={filtros.subtema}
          onChange={(subtema?: number) => lista.filtrar({ subtema })}
          options={subtemas.map((s) => ({ value: s.id, label: s.descricao }))}
          style={{ minWidth: 200 }}
        />
        <Select
          aria-label="Tipo"
          placeholder="Tipo"
          {...deOpcoes}
          value={filtros.tipo}
          onChange={(tipo?: number) => lista.filtrar({ tipo })}
          options={opcoes.data?.tipos.map((t) => ({ value: t.id, label: t.descricao }))}
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
