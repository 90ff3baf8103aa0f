"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { SelectNativo } from "@/components/ui/select-nativo";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { capitalizeWords, formatPercentExato } from "@/lib/format";
import { useJaAberto, useModal } from "@/stores/modals";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { Confirmar } from "@/components/ui/confirmar";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Exportar } from "@/components/ui/exportar";
import { exportarLista } from "@/services/exportacao";
import { type Parceiro, useExcluirParceiro, useParceiros } from "@/services/parceiro";

// The partner's dialog and its fields load when first opened.
const FormularioParceiro = dynamic(() => import("./formulario").then((m) => m.FormularioParceiro), {
  ssr: false,
});

const SITUACOES = ["true", "false"] as const;
const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  ativo: daUrl.umDe(url, "ativo", SITUACOES),
});

/** Deletes a partner after SPEC §8's confirmation; one in use is refused with the server's reason. */
function Excluir({ parceiro: p }: { parceiro: Parceiro }) {
  const excluir = useExcluirParceiro();
  return (
    <Confirmar
      rotulo={`Excluir ${p.razaosocial}`}
      icone={<DeleteOutlined />}
      danger
      pending={excluir.isPending && excluir.variables === p.id}
      executar={() => excluir.mutateAsync(p.id)}
    />
  );
}

/**
 * The partners staff keep: search, situation and page in the URL, each one's percentage and how many
 * requests it co-funds; a modal creates or edits one.
 */
export function Parceiros() {
  const lista = useListaFiltrada(ler);
  const query = useParceiros(lista.params);
  const [aberto, setAberto] = useState<Parceiro | null>(null);
  const [, abrir] = useModal("parceiro");
  const montado = useJaAberto("parceiro");
  const editar = (p: Parceiro | null) => {
    setAberto(p);
    abrir();
  };

  return (
    <Cartao title={<TituloPagina>Parceiros</TituloPagina>}>
      <div className="barra-da-lista">
        <div className="barra-da-lista-filtros">
          <BuscaDaLista
            aria-label="Buscar parceiros"
            placeholder="Razão social"
            {...lista.busca("search")}
            style={{ maxWidth: 300 }}
          />
          <SelectNativo
            rotulo="Situação"
            style={{ width: 140 }}
            todos="Todos"
            {...lista.escolha("ativo")}
            opcoes={[
              { value: "true", label: "Ativos" },
              { value: "false", label: "Inativos" },
            ]}
          />
        </div>
        <Space wrap>
          <Exportar
            exportar={(progresso) =>
              exportarLista("/parceiro/interno/export/", lista.filtros, "parceiros", progresso)
            }
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => editar(null)}>
            Novo parceiro
          </Button>
        </Space>
      </div>
      <ListaPaginada<Parceiro>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os parceiros."
        total={(total) => `${total} parceiro(s)`}
        locale={{ emptyText: lista.filtrado ? "Nenhum parceiro encontrado." : "Nenhum parceiro cadastrado." }}
        columns={[
          {
            title: "Razão social",
            cartao: "titulo",
            render: (_, p) => (
              <Space wrap size={4}>
                {capitalizeWords(p.razaosocial)}
                {p.ativo ? (
                  <Etiqueta color="green">Ativo</Etiqueta>
                ) : (
                  <Etiqueta color="red">Inativo</Etiqueta>
                )}
              </Space>
            ),
          },
          {
            title: "Subsídio",
            align: "right",
            cartao: "valor",
            render: (_, p) => formatPercentExato(p.subsidio),
          },
          // How many requests it co-funds: a partner in use is deactivated, never deleted.
          { title: "Participações", dataIndex: "solicitacoes", align: "right", responsive: ["sm"] },
          {
            title: "Ações",
            width: 104,
            cartao: "acao",
            render: (_, p) => (
              <Space size={4}>
                <Button
                  icon={<EditOutlined />}
                  aria-label={`Editar ${p.razaosocial}`}
                  onClick={() => editar(p)}
                />
                <Excluir parceiro={p} />
              </Space>
            ),
          },
        ]}
      />
      {montado && <FormularioParceiro parceiro={aberto} />}
    </Cartao>
  );
}
