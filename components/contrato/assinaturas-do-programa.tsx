"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Link } from "@/components/ui/link";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Paragrafo } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, formatBRL, formatDate } from "@/lib/format";
import { useModal } from "@/stores/modals";
import { AoAbrir } from "@/components/ui/ao-abrir";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { type AssinaturaDoPrograma, useAssinaturasDoPrograma } from "@/services/contrato";

// The signature plan's dialog (antd's Modal) loads when it first opens (AoAbrir), not with the page.
const PlanoDeAssinaturas = dynamic(() => import("./plano-de-assinaturas").then((m) => m.PlanoDeAssinaturas), {
  ssr: false,
});

const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  prontas: daUrl.sim(url, "prontas"),
});

/**
 * The programme's signatures waiting for staff: filter, select several and sign them in one go (the
 * "signature plan" modal), each through its own call so one refused (a contract changed meanwhile) does
 * not hold back the others.
 */
export function AssinaturasDoPrograma() {
  const lista = useListaFiltrada(ler);
  const { prontas, ...params } = lista.params;
  const query = useAssinaturasDoPrograma({ ...params, prontas: prontas ? "true" : undefined });
  const [selecionadas, setSelecionadas] = useState<AssinaturaDoPrograma[]>([]);
  const [, abrirPlano] = useModal("signaturePlan");

  return (
    <Cartao title={<TituloPagina>Assinaturas do programa</TituloPagina>}>
      <Paragrafo type="secondary">
        Contratos enviados aguardando a assinatura do programa. Selecione os contratos e assine em lote.
      </Paragrafo>
      <div className="fileira" style={{ marginBottom: 16 }}>
        <BuscaDaLista
          aria-label="Buscar contratos"
          placeholder="Solicitação, cliente ou prestador"
          {...lista.busca("search")}
          style={{ maxWidth: 300 }}
        />
        <label className="marcar">
          <input
            type="checkbox"
            checked={Boolean(lista.filtros.prontas)}
            onChange={(e) => lista.filtrar({ prontas: e.target.checked || undefined })}
          />
          Somente com cliente e prestador já assinados
        </label>
        <button
          type="button"
          className="botao"
          disabled={!query.data?.results.length}
          onClick={() => setSelecionadas(query.data?.results ?? [])}
        >
          Selecionar todas da página
        </button>
        <button
          type="button"
          className="botao botao-principal"
          disabled={!selecionadas.length}
          onClick={abrirPlano}
        >
          Assinar selecionadas ({selecionadas.length})
        </button>
      </div>
      <ListaPaginada<AssinaturaDoPrograma>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar as assinaturas."
        total={(total) => `${total} contrato(s)`}
        locale={{
          emptyText: lista.filtrado
            ? "Nenhum contrato encontrado."
            : "Nenhum contrato aguarda a assinatura do programa.",
        }}
        rowSelection={{
          selectedRowKeys: selecionadas.map((s) => s.id),
          onChange: (_, linhas) => setSelecionadas(linhas),
        }}
        columns={[
          {
            title: "Solicitação",
            cartao: "titulo",
            semQuebra: true,
            render: (_, a) => (
              <Link href={`/interno/solicitacoes/${a.solicitacao.id}`}>{a.solicitacao.nrosolicitacao}</Link>
            ),
          },
          { title: "Cliente", render: (_, a) => capitalizeWords(a.empresa.nomefantasia) },
          {
            title: "Prestador",
            responsive: ["md"],
            render: (_, a) => capitalizeWords(a.prestador.nomefantasia),
          },
          {
            title: "Subsídio",
            align: "right",
            cartao: "valor",
            render: (_, a) => formatBRL(a.valor_subsidio),
          },
          {
            title: "Partes",
            cartao: "status",
            render: (_, a) =>
              a.partes_assinadas ? (
                <Etiqueta color="green">Assinado</Etiqueta>
              ) : (
                <Etiqueta color="orange">Pendente</Etiqueta>
              ),
          },
          {
            title: "Enviado em",
            responsive: ["md"],
            cartao: "data",
            render: (_, a) => formatDate(a.dtainclusao),
          },
        ]}
      />
      <AoAbrir nome="signaturePlan">
        <PlanoDeAssinaturas selecionadas={selecionadas} aoTerminar={() => setSelecionadas([])} />
      </AoAbrir>
    </Cartao>
  );
}
