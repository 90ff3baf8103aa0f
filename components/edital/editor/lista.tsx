"use client";
import { Link } from "@/components/ui/link";
import { PlusOutlined } from "@ant-design/icons";
import { Cartao } from "@/components/ui/cartao";
import { SelectNativo } from "@/components/ui/select-nativo";
import { TagDeCor } from "@/components/ui/tag-de-cor";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { formatDate } from "@/lib/format";
import { EDITAL, SITUACOES_EDITAL } from "@/lib/regras/edital";
import { useEditais, type EditalResumo } from "@/services/edital/edital";

const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  situacao: daUrl.umDe(url, "situacao", SITUACOES_EDITAL),
});

export const periodoDoEdital = (e: Pick<EditalResumo, "inicio" | "fim">) =>
  e.inicio && e.fim ? `${formatDate(e.inicio)} a ${formatDate(e.fim)}` : "Sem datas";

/** Staff's tenders, drafts included: search, situation and page in the URL; "Novo edital" opens the editor. */
export function ListaDeEditais() {
  const lista = useListaFiltrada(ler);
  const query = useEditais(lista.params);
  return (
    <Cartao title={<TituloPagina>Editais</TituloPagina>}>
      <div className="barra-da-lista">
        <div className="barra-da-lista-filtros">
          <BuscaDaLista
            aria-label="Buscar editais"
            placeholder="Número, título ou objeto"
            {...lista.busca("search")}
            style={{ maxWidth: 300 }}
          />
          <SelectNativo
            rotulo="Situação"
            style={{ width: 160 }}
            todos="Todas"
            {...lista.escolha("situacao")}
            opcoes={[
              { value: EDITAL.RASCUNHO, label: "Rascunhos" },
              { value: EDITAL.PUBLICADO, label: "Publicados" },
              { value: EDITAL.ENCERRADO, label: "Encerrados" },
            ]}
          />
        </div>
        <Link href="/credenciamento/editais/novo" className="botao botao-principal">
          <PlusOutlined /> Novo edital
        </Link>
      </div>
      <ListaPaginada<EditalResumo>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os editais."
        total={(total) => `${total} edital(is)`}
        locale={{ emptyText: lista.filtrado ? "Nenhum edital encontrado." : "Nenhum edital cadastrado." }}
        columns={[
          {
            title: "Edital",
            cartao: "titulo",
            render: (_, e) => (
              <Link href={`/credenciamento/editais/${e.id}`}>
                {e.numero_edital} — {e.titulo}
              </Link>
            ),
          },
          {
            title: "Situação",
            cartao: "valor",
            render: (_, e) => <TagDeCor cor={e.status.cor}>{e.status.descricao}</TagDeCor>,
          },
          { title: "Inscrições", render: (_, e) => periodoDoEdital(e), responsive: ["sm"] },
          { title: "Serviços", dataIndex: "servicos", align: "right", responsive: ["md"] },
        ]}
      />
    </Cartao>
  );
}
