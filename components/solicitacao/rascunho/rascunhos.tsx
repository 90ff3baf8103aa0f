"use client";
import { useState } from "react";
import Link from "next/link";
import { Button, Popconfirm, Space, Tabs } from "antd";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { apiErrorOf } from "@/lib/api-client";
import { capitalizeWords, formatDate, sentenceCase, truncate } from "@/lib/format";
import { MESSAGES, notify } from "@/lib/messages";
import { useListaSimples } from "@/services/listagem";
import {
  useExcluirRascunho,
  useRascunhos,
  type Rascunho,
  type TipoRascunho,
} from "@/services/solicitacao-criacao";
import { ListaPaginada } from "@/components/ui/lista-paginada";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { useBusca } from "@/hooks/use-busca";
import { BuscaSelect, opcoesDa } from "@/components/ui/busca-select";
import { editarRascunhoHref, PAGINA_RASCUNHO, TIPO_RASCUNHO_LABEL } from "./rascunho";
import { TituloPagina } from "@/components/ui/titulo-pagina";

type Modelo = { id: number; descricao: string };

const TODOS = "todos";

const ler = (url: URLSearchParams) => ({
  tipo: daUrl.umDe(url, "tipo", ["INTERNA", "CONTRATACAO_INTERNA"] as const satisfies TipoRascunho[]),
});

/**
 * The signed-in user's unsent drafts of internal requests and hirings. The type and page are in the URL;
 * the offer filter is chosen by name, so it stays on the page.
 */
export function Rascunhos() {
  const lista = useListaFiltrada(ler);
  const tipo = lista.filtros.tipo ?? TODOS;
  const [modelo, setModelo] = useState<Modelo | null>(null);
  const [busca, setBusca] = useBusca();
  const modelos = useListaSimples("modelosoferta", { search: busca });
  const query = useRascunhos({ ...lista.params, modelo: modelo?.id });
  const excluir = useExcluirRascunho();

  const remove = (r: Rascunho) =>
    excluir.mutate(r.id, {
      onSuccess: () => notify("success", "Rascunho excluído."),
      onError: (e) => notify("error", apiErrorOf(e).detail),
    });

  return (
    <Cartao
      title={<TituloPagina>Meus rascunhos</TituloPagina>}
      extra={
        <Space wrap>
          <Link href={PAGINA_RASCUNHO.INTERNA}>Nova solicitação</Link>
          <Link href={PAGINA_RASCUNHO.CONTRATACAO_INTERNA}>Nova contratação</Link>
        </Space>
      }
    >
      <Tabs
        activeKey={tipo}
        onChange={(key) => lista.filtrar({ tipo: key === TODOS ? undefined : (key as TipoRascunho) })}
        items={[
          { key: TODOS, label: "Todos" },
          // Short labels: three tabs fit a phone, where an overflow menu would hide the last one.
          { key: "INTERNA", label: "Solicitações" },
          { key: "CONTRATACAO_INTERNA", label: "Contratações" },
        ]}
      />
      <div style={{ maxWidth: 360, marginBottom: 16 }}>
        <label htmlFor="rascunhos-modelo">Filtrar por modelo de oferta</label>
        <BuscaSelect<Modelo>
          id="rascunhos-modelo"
          {...opcoesDa(modelos)}
          onSearch={setBusca}
          label={(m) => capitalizeWords(m.descricao)}
          value={modelo}
          onChange={(m) => {
            setModelo(m);
            lista.filtrar({});
          }}
          placeholder="Todos os modelos"
        />
      </div>
      <ListaPaginada<Rascunho>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar seus rascunhos."
        total={(total) => `${total} rascunho(s)`}
        locale={{
          emptyText:
            tipo === TODOS && !modelo ? "Você não tem rascunhos salvos." : "Nenhum rascunho encontrado.",
        }}
        columns={[
          {
            title: "Tipo",
            responsive: ["sm"],
            render: (_, r) => <Etiqueta>{TIPO_RASCUNHO_LABEL[r.tipo]}</Etiqueta>,
          },
          {
            title: "Modelo de oferta",
            render: (_, r) => (r.modelooferta ? capitalizeWords(r.modelooferta.titulo) : "Não escolhido"),
          },
          {
            title: "Empresas",
            responsive: ["md"],
            render: (_, r) => r.empresas.map((e) => capitalizeWords(e.nomefantasia)).join(", ") || "—",
          },
          {
            title: "Prestador",
            responsive: ["lg"],
            render: (_, r) => capitalizeWords(r.prestador?.nomefantasia) || "—",
          },
          {
            title: "Objetivo",
            responsive: ["lg"],
            render: (_, r) => truncate(sentenceCase(r.objetivo), 80) || "—",
          },
          {
            title: "Alterado em",
            dataIndex: "dtaalteracao",
            responsive: ["sm"],
            render: (v: string) => formatDate(v),
          },
          {
            title: "Ações",
            render: (_, r) => (
              <Space>
                <Link href={editarRascunhoHref(r)}>
                  <EditOutlined /> Editar
                </Link>
                <Popconfirm
                  title="Excluir rascunho?"
                  description={MESSAGES.confirm}
                  okText="Sim"
                  cancelText="Não"
                  onConfirm={() => remove(r)}
                >
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label="Excluir rascunho"
                    loading={excluir.isPending && excluir.variables === r.id}
                  />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Cartao>
  );
}
