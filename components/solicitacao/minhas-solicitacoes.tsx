"use client";
import { MY_REQUESTS_PATH } from "@/lib/paths";
import { Link } from "@/components/ui/link";
import { Flex } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, formatBRL, formatDate, empresaLabel } from "@/lib/format";
import { useStatusSolicitacao, useSolicitacoes, type Solicitacao } from "@/services/solicitacao";
import { opcoesDeStatus, useSubstatusSolicitacao } from "@/services/listagem";
import { SUBSTATUS_SOLICITACAO } from "@/lib/regras/solicitacao";
import { StatusTag } from "./status-tag";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { SelectNativo } from "@/components/ui/select-nativo";
import { semLista } from "@/components/ui/lista-indisponivel";
import { useListaFiltrada } from "@/hooks/use-lista-filtrada";
import type { Lida } from "@/services/api";
import { filtrosDaUrl } from "./minhas-solicitacoes-url";
import { TituloPagina } from "@/components/ui/titulo-pagina";

type Lista = ReturnType<typeof useListaFiltrada<ReturnType<typeof filtrosDaUrl>>>;

/** What the page read on the server: the list's page and the options of its two filters. */
type Servidor = {
  pagina?: Lida<"/solicitacao/externo/">;
  situacoes?: Lida<"/listagem/externo/status/">;
  etapas?: Lida<"/listagem/externo/substatus/">;
};

/**
 * The situation and step filters (the browser's own selects: short lists, at home on a phone), each with its
 * "all" choice; the steps offered are those of the situation chosen.
 */
function Filtros({ lista, servidor }: { lista: Lista; servidor: Servidor }) {
  const { dash_filter, substatus } = lista.filtros;
  const situacoes = useStatusSolicitacao(servidor.situacoes);
  // The server read the steps of the URL's situation; another one's are called for when it is chosen.
  const etapas = useSubstatusSolicitacao(dash_filter, { servidor: servidor.etapas });
  return (
    <Flex wrap gap={8}>
      <SelectNativo
        rotulo="Situação"
        todos="Todas as situações"
        style={{ minWidth: 200 }}
        valor={dash_filter}
        carregando={situacoes.isPending}
        opcoes={opcoesDeStatus(situacoes.data)}
        onChange={(codigo) => lista.filtrar({ dash_filter: codigo, substatus: undefined })}
      />
      <SelectNativo
        rotulo="Etapa"
        todos="Todas as etapas"
        style={{ minWidth: 220 }}
        valor={substatus}
        carregando={etapas.isPending}
        opcoes={opcoesDeStatus(etapas.data)}
        onChange={(codigo) => lista.filtrar({ substatus: SUBSTATUS_SOLICITACAO.find((s) => s === codigo) })}
      />
      {semLista(situacoes) ?? semLista(etapas)}
    </Flex>
  );
}

/**
 * The client's requests, filtered through the URL; `servidor`: the page and the filters' options read on the
 * server, shown at once.
 */
export function MinhasSolicitacoes({ servidor = {} }: { servidor?: Servidor }) {
  const lista = useListaFiltrada(filtrosDaUrl);
  const query = useSolicitacoes(lista.params, servidor.pagina);

  return (
    <Cartao title={<TituloPagina>Minhas solicitações</TituloPagina>}>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label="Buscar solicitações"
          placeholder="Número, serviço ou empresa"
          {...lista.busca("search")}
          style={{ maxWidth: 320 }}
        />
        <Filtros lista={lista} servidor={servidor} />
      </Flex>
      <ListaPaginada<Solicitacao>
        query={query}
        carregando={lista.carregando}
        pagination={lista.pagination}
        erro="Não foi possível carregar suas solicitações."
        total={(total) => `${total} solicitação(ões)`}
        locale={{
          emptyText: lista.filtrado ? (
            "Nenhuma solicitação encontrada."
          ) : (
            <>
              Você ainda não enviou solicitações. <Link href="/">Conheça o catálogo</Link>.
            </>
          ),
        }}
        columns={[
          {
            title: "Número",
            dataIndex: "nrosolicitacao",
            cartao: "titulo",
            semQuebra: true,
            render: (nro: string, s) => <Link href={`${MY_REQUESTS_PATH}/${s.id}`}>{nro}</Link>,
          },
          { title: "Serviço", render: (_, s) => capitalizeWords(s.modelooferta.titulo) },
          { title: "Empresa", render: (_, s) => empresaLabel(s.empresa_label) },
          { title: "Situação", cartao: "status", render: (_, s) => <StatusTag substatus={s.substatus} /> },
          {
            title: "Enviada em",
            dataIndex: "dtainclusao",
            cartao: "data",
            render: (v: string) => formatDate(v),
          },
          {
            title: "Valor",
            dataIndex: "valor",
            align: "right",
            cartao: "valor",
            render: (v: number) => formatBRL(v),
          },
        ]}
      />
    </Cartao>
  );
}
