"use client";
import { MY_REQUESTS_PATH } from "@/lib/paths";
import { Link } from "@/components/ui/link";
import { Flex, Select } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, formatBRL, formatDate, empresaLabel } from "@/lib/format";
import { useStatusSolicitacao, useSolicitacoes, type Solicitacao } from "@/services/solicitacao";
import { useSubstatusSolicitacao } from "@/services/listagem";
import { SUBSTATUS_SOLICITACAO } from "@/lib/regras/solicitacao";
import { StatusTag } from "./status-tag";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { useListaFiltrada } from "@/hooks/use-lista-filtrada";
import type { Lida } from "@/services/api";
import { filtrosDaUrl } from "./minhas-solicitacoes-url";
import { TituloPagina } from "@/components/ui/titulo-pagina";

type Lista = ReturnType<typeof useListaFiltrada<ReturnType<typeof filtrosDaUrl>>>;

/** The situation and step filters, each clearable; the steps offered are those of the situation chosen. */
function Filtros({ lista }: { lista: Lista }) {
  const { dash_filter, substatus } = lista.filtros;
  const status = useStatusSolicitacao();
  const etapas = useSubstatusSolicitacao(dash_filter);
  return (
    <Flex wrap gap={8}>
      <Select
        aria-label="Situação"
        allowClear
        placeholder="Todas as situações"
        style={{ minWidth: 200 }}
        loading={status.isPending}
        value={dash_filter}
        onChange={(codigo?: string) => lista.filtrar({ dash_filter: codigo, substatus: undefined })}
        options={status.data?.map((s) => ({ value: s.codigo, label: s.descricao }))}
      />
      <Select
        aria-label="Etapa"
        allowClear
        placeholder="Todas as etapas"
        style={{ minWidth: 220 }}
        loading={etapas.isPending}
        value={substatus}
        onChange={(codigo?: (typeof SUBSTATUS_SOLICITACAO)[number]) => lista.filtrar({ substatus: codigo })}
        options={etapas.data?.map((s) => ({ value: s.codigo, label: s.descricao }))}
      />
    </Flex>
  );
}

/** The client's requests, filtered through the URL; `servidor`: the page read on the server, shown at once. */
export function MinhasSolicitacoes({ servidor }: { servidor?: Lida<"/solicitacao/externo/"> }) {
  const lista = useListaFiltrada(filtrosDaUrl);
  const query = useSolicitacoes(lista.params, servidor);
  const search = lista.filtros.search;

  return (
    <Cartao title={<TituloPagina>Minhas solicitações</TituloPagina>}>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label="Buscar solicitações"
          placeholder="Número, serviço ou empresa"
          valor={search}
          onBuscar={(termo) => lista.filtrar({ search: termo })}
          style={{ maxWidth: 320 }}
        />
        <Filtros lista={lista} />
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
            render: (nro: string, s) => <Link href={`${MY_REQUESTS_PATH}/${s.id}`}>{nro}</Link>,
          },
          { title: "Serviço", render: (_, s) => capitalizeWords(s.modelooferta.titulo) },
          { title: "Empresa", render: (_, s) => empresaLabel(s.empresa_label) },
          { title: "Situação", render: (_, s) => <StatusTag substatus={s.substatus} /> },
          { title: "Enviada em", dataIndex: "dtainclusao", render: (v: string) => formatDate(v) },
          { title: "Valor", dataIndex: "valor", align: "right", render: (v: number) => formatBRL(v) },
        ]}
      />
    </Cartao>
  );
}
