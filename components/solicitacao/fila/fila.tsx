"use client";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { Nota, Paragrafo } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, formatBRL, formatDate, fullName, empresaLabel } from "@/lib/format";
import { ListaPaginada } from "@/components/ui/lista-paginada";
import { StatusTag } from "@/components/solicitacao/status-tag";
import { useListaFiltrada } from "@/hooks/use-lista-filtrada";
import type { Lida } from "@/services/api";
import { useDemanda, usePendentes, type SolicitacaoInterna } from "@/services/solicitacao-interno";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { SemQuebra } from "@/components/ui/sem-quebra";
import { filtrosAtivos, filtrosDaUrl } from "./params";
import { FilaFiltros, FiltrosDaTela } from "./filtros";

const detalhe = (id: number) => `/interno/solicitacoes/${id}`;

// Nowrap: a value broken over two lines ("R$ 4.800,0⏎0") reads as two numbers.

/**
 * The staff queue: every request the user may see, filtered through the URL. `servidor`: what the page read on
 * the server (its first page, the user's open requests), shown without a call after hydration.
 */
export function Fila({
  servidor,
}: {
  servidor: {
    pagina?: Lida<"/solicitacao/interno/pendentes/">;
    demanda?: Lida<"/solicitacao/interno/demanda/">;
  };
}) {
  const router = useRouter();
  const lista = useListaFiltrada(filtrosDaUrl);
  const query = usePendentes(lista.params, servidor.pagina);
  const demanda = useDemanda(servidor.demanda);
  const filtrado = lista.filtrado;
  const filtros = (
    <FilaFiltros
      filtros={lista.filtros}
      // Until the first page arrives there are no counts to show: the chips wait as skeletons.
      totais={query.data?.totais}
      onChange={lista.filtrar}
      onLimpar={lista.limpar}
    />
  );

  return (
    <Cartao title={<TituloPagina>Fila de solicitações</TituloPagina>}>
      {demanda.data && (
        <Paragrafo type="secondary">
          Você é responsável por {demanda.data.minhas} solicitação(ões) em aberto.
        </Paragrafo>
      )}
      <FiltrosDaTela ativos={filtrosAtivos(lista.filtros)}>{filtros}</FiltrosDaTela>
      <ListaPaginada<SolicitacaoInterna>
        query={query}
        carregando={lista.carregando}
        pagination={lista.pagination}
        erro="Não foi possível carregar a fila de solicitações."
        total={(total) => `${total} solicitação(ões)`}
        // Fixed layout: the columns share the card's width (long names end in "…") instead of widening the table.
        tableLayout="fixed"
        onRow={(s) => ({ onClick: () => router.push(detalhe(s.id)), style: { cursor: "pointer" } })}
        locale={{
          emptyText: filtrado
            ? "Nenhuma solicitação encontrada com estes filtros."
            : "Nenhuma solicitação na fila.",
        }}
        columns={[
          {
            title: "Número",
            dataIndex: "nrosolicitacao",
            width: 130,
            cartao: "titulo",
            render: (nro: string, s) => (
              <>
                <Link href={detalhe(s.id)} onClick={(e) => e.stopPropagation()}>
                  <SemQuebra>{nro}</SemQuebra>
                </Link>
                {s.solicitacao_pai && <Nota>Subsolicitação de {s.solicitacao_pai.nrosolicitacao}</Nota>}
                {/* A phone has no room for the company's column (the number's and the state's fill it): the
                    company goes under the number. */}
                <Nota className="so-celular">{empresaLabel(s.empresa_label) || "—"}</Nota>
              </>
            ),
          },
          {
            title: "Serviço",
            responsive: ["md"],
            ellipsis: true,
            render: (_, s) => capitalizeWords(s.modelooferta.titulo),
          },
          {
            title: "Empresa",
            responsive: ["sm"],
            ellipsis: true,
            render: (_, s) => (
              <>
                {empresaLabel(s.empresa_label) || "—"}
                {s.empresa && <Nota>{s.empresa.cnpj_mask ?? s.empresa.cpf_mask}</Nota>}
              </>
            ),
          },
          {
            title: "Situação",
            width: 170,
            cartao: "status",
            render: (_, s) => <StatusTag substatus={s.substatus} />,
          },
          {
            title: "Responsáveis",
            responsive: ["lg"],
            ellipsis: true,
            render: (_, s) => (
              <>
                {fullName(s.gestor) || "—"}
                <Nota>{s.consultor ? `Consultor: ${fullName(s.consultor)}` : "Sem consultor"}</Nota>
              </>
            ),
          },
          {
            title: "Enviada em",
            dataIndex: "dtainclusao",
            width: 110,
            responsive: ["sm"],
            cartao: "data",
            render: (v: string) => formatDate(v),
          },
          {
            title: "Valor",
            dataIndex: "valor",
            align: "right",
            width: 120,
            responsive: ["sm"],
            cartao: "valor",
            render: (v: number) => formatBRL(v),
          },
        ]}
      />
    </Cartao>
  );
}
