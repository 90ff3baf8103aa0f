"use client";
import { SearchOutlined } from "@ant-design/icons";
import { PAGE_SIZE } from "@/lib/constants";
import type { Filtros, ModeloOferta, Vitrine as Kind } from "@/services/servico";
import { OfertaCard } from "./oferta-card";
import { Vitrine } from "./vitrine";
import { lerFiltros, TAMANHO_CATALOGO } from "./url";
import { useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Paginacao } from "@/components/ui/paginacao";
import { SelectNativo } from "@/components/ui/select-nativo";

/** A filter's choices: a native select (light, and the phone's own picker), "all" when empty. */
const opcoesDe = (lista: { id: number; descricao: string }[]) =>
  lista.map((o) => ({ value: o.id, label: o.descricao }));

export type Vitrines = { kind: Kind; results: ModeloOferta[] }[];

/**
 * The public catalogue, with the data its page read on the server (no query client here); search, filters
 * and page are in the URL, so Back from an offer returns to them, and a change of them renders the page anew.
 * Drawn without antd (styles/plain.css): the shop's pages are the first a visitor opens, on any phone.
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
      <p className="texto-secundario">
        Consultorias subsidiadas para pequenos negócios e produtores rurais. Escolha os serviços, coloque no
        carrinho e envie sua solicitação.
      </p>
      {/* The search comes before the showcases: on a phone they are several screens long (issue 44). */}
      <form
        role="search"
        className="busca catalogo-busca"
        // Remounted when the URL's term changes (filters cleared, Back), since the input is uncontrolled.
        key={filtros.search ?? ""}
        onSubmit={(e) => {
          e.preventDefault();
          const termo = new FormData(e.currentTarget).get("search");
          lista.filtrar({ search: String(termo ?? "").trim() || undefined });
        }}
      >
        <input
          className="entrada"
          type="search"
          name="search"
          aria-label="Buscar serviços"
          placeholder="Buscar serviços"
          defaultValue={filtros.search}
        />
        <button type="submit" className="botao botao-principal" aria-label="Buscar">
          <SearchOutlined />
        </button>
      </form>
      {vitrines.map((v) => (
        <Vitrine key={v.kind} kind={v.kind} results={v.results} />
      ))}
      <h2 className="titulo-secao">Todos os serviços</h2>
      <div className="catalogo-filtros">
        <SelectNativo
          rotulo="Tema"
          todos="Todos os temas"
          valor={filtros.tema}
          opcoes={opcoesDe(opcoes.temas)}
          onChange={(tema) => lista.filtrar({ tema, subtema: undefined })}
        />
        <SelectNativo
          rotulo="Subtema"
          todos="Todos os subtemas"
          valor={filtros.subtema}
          opcoes={opcoesDe(subtemas)}
          onChange={(subtema) => lista.filtrar({ subtema })}
        />
        <SelectNativo
          rotulo="Tipo"
          todos="Todos os tipos"
          valor={filtros.tipo}
          opcoes={opcoesDe(opcoes.tipos)}
          onChange={(tipo) => lista.filtrar({ tipo })}
        />
      </div>
      {/* The previous results stay until the server has rendered the new ones: dimmed, and busy to readers. */}
      <p role="status" className="texto-secundario catalogo-situacao">
        {lista.carregando ? "Buscando serviços…" : ""}
      </p>
      <div
        aria-busy={lista.carregando}
        data-testid="catalogo-resultados"
        className={lista.carregando ? "carregando" : undefined}
      >
        {pagina.count === 0 ? (
          <p className="vazio">Nenhum serviço encontrado com estes filtros.</p>
        ) : (
          <>
            <div className="grade-ofertas">
              {pagina.results.map((offer) => (
                <OfertaCard key={offer.id} offer={offer} />
              ))}
            </div>
            <Paginacao
              rotulo="Páginas do catálogo"
              total={pagina.count}
              totalTexto={`${pagina.count} serviço(s)`}
              pagination={pagination}
              tamanhos={[PAGE_SIZE, TAMANHO_CATALOGO, 24, 48]}
            />
          </>
        )}
      </div>
    </>
  );
}
