"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Link } from "@/components/ui/link";
import { Button, Checkbox, Flex, Space } from "antd";
import { EsqueletoDeBloco } from "@/components/ui/esqueleto";
import { SelectNativo } from "@/components/ui/select-nativo";
import { Cartao } from "@/components/ui/cartao";
import { Tabela } from "@/components/ui/tabela";
import { DownloadOutlined } from "@ant-design/icons";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { MESES } from "@/lib/regras/centrocusto";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { BuscaDaLista } from "@/components/ui/lista-paginada";
import { QueryBlock } from "@/components/ui/query-block";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { type Acompanhamento, baixarAcompanhamento, useAcompanhamentoSaldo } from "@/services/centrocusto";
import { linkDaSolicitacao, TabelaMovimentos } from "./movimentos";
import { FIGURAS, Saldos, SituacaoTag } from "./saldos";
import { avisarErro } from "@/lib/aviso-da-api";

// The chart library is loaded by this page only, so no other page's JavaScript grows with it.
const GraficoMeses = dynamic(() => import("./grafico-meses"), {
  ssr: false,
  loading: () => <EsqueletoDeBloco altura={300} />,
});

const ler = (url: URLSearchParams) => {
  const mes = daUrl.id(url, "mes");
  return {
    ano: daUrl.id(url, "ano"),
    mes: mes && mes <= 12 ? mes : undefined,
    search: daUrl.texto(url, "search"),
    criticos: daUrl.sim(url, "criticos"),
    saldo_negativo: daUrl.sim(url, "saldo_negativo"),
  };
};

const ANO_ATUAL = Number(hojeEmSaoPaulo().slice(0, 4));
const ANOS = Array.from({ length: 5 }, (_, i) => ANO_ATUAL - 3 + i);

type Linha = Acompanhamento["centros"][number];

/** Downloads the follow-up as shown (same year, month and filters) as the server's XLSX. */
function Exportar({ a, filtros }: { a: Acompanhamento; filtros: ReturnType<typeof ler> }) {
  const [baixando, setBaixando] = useState(false);
  const exportar = () => {
    setBaixando(true);
    baixarAcompanhamento({
      ...filtros,
      ano: a.ano,
      mes: a.mes,
      criticos: filtros.criticos ? "true" : undefined,
      saldo_negativo: filtros.saldo_negativo ? "true" : undefined,
    })
      .catch(avisarErro)
      .finally(() => setBaixando(false));
  };
  return (
    <Button icon={<DownloadOutlined />} loading={baixando} onClick={exportar}>
      Exportar planilha
    </Button>
  );
}

/**
 * The monthly follow-up of the cost centres' balances: year, month, search and situation filters in the
 * URL; the totals, the months up to the chosen one as a chart, each centre's balances at the month's
 * end and the month's movements; the same as a spreadsheet.
 */
export function AcompanhamentoSaldos({ base }: { base: string }) {
  const lista = useListaFiltrada(ler);
  const f = lista.filtros;
  const query = useAcompanhamentoSaldo({
    ano: f.ano,
    mes: f.mes,
    search: f.search,
    criticos: f.criticos ? "true" : undefined,
    saldo_negativo: f.saldo_negativo ? "true" : undefined,
  });
  const mostrado = query.data;

  return (
    <Cartao
      title={<TituloPagina>Acompanhamento de saldos</TituloPagina>}
      extra={<Link href={base}>Centros de custo</Link>}
    >
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <SelectNativo
          rotulo="Ano"
          style={{ width: 100 }}
          valor={mostrado?.ano ?? f.ano}
          onChange={(ano) => lista.filtrar({ ano, mes: undefined })}
          opcoes={ANOS.map((ano) => ({ value: ano, label: String(ano) }))}
        />
        <SelectNativo
          rotulo="Mês"
          style={{ width: 140 }}
          valor={mostrado?.mes ?? f.mes}
          onChange={(mes) => lista.filtrar({ mes })}
          opcoes={MESES.map((nome, i) => ({ value: i + 1, label: nome }))}
        />
        <BuscaDaLista
          aria-label="Buscar centros de custo"
          placeholder="Código, descrição, ação ou projeto"
          {...lista.busca("search")}
          style={{ maxWidth: 280 }}
        />
        <Space wrap>
          <Checkbox
            checked={!!f.criticos}
            onChange={(e) => lista.filtrar({ criticos: e.target.checked || undefined })}
          >
            Críticos
          </Checkbox>
          <Checkbox
            checked={!!f.saldo_negativo}
            onChange={(e) => lista.filtrar({ saldo_negativo: e.target.checked || undefined })}
          >
            Saldo negativo
          </Checkbox>
        </Space>
        {mostrado && <Exportar a={mostrado} filtros={f} />}
      </Flex>
      <QueryBlock query={query} erro="Não foi possível carregar o acompanhamento." empty="">
        {(a) => (
          <>
            <Saldos
              saldos={a.totais}
              titulo={`Totais no fim de ${MESES[a.mes - 1].toLowerCase()} de ${a.ano}`}
            />
            <Cartao title="Mês a mês" size="small" style={{ marginBottom: 16 }}>
              <GraficoMeses meses={a.meses} />
            </Cartao>
            <Cartao title="Centros de custo" size="small" style={{ marginBottom: 16 }}>
              <Tabela<Linha>
                rowKey="id"
                size="small"
                dataSource={a.centros}
                pagination={false}
                locale={{
                  emptyText: lista.filtrado
                    ? "Nenhum centro de custo encontrado."
                    : "Nenhum centro de custo no ano.",
                }}
                columns={[
                  {
                    title: "Código",
                    cartao: "titulo",
                    semQuebra: true,
                    render: (_, c) => <Link href={`${base}/${c.id}`}>{c.codigo}</Link>,
                  },
                  { title: "Descrição", responsive: ["md"], render: (_, c) => capitalizeWords(c.descricao) },
                  ...FIGURAS.map((fig) => ({
                    title: fig.titulo,
                    align: "right" as const,
                    responsive: fig.chave === "saldo" ? undefined : (["sm"] as "sm"[]),
                    cartao: fig.chave === "saldo" ? ("valor" as const) : undefined,
                    semQuebra: true,
                    render: (_: unknown, c: Linha) => formatBRL(c[fig.chave]),
                  })),
                  {
                    title: "Situação",
                    cartao: "status",
                    render: (_, c) => <SituacaoTag situacao={c.situacao} normal />,
                  },
                ]}
              />
            </Cartao>
            <Cartao title={`Movimentos de ${MESES[a.mes - 1].toLowerCase()}`} size="small">
              <TabelaMovimentos
                comCentro
                dataSource={a.movimentos}
                linkSolicitacao={linkDaSolicitacao(base)}
                locale={{ emptyText: "Nenhum movimento no mês." }}
                pagination={{ pageSize: 20 }}
              />
            </Cartao>
          </>
        )}
      </QueryBlock>
    </Cartao>
  );
}
