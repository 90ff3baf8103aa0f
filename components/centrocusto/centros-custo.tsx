"use client";
import { Link } from "@/components/ui/link";
import { Flex, Space } from "antd";
import { SelectNativo } from "@/components/ui/select-nativo";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { useSessao } from "@/hooks/use-sessao";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { acompanhamentoPath } from "@/lib/paths";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Exportar } from "@/components/ui/exportar";
import { exportarLista } from "@/services/exportacao";
import { type CentroCustoInterno, useCentrosCustoInterno } from "@/services/centrocusto";
import { SituacaoTag } from "./saldos";

const SIM_NAO = ["true", "false"] as const;
const ler = (url: URLSearchParams) => ({
  search: daUrl.texto(url, "search"),
  cod_acao: daUrl.texto(url, "cod_acao"),
  cod_projeto: daUrl.texto(url, "cod_projeto"),
  ativo: daUrl.umDe(url, "ativo", SIM_NAO),
  acao_ativo_hub: daUrl.umDe(url, "acao_ativo_hub", SIM_NAO),
  projeto_ativo_hub: daUrl.umDe(url, "projeto_ativo_hub", SIM_NAO),
  envolvido: daUrl.id(url, "envolvido"),
});

// The list's text searches and yes/no filters, in the order its bar shows them.
const BUSCAS = [
  { campo: "search", rotulo: "Buscar centros de custo", placeholder: "Código ou descrição", largura: 260 },
  { campo: "cod_acao", rotulo: "Código da ação", placeholder: "Ação (ex.: 4.1)", largura: 170 },
  { campo: "cod_projeto", rotulo: "Projeto", placeholder: "Projeto", largura: 220 },
] as const;
const SIM_NAO_FILTROS = [
  { campo: "ativo", rotulo: "Situação", sim: "Ativos", nao: "Inativos" },
  { campo: "acao_ativo_hub", rotulo: "Ação no Hub", sim: "Ação ativa no Hub", nao: "Ação fora do Hub" },
  {
    campo: "projeto_ativo_hub",
    rotulo: "Projeto no Hub",
    sim: "Projeto ativo no Hub",
    nao: "Projeto fora do Hub",
  },
] as const;

/** A yes/no filter kept in the URL: all, only yes, only no. */
function FiltroSimNao({
  rotulo,
  sim,
  nao,
  valor,
  mudar,
}: {
  rotulo: string;
  sim: string;
  nao: string;
  valor: (typeof SIM_NAO)[number] | undefined;
  mudar: (v: (typeof SIM_NAO)[number] | undefined) => void;
}) {
  return (
    <SelectNativo
      rotulo={rotulo}
      style={{ width: 170 }}
      todos={`${rotulo}: todos`}
      valor={valor}
      onChange={mudar}
      opcoes={[
        { value: "true", label: sim },
        { value: "false", label: nao },
      ]}
    />
  );
}

/**
 * The cost centres staff follow: search, action, project, flags and "mine" in the URL, each centre's
 * balances from its ledger and its situation; a centre's code opens its detail.
 */
export function CentrosCusto({ base }: { base: string }) {
  const lista = useListaFiltrada(ler);
  const query = useCentrosCustoInterno(lista.params);
  const sessao = useSessao();
  const f = lista.filtros;

  return (
    <Cartao
      title={<TituloPagina>Centros de custo</TituloPagina>}
      extra={<Link href={acompanhamentoPath(base)}>Acompanhamento de saldos</Link>}
    >
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        {BUSCAS.map((b) => (
          <BuscaDaLista
            key={b.campo}
            aria-label={b.rotulo}
            placeholder={b.placeholder}
            {...lista.busca(b.campo)}
            style={{ maxWidth: b.largura }}
          />
        ))}
        <Space wrap>
          {SIM_NAO_FILTROS.map(({ campo, ...filtro }) => (
            <FiltroSimNao
              key={campo}
              {...filtro}
              valor={f[campo]}
              mudar={(v) => lista.filtrar({ [campo]: v })}
            />
          ))}
          <SelectNativo
            rotulo="Envolvimento"
            style={{ width: 190 }}
            todos="Todos os centros"
            valor={f.envolvido ? "meus" : undefined}
            disabled={!sessao}
            onChange={(v) => lista.filtrar({ envolvido: v && sessao ? sessao.user.id : undefined })}
            opcoes={[{ value: "meus", label: "Em que estou envolvido" }]}
          />
        </Space>
        <Exportar
          exportar={(progresso) =>
            exportarLista("/centrocusto/interno/export/", f, "centros-de-custo", progresso)
          }
        />
      </Flex>
      <ListaPaginada<CentroCustoInterno>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar os centros de custo."
        total={(total) => `${total} centro(s) de custo`}
        locale={{
          emptyText: lista.filtrado
            ? "Nenhum centro de custo encontrado."
            : "Nenhum centro de custo cadastrado.",
        }}
        columns={[
          {
            title: "Código",
            cartao: "titulo",
            semQuebra: true,
            render: (_, c) => <Link href={`${base}/${c.id}`}>{c.codigo}</Link>,
          },
          {
            title: "Descrição",
            render: (_, c) => (
              <Space wrap size={4}>
                {capitalizeWords(c.descricao)}
                {!c.ativo && <Etiqueta color="red">Inativo</Etiqueta>}
                {!c.acao_ativo_hub && <Etiqueta>Ação fora do Hub</Etiqueta>}
                {!c.projeto_ativo_hub && <Etiqueta>Projeto fora do Hub</Etiqueta>}
              </Space>
            ),
          },
          { title: "Ação", responsive: ["md"], semQuebra: true, render: (_, c) => c.acao.codigo },
          { title: "Projeto", responsive: ["lg"], render: (_, c) => capitalizeWords(c.projeto) },
          {
            title: "Disponível",
            align: "right",
            cartao: "valor",
            render: (_, c) => (
              <Space size={4} style={{ justifyContent: "flex-end" }}>
                {formatBRL(c.saldo)}
                <SituacaoTag situacao={c.situacao} />
              </Space>
            ),
          },
          {
            title: "Reservado",
            align: "right",
            responsive: ["md"],
            semQuebra: true,
            render: (_, c) => formatBRL(c.reservado),
          },
          {
            title: "Comprometido",
            align: "right",
            responsive: ["lg"],
            semQuebra: true,
            render: (_, c) => formatBRL(c.comprometido),
          },
          {
            title: "Gasto",
            align: "right",
            responsive: ["lg"],
            semQuebra: true,
            render: (_, c) => formatBRL(c.gasto),
          },
          { title: "Envolvidos", dataIndex: "envolvidos", align: "right", responsive: ["xl"] },
        ]}
      />
    </Cartao>
  );
}
