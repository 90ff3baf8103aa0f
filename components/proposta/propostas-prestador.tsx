"use client";
import { Link } from "@/components/ui/link";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Page } from "@/services/api";
import { Select } from "antd";
import { Abas } from "@/components/ui/abas";
import { Cartao } from "@/components/ui/cartao";
import { Escolhas } from "@/components/ui/escolhas";
import type { Coluna } from "@/components/ui/tabela";
import { FILTRO_OPORTUNIDADE, FILTROS_OPORTUNIDADE, PROPOSTA, STATUS_PROPOSTA } from "@/lib/regras/proposta";
import { capitalizeWords, empresaLabel, formatBRL, formatDate } from "@/lib/format";
import { PROPOSTAS_PATH } from "@/lib/paths";
import {
  useOportunidades,
  usePropostasEmAnalise,
  usePropostasEnviadas,
  useStatusProposta,
  type Oportunidade,
  type PropostaResumo,
} from "@/services/proposta";
import { opcoesDeStatus } from "@/services/listagem";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { TagDeCor } from "@/components/ui/tag-de-cor";

const ABAS = ["oportunidades", "enviadas", "emanalise"] as const;

// Sent proposals are filtered by their state; drafts are the opportunities' (dash_filter RASCUNHO).
const ENVIADAS = STATUS_PROPOSTA.filter((s) => s !== PROPOSTA.RASCUNHO);

const ler = (url: URLSearchParams) => ({
  aba: daUrl.umDe(url, "aba", ABAS),
  search: daUrl.texto(url, "search"),
  dash_filter: daUrl.umDe(url, "dash_filter", FILTROS_OPORTUNIDADE),
  status: daUrl.umDe(url, "status", ENVIADAS),
});
type Lista = ReturnType<typeof useListaFiltrada<ReturnType<typeof ler>>>;

const colunasOportunidade: Coluna<Oportunidade>[] = [
  {
    title: "Solicitação",
    dataIndex: "nrosolicitacao",
    cartao: "titulo",
    semQuebra: true,
    render: (nro: string, o) => <Link href={`${PROPOSTAS_PATH}/solicitacao/${o.id}`}>{nro}</Link>,
  },
  { title: "Serviço", render: (_, o) => capitalizeWords(o.modelooferta.titulo) },
  { title: "Empresa", responsive: ["md"], cartao: "linha", render: (_, o) => empresaLabel(o.empresa_label) },
  {
    title: "Prazo",
    responsive: ["sm"],
    cartao: "data",
    render: (_, o) => (o.dtaprazoenvioproposta ? formatDate(o.dtaprazoenvioproposta) : "—"),
  },
  {
    title: "Sua proposta",
    cartao: "status",
    render: (_, o) =>
      o.minha_proposta ? (
        <TagDeCor cor={o.minha_proposta.status.cor}>{o.minha_proposta.status.descricao}</TagDeCor>
      ) : (
        "Não iniciada"
      ),
  },
];

const colunasProposta: Coluna<PropostaResumo>[] = [
  {
    title: "Solicitação",
    cartao: "titulo",
    semQuebra: true,
    render: (_, p) => <Link href={`${PROPOSTAS_PATH}/${p.id}`}>{p.solicitacao.nrosolicitacao}</Link>,
  },
  { title: "Serviço", render: (_, p) => capitalizeWords(p.solicitacao.modelooferta.titulo) },
  {
    title: "Situação",
    cartao: "status",
    render: (_, p) => <TagDeCor cor={p.status.cor}>{p.status.descricao}</TagDeCor>,
  },
  {
    title: "Valor bruto",
    responsive: ["sm"],
    align: "right",
    cartao: "valor",
    render: (_, p) => formatBRL(p.valor_bruto),
  },
  {
    title: "Enviada em",
    responsive: ["md"],
    cartao: "data",
    render: (_, p) => (p.dtaenvio ? formatDate(p.dtaenvio) : "—"),
  },
];

