"use client";
import { Link } from "@/components/ui/link";
import { SelectNativo } from "@/components/ui/select-nativo";
import { Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords } from "@/lib/format";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { SelectAdiado } from "@/components/ui/select-adiado";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { SemQuebra } from "@/components/ui/sem-quebra";
import { type EmpresaBuscada, useAreasAtuacao, useBuscaEmpresas } from "@/services/empresa";
import { ExportarEmpresas } from "./exportar";
import { FILTRO_TIPO_EMPRESA, TIPO_EMPRESA, TIPOS_EMPRESA } from "./tipo";

const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  areaatuacao: daUrl.id(url, "areaatuacao"),
  tipo: daUrl.umDe(url, "tipo", TIPOS_EMPRESA),
});

/**
 * The companies staff look up: search (name, CNPJ, whole CPF or city, accents aside), area and type, and the
 * page in the URL; each opens its detail under `base`; the same filters export a spreadsheet.
 */
export function Empresas({ base }: { base: string }) {
  const lista = useListaFiltrada(ler);
  const query = useBuscaEmpresas(lista.params);
  const areas = useAreasAtuacao();
  return (
    <Cartao title={<TituloPagina>Empresas</TituloPagina>}>
      <div className="fileira" style={{ justifyContent: "space-between", marginBottom: 16 }}>
        <div className="fileira">
          <BuscaDaLista
            aria-label="Buscar empresas"
            placeholder="Nome, CNPJ, CPF ou cidade"
            {...lista.busca("search")}
            style={{ maxWidth: 320 }}
          />
          {/* antd's select comes when first reached, so the page's first load goes without it. */}
          <SelectAdiado
            id="empresas-area"
            aria-label="Área de atuação"
            placeholder="Área de atuação"
            allowClear
            style={{ width: 200 }}
            showSearch={{ optionFilterProp: "label" }}
            lista={areas}
            value={lista.filtros.areaatuacao}
            onChange={(v?: number) => lista.filtrar({ areaatuacao: v })}
            options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.descricao }))}
          />
          <SelectNativo
            rotulo="Tipo"
            style={{ width: 140 }}
            todos="Todos os tipos"
            {...lista.escolha("tipo")}
            opcoes={FILTRO_TIPO_EMPRESA}
          />
        </div>
        <ExportarEmpresas filtros={lista.filtros} />
      </div>
      <ListaPaginada<EmpresaBuscada>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar as empresas."
        total={(total) => `${total} empresa(s)`}
        locale={{
          emptyText: lista.filtrado ? "Nenhuma empresa encontrada." : "Nenhuma empresa cadastrada.",
        }}
        columns={[
          {
            title: "Empresa",
            cartao: "titulo",
            render: (_, e) => (
              <>
                <Link href={`${base}/${e.id}`}>{capitalizeWords(e.nomefantasia)}</Link>
                <br />
                <Texto type="secondary">
                  <SemQuebra>{e.cnpj_mask ?? e.cpf_mask}</SemQuebra>
                </Texto>
              </>
            ),
          },
          { title: "Tipo", render: (_, e) => TIPO_EMPRESA[e.tipo], responsive: ["sm"] },
          {
            title: "Área de atuação",
            render: (_, e) => e.areaatuacao?.descricao ?? "—",
            responsive: ["lg"],
          },
          {
            title: "Cidade",
            render: (_, e) => `${capitalizeWords(e.cidade.nome)}/${e.estado.sigla}`,
            responsive: ["md"],
          },
          {
            title: "Situação",
            cartao: "status",
            render: (_, e) => <TagDeCor cor={e.status.cor}>{e.status.descricao}</TagDeCor>,
          },
        ]}
      />
    </Cartao>
  );
}
