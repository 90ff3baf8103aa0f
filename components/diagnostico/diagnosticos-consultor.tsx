"use client";
import { Link } from "@/components/ui/link";
import { Abas } from "@/components/ui/abas";
import { Cartao } from "@/components/ui/cartao";
import { Escolhas } from "@/components/ui/escolhas";
import type { Coluna } from "@/components/ui/tabela";
import { capitalizeWords, fullName, empresaLabel } from "@/lib/format";
import { DIAGNOSTIC_PAGE_SIZE } from "@/lib/constants";
import {
  useDiagnosticosConsultor,
  useDiagnosticosEnviados,
  useStatusDiagnostico,
  type Diagnostico,
  type DiagnosticosParams,
} from "@/services/diagnostico";
import { ListaPaginada } from "@/components/ui/lista-paginada";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { STATUS_DIAGNOSTICO } from "@/lib/regras/diagnostico";
import { DiagnosticoStatus, Prazo } from "./situacao";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Page } from "@/services/api";
import { TituloPagina } from "@/components/ui/titulo-pagina";

const ATRASO_BG = "#fff1f0";
const TODAS = "";

const columns: Coluna<Diagnostico>[] = [
  {
    title: "Diagnóstico",
    dataIndex: "nrodiagnostico",
    cartao: "titulo",
    semQuebra: true,
    render: (nro: string, d) => <Link href={`/interno/consultor/diagnosticos/${d.id}`}>{nro}</Link>,
  },
  { title: "Solicitação", semQuebra: true, render: (_, d) => d.solicitacao.nrosolicitacao },
  { title: "Modelo de oferta", render: (_, d) => capitalizeWords(d.modelooferta.titulo) },
  { title: "Empresa", render: (_, d) => empresaLabel(d.empresa_label) },
  { title: "Prestador", render: (_, d) => capitalizeWords(d.prestador.nomefantasia) },
  { title: "Consultor", render: (_, d) => fullName(d.consultor) || "—" },
  { title: "Situação", cartao: "status", render: (_, d) => <DiagnosticoStatus status={d.status} /> },
  { title: "Prazo", cartao: "data", render: (_, d) => <Prazo d={d} /> },
];

function Tabela({
  query,
  pagination,
  vazio,
}: {
  query: UseQueryResult<Page<Diagnostico>>;
  pagination: Lista["pagination"];
  vazio: string;
}) {
  return (
    <ListaPaginada<Diagnostico>
      query={query}
      pagination={pagination}
      erro="Não foi possível carregar os diagnósticos."
      total={(total) => `${total} diagnóstico(s)`}
      locale={{ emptyText: vazio }}
      onRow={(d) => (d.ematraso ? { style: { background: ATRASO_BG } } : {})}
      columns={columns}
    />
  );
}

const ler = (url: URLSearchParams) => ({
  aba: daUrl.umDe(url, "aba", ["enviados"] as const),
  dash_filter: daUrl.umDe(url, "dash_filter", STATUS_DIAGNOSTICO),
});
type Lista = ReturnType<typeof useListaFiltrada<ReturnType<typeof ler>>>;

function Todos({ lista }: { lista: Lista }) {
  const { aba: _, ...params } = lista.params;
  const filtro = params.dash_filter;
  const status = useStatusDiagnostico();
  const query = useDiagnosticosConsultor(params);
  // The options are the diagnostic statuses the API lists, the same codes its dash_filter takes.
  const escolher = (codigo: string | undefined) =>
    lista.filtrar({ dash_filter: codigo as DiagnosticosParams["dash_filter"] });
  return (
    <>
      <Escolhas
        rotulo="Filtrar por situação"
        cheias
        valor={filtro ?? TODAS}
        aoMudar={(codigo) => escolher(codigo === TODAS ? undefined : codigo)}
        opcoes={[
          { valor: TODAS, rotulo: "Todas" },
          ...(status.data ?? []).map((s) => ({ valor: s.codigo, rotulo: s.descricao })),
        ]}
      />
      <Tabela
        query={query}
        pagination={lista.pagination}
        vazio={filtro ? "Nenhum diagnóstico nesta situação." : "Nenhum diagnóstico para acompanhar."}
      />
    </>
  );
}

function Enviados({ lista }: { lista: Lista }) {
  const query = useDiagnosticosEnviados({ page: lista.params.page, page_size: lista.params.page_size });
  return <Tabela query={query} pagination={lista.pagination} vazio="Nenhum diagnóstico enviado." />;
}

/** Diagnostics consultants follow; late ones stand out. The tab, filter and page are in the URL. */
export function DiagnosticosConsultor() {
  const lista = useListaFiltrada(ler, DIAGNOSTIC_PAGE_SIZE);
  const aba = lista.filtros.aba ?? "todos";
  return (
    <Cartao title={<TituloPagina>Diagnósticos</TituloPagina>}>
      <Abas
        rotulo="Diagnósticos"
        abas={[
          { chave: "todos", rotulo: "Todos" },
          { chave: "enviados", rotulo: "Enviados" },
        ]}
        ativa={aba}
        aoMudar={(chave) =>
          lista.filtrar({ aba: chave === "enviados" ? "enviados" : undefined, dash_filter: undefined })
        }
      >
        {aba === "todos" ? <Todos lista={lista} /> : <Enviados lista={lista} />}
      </Abas>
    </Cartao>
  );
}
