"use client";
import { Link } from "@/components/ui/link";
import dayjs from "dayjs";
import { Button } from "antd";
import { Abas } from "@/components/ui/abas";
import { Cartao } from "@/components/ui/cartao";
import type { Coluna } from "@/components/ui/tabela";
import { capitalizeWords, empresaLabel } from "@/lib/format";
import { DIAGNOSTIC_PAGE_SIZE } from "@/lib/constants";
import { DIAGNOSTICOS_PATH } from "@/lib/paths";
import {
  DIAGNOSTICO,
  DIAGNOSTICO_DEVIDO,
  DIAGNOSTICO_ENTREGUE,
  DIAGNOSTICO_ENVIADO,
  STATUS_DIAGNOSTICO,
  type StatusDiagnostico,
} from "@/lib/regras/diagnostico";
import { useDiagnosticosDaParte, type Diagnostico } from "@/services/diagnostico";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { Filtro } from "@/components/ui/filtro";
import { Periodo } from "@/components/ui/periodo";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { DiagnosticoStatus, Prazo } from "./situacao";

export type Parte = keyof typeof DIAGNOSTICOS_PATH;

const DIA = "YYYY-MM-DD";
const ATRASO_BG = "#fff1f0";

/** The tabs of each party: what waits for them first, then the rest. */
const ABAS: Record<Parte, { key: string; label: string; status: readonly StatusDiagnostico[] }[]> = {
  prestador: [
    { key: "afazer", label: "A fazer", status: DIAGNOSTICO_DEVIDO },
    { key: "enviados", label: "Enviados", status: DIAGNOSTICO_ENTREGUE },
    { key: "todos", label: "Todos", status: STATUS_DIAGNOSTICO },
  ],
  cliente: [
    { key: "revisar", label: "Para revisar", status: [DIAGNOSTICO.ENVIADO] },
    { key: "todos", label: "Todos", status: DIAGNOSTICO_ENVIADO },
  ],
};

const ler = (url: URLSearchParams) => ({
  aba: daUrl.texto(url, "aba"),
  search: daUrl.texto(url, "search"),
  min_date: daUrl.texto(url, "min_date"),
  max_date: daUrl.texto(url, "max_date"),
});

const colunas = (parte: Parte): Coluna<Diagnostico>[] => [
  {
    title: "Diagnóstico",
    dataIndex: "nrodiagnostico",
    cartao: "titulo",
    semQuebra: true,
    render: (nro: string, d) => <Link href={`${DIAGNOSTICOS_PATH[parte]}/${d.id}`}>{nro}</Link>,
  },
  { title: "Serviço", render: (_, d) => capitalizeWords(d.modelooferta.titulo) },
  { title: "Empresa", responsive: ["md"], cartao: "linha", render: (_, d) => empresaLabel(d.empresa_label) },
  {
    key: "prestador",
    title: "Prestador",
    responsive: ["lg"],
    render: (_, d) => capitalizeWords(d.prestador.nomefantasia),
  },
  { title: "Situação", cartao: "status", render: (_, d) => <DiagnosticoStatus status={d.status} /> },
  { title: "Prazo", responsive: ["sm"], cartao: "data", render: (_, d) => <Prazo d={d} /> },
];

/**
 * A party's diagnostics (the provider's to make, the client's to review) by tab, with a search and the
 * creation dates; tab, filters and page live in the URL. Late ones stand out.
 */
export function DiagnosticosDaParte({ parte }: { parte: Parte }) {
  const lista = useListaFiltrada(ler, DIAGNOSTIC_PAGE_SIZE);
  const abas = ABAS[parte];
  const aba = abas.find((a) => a.key === lista.filtros.aba) ?? abas[0];
  const { aba: _, ...filtros } = lista.params;
  const query = useDiagnosticosDaParte({ ...filtros, status: aba.status.join(",") });
  const periodo =
    filtros.min_date && filtros.max_date
      ? ([dayjs(filtros.min_date), dayjs(filtros.max_date)] as const)
      : null;
  const vazio = lista.filtrado
    ? "Nenhum diagnóstico encontrado com estes filtros."
    : parte === "prestador"
      ? "Nenhum diagnóstico para a sua empresa por enquanto."
      : "Nenhum diagnóstico das suas solicitações por enquanto.";
  return (
    <Cartao title={<TituloPagina>Diagnósticos</TituloPagina>}>
      <Abas
        rotulo="Diagnósticos"
        abas={abas.map((a) => ({ chave: a.key, rotulo: a.label }))}
        ativa={aba.key}
        aoMudar={(key) => lista.filtrar({ aba: key === abas[0].key ? undefined : key })}
      >
        <div className="filtros">
          <Filtro id="diagnosticos-busca" rotulo="Buscar">
            <BuscaDaLista
              id="diagnosticos-busca"
              placeholder="Número, solicitação ou empresa"
              {...lista.busca("search")}
            />
          </Filtro>
          <Filtro id="diagnosticos-periodo" rotulo="Criado entre">
            <Periodo
              id={{ start: "diagnosticos-periodo" }}
              format="DD/MM/YYYY"
              value={periodo ? [periodo[0], periodo[1]] : null}
              style={{ width: "100%" }}
              onChange={(datas) =>
                lista.filtrar({ min_date: datas?.[0]?.format(DIA), max_date: datas?.[1]?.format(DIA) })
              }
            />
          </Filtro>
          {lista.filtrado && (
            <div className="filtros-acoes">
              <Button onClick={lista.limpar}>Limpar filtros</Button>
            </div>
          )}
        </div>
        <ListaPaginada<Diagnostico>
          query={query}
          pagination={lista.pagination}
          erro="Não foi possível carregar os diagnósticos."
          total={(total) => `${total} diagnóstico(s)`}
          locale={{ emptyText: vazio }}
          onRow={(d) => (d.ematraso ? { style: { background: ATRASO_BG } } : {})}
          tableLayout="fixed"
          // The provider knows who they are; the client sees who made each diagnostic.
          columns={colunas(parte).filter((c) => parte === "cliente" || c.key !== "prestador")}
        />
      </Abas>
    </Cartao>
  );
}
