"use client";
import { Link } from "@/components/ui/link";
import { SelectNativo } from "@/components/ui/select-nativo";
import { Abas } from "@/components/ui/abas";
import { Cartao } from "@/components/ui/cartao";
import { SITUACAO_NOTA, STATUS_NOTA, type StatusNota } from "@/lib/regras/projeto";
import { capitalizeWords, empresaLabel } from "@/lib/format";
import { PROJETOS_PATH } from "@/lib/paths";
import { useProjetosExternos, type ProjetoExterno, type ProjetosExternosParams } from "@/services/projeto";
import { StatusTag } from "@/components/solicitacao";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { Andamento } from "./andamento";
import { periodo } from "./periodo";

export type Parte = keyof typeof PROJETOS_PATH;

/**
 * The tabs of each party, by the API's dash_filter. Both open on every project: "A entregar" alone would
 * hide a provider's project whose stages are all delivered but whose invoices or evaluation still wait.
 */
const ABAS: Record<Parte, { key: string; label: string; filtro?: ProjetosExternosParams["dash_filter"] }[]> =
  {
    prestador: [
      { key: "todos", label: "Todos" },
      { key: "entregar", label: "A entregar", filtro: "entregar" },
      { key: "encerrados", label: "Encerrados", filtro: "encerrados" },
    ],
    cliente: [
      { key: "todos", label: "Todos" },
      { key: "aprovar", label: "Entregas para aprovar", filtro: "aprovar" },
      { key: "encerrados", label: "Encerrados", filtro: "encerrados" },
    ],
  };

const ler = (url: URLSearchParams) => ({
  aba: daUrl.texto(url, "aba"),
  search: daUrl.texto(url, "search"),
  nota: daUrl.umDe(url, "nota", STATUS_NOTA),
});

/** The provider's projects by the state of their invoices (the dashboard's invoices open it). */
const NOTAS: { value: StatusNota; label: string }[] = STATUS_NOTA.map((value) => ({
  value,
  label: SITUACAO_NOTA[value].filtro,
}));

/**
 * A party's projects (the provider's to carry out, the client's to follow) by tab, with a search; tab,
 * search and page live in the URL.
 */
export function ProjetosDaParte({ parte }: { parte: Parte }) {
  const lista = useListaFiltrada(ler);
  const abas = ABAS[parte];
  const aba = abas.find((a) => a.key === lista.filtros.aba) ?? abas[0];
  const { aba: _, nota, ...filtros } = lista.params;
  // Invoices are the provider's: a client's address carrying one filters nothing.
  const porNota = parte === "prestador" ? nota : undefined;
  const query = useProjetosExternos({ ...filtros, nota: porNota, dash_filter: aba.filtro });
  return (
    <Cartao title={<TituloPagina>Projetos</TituloPagina>}>
      <Abas
        rotulo="Projetos"
        abas={abas.map((a) => ({ chave: a.key, rotulo: a.label }))}
        ativa={aba.key}
        aoMudar={(key) => lista.filtrar({ aba: key === abas[0].key ? undefined : key })}
      >
        <div className="barra-da-lista-filtros" style={{ marginBottom: 16 }}>
          <BuscaDaLista
            aria-label="Buscar projetos"
            placeholder="Número do projeto ou da solicitação"
            {...lista.busca("search")}
            style={{ maxWidth: 360 }}
          />
          {parte === "prestador" && (
            <SelectNativo
              rotulo="Notas fiscais"
              todos="Todas as notas fiscais"
              style={{ minWidth: 240 }}
              valor={porNota}
              onChange={(nota) => lista.filtrar({ nota })}
              opcoes={NOTAS}
            />
          )}
        </div>
        <ListaPaginada<ProjetoExterno>
          query={query}
          pagination={lista.pagination}
          erro="Não foi possível carregar os projetos."
          total={(total) => `${total} projeto(s)`}
          locale={{
            // The tab is not a filter the user typed: only a search or an invoice state finds nothing.
            emptyText:
              filtros.search || porNota
                ? "Nenhum projeto encontrado."
                : "Nenhum projeto nesta aba por enquanto.",
          }}
          columns={[
            {
              title: "Projeto",
              cartao: "titulo",
              semQuebra: true,
              render: (_, p) => <Link href={`${PROJETOS_PATH[parte]}/${p.id}`}>{p.nroprojeto}</Link>,
            },
            { title: "Serviço", render: (_, p) => capitalizeWords(p.modelooferta.titulo) },
            parte === "prestador"
              ? {
                  title: "Cliente",
                  responsive: ["md"],
                  cartao: "linha",
                  render: (_, p) => empresaLabel(p.empresa_label),
                }
              : {
                  title: "Prestador",
                  responsive: ["md"],
                  cartao: "linha",
                  render: (_, p) => capitalizeWords(p.prestador.nomefantasia),
                },
            { title: "Etapas aprovadas", render: (_, p) => <Andamento p={p} /> },
            { title: "Período", responsive: ["lg"], cartao: "data", render: (_, p) => periodo(p) },
            {
              title: "Situação",
              responsive: ["sm"],
              cartao: "status",
              render: (_, p) => <StatusTag substatus={p.solicitacao.substatus} />,
            },
          ]}
        />
      </Abas>
    </Cartao>
  );
}
