"use client";
import { useState } from "react";
import { Link } from "@/components/ui/link";
import { Space } from "antd";
import { Abas } from "@/components/ui/abas";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { Confirmar } from "@/components/ui/confirmar";
import { Filtro } from "@/components/ui/filtro";
import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { capitalizeWords, formatDate, sentenceCase, truncate } from "@/lib/format";
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
import { opcoesDa } from "@/components/ui/escolha-de-objetos";
import { BuscaSelectAdiado } from "@/components/ui/busca-select-adiado";
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
      <Abas
        rotulo="Rascunhos"
        abas={[
          { chave: TODOS, rotulo: "Todos" },
          // Short labels: the three tabs fit a phone's row.
          { chave: "INTERNA", rotulo: "Solicitações" },
          { chave: "CONTRATACAO_INTERNA", rotulo: "Contratações" },
        ]}
        ativa={tipo}
        aoMudar={(chave) => lista.filtrar({ tipo: chave === TODOS ? undefined : chave })}
      >
        <div className="filtros">
          <Filtro id="rascunhos-modelo" rotulo="Filtrar por modelo de oferta">
            <BuscaSelectAdiado<Modelo>
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
          </Filtro>
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
              cartao: "titulo",
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
              cartao: "data",
              render: (v: string) => formatDate(v),
            },
            {
              title: "Ações",
              cartao: "acao",
              render: (_, r) => (
                <Space>
                  <Link href={editarRascunhoHref(r)}>
                    <EditOutlined /> Editar
                  </Link>
                  <Confirmar
                    rotulo="Excluir rascunho"
                    icone={<DeleteOutlined />}
                    danger
                    pending={excluir.isPending && excluir.variables === r.id}
                    executar={() => excluir.mutateAsync(r.id)}
                    texto={{ acao: "rascunho.excluir", valores: undefined }}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Abas>
    </Cartao>
  );
}