function Oportunidades({ lista }: { lista: Lista }) {
  const { aba: _, status: _s, ...params } = lista.params;
  const query = useOportunidades(params);
  return (
    <>
      <Escolhas
        rotulo="Filtrar oportunidades"
        cheias
        valor={params.dash_filter ?? ""}
        aoMudar={(filtro) => lista.filtrar({ dash_filter: filtro || undefined })}
        opcoes={[
          { valor: "", rotulo: "Todas" },
          { valor: FILTRO_OPORTUNIDADE.SEM_PROPOSTA, rotulo: "Sem proposta" },
          { valor: FILTRO_OPORTUNIDADE.RASCUNHO, rotulo: "Com rascunho" },
        ]}
      />
      <ListaPaginada<Oportunidade>
        query={query}
        pagination={lista.pagination}
        erro="Não foi possível carregar as oportunidades."
        total={(total) => `${total} oportunidade(s)`}
        locale={{
          emptyText: lista.filtrado
            ? "Nenhuma oportunidade encontrada."
            : "Nenhuma solicitação aberta aos serviços da sua empresa agora.",
        }}
        tableLayout="fixed"
        columns={colunasOportunidade}
      />
    </>
  );
}

const paginaDe = (lista: Lista) => ({
  page: lista.params.page,
  page_size: lista.params.page_size,
  search: lista.params.search,
});

/** The sent proposals' state filter, clearable: the dashboard's won and lost cards open it. */
function FiltroDeSituacao({ lista }: { lista: Lista }) {
  const status = useStatusProposta();
  return (
    <Select
      aria-label="Situação da proposta"
      allowClear
      placeholder="Todas as situações"
      style={{ minWidth: 220, marginBottom: 16 }}
      loading={status.isPending}
      value={lista.filtros.status}
      onChange={(codigo?: (typeof ENVIADAS)[number]) => lista.filtrar({ status: codigo })}
      options={opcoesDeStatus(status.data?.filter((s) => s.codigo !== PROPOSTA.RASCUNHO))}
    />
  );
}

function Propostas({
  lista,
  query,
  vazio,
}: {
  lista: Lista;
  query: UseQueryResult<Page<PropostaResumo>>;
  vazio: string;
}) {
  return (
    <ListaPaginada<PropostaResumo>
      query={query}
      pagination={lista.pagination}
      erro="Não foi possível carregar as propostas."
      total={(total) => `${total} proposta(s)`}
      locale={{ emptyText: vazio }}
      tableLayout="fixed"
      columns={colunasProposta}
    />
  );
}

const Enviadas = ({ lista }: { lista: Lista }) => (
  <>
    <FiltroDeSituacao lista={lista} />
    <Propostas
      lista={lista}
      query={usePropostasEnviadas({ ...paginaDe(lista), status: lista.params.status })}
      vazio={
        lista.filtros.status || lista.filtros.search
          ? "Nenhuma proposta encontrada."
          : "Nenhuma proposta enviada."
      }
    />
  </>
);

const EmAnalise = ({ lista }: { lista: Lista }) => (
  <Propostas
    lista={lista}
    query={usePropostasEmAnalise(paginaDe(lista))}
    vazio="Nenhuma proposta em análise."
  />
);

/**
 * The provider's quotation work: the requests open to its company (soonest deadline first), its sent
 * proposals and those being decided. Tab, filter, search and page live in the URL.
 */
export function PropostasPrestador() {
  const lista = useListaFiltrada(ler);
  const aba = lista.filtros.aba ?? "oportunidades";
  return (
    <Cartao title={<TituloPagina>Propostas</TituloPagina>}>
      <BuscaDaLista
        aria-label="Buscar"
        placeholder="Número, serviço ou objetivo"
        {...lista.busca("search")}
        style={{ maxWidth: 360, marginBottom: 8 }}
      />
      <Abas
        rotulo="Propostas"
        abas={[
          { chave: "oportunidades", rotulo: "Oportunidades" },
          { chave: "enviadas", rotulo: "Enviadas" },
          { chave: "emanalise", rotulo: "Em análise" },
        ]}
        ativa={aba}
        aoMudar={(chave) =>
          lista.filtrar({
            aba: chave === "oportunidades" ? undefined : chave,
            dash_filter: undefined,
            status: undefined,
          })
        }
      >
        {aba === "oportunidades" && <Oportunidades lista={lista} />}
        {aba === "enviadas" && <Enviadas lista={lista} />}
        {aba === "emanalise" && <EmAnalise lista={lista} />}
      </Abas>
    </Cartao>
  );
}
