"use client";
import { Empty, Pagination, Select, Space, Spin, Typography } from "antd";
import { PAGE_SIZE } from "@/lib/constants";
import type { Filtros, ModeloOferta, Vitrine as Kind } from "@/services/servico";
import { OfertaCard } from "./oferta-card";
import { Vitrine } from "./vitrine";
import { lerFiltros, TAMANHO_CATALOGO } from "./url";
import { BuscaDaLista } from "@/components/ui/busca-da-lista";
import { useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { TituloPagina } from "@/components/ui/titulo-pagina";

export type Vitrines = { kind: Kind; results: ModeloOferta[] }[];

/**
 * The public catalogue, with the data its page read on the server (no query client here); search, filters
 * and page are in the URL, so Back from an offer returns to them, and a change of them renders the page anew.
 */
export function Catalogo({
  pagina,
  opcoes,
  vitrines,
}: {
  pagina: { count: number; results: ModeloOferta[] };
  opcoes: Filtros;
  vitrines: Vitrines;
}) {
  const lista = useListaFiltrada(lerFiltros, TAMANHO_CATALOGO);
  const { filtros, pagination } = lista;
  const subtemas = opcoes.temas.find((t) => t.id === filtros.tema)?.subtemas ?? [];

  return (
    <>
      <TituloPagina>Catálogo de serviços</TituloPagina>
      <Typography.Paragraph type="secondary">
        Consultorias subsidiadas para pequenos negócios e produtores rurais. Escolha os serviços, coloque no
        carrinho e envie sua solicitação.
      </Typography.Paragraph>
      {vitrines.map((v) => (
        <Vitrine key={v.kind} kind={v.kind} results={v.results} />
      ))}
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
          allowClear
          value={filtros.tema}
          onChange={(tema?: number) => lista.filtrar({ tema, subtema: undefined })}
          options={opcoes.temas.map((t) => ({ value: t.id, label: t.descricao }))}
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
          allowClear
          value={filtros.tipo}
          onChange={(tipo?: number) => lista.filtrar({ tipo })}
          options={opcoes.tipos.map((t) => ({ value: t.id, label: t.descricao }))}
          style={{ minWidth: 160 }}
        />
      </Space>
      {/* The previous results stay until the server has rendered the new ones: dimmed, and busy to readers. */}
      <Spin spinning={lista.carregando} description="Buscando serviços…">
        <div aria-busy={lista.carregando} data-testid="catalogo-resultados">
          {pagina.count === 0 ? (
            <Empty description="Nenhum serviço encontrado com estes filtros." />
          ) : (
            <>
              <div className="grade-ofertas">
                {pagina.results.map((offer) => (
                  <OfertaCard key={offer.id} offer={offer} />
                ))}
              </div>
              <Pagination
                style={{ marginTop: 16 }}
                current={pagination.page}
                pageSize={pagination.pageSize}
                total={pagina.count}
                showSizeChanger
                pageSizeOptions={[PAGE_SIZE, 12, 24, 48]}
                showTotal={(total) => `${total} serviço(s)`}
                onChange={pagination.onChange}
              />
            </>
          )}
        </div>
      </Spin>
    </>
  );
}
