"use client";
import { Cartao } from "@/components/ui/cartao";
import { BuscaDaLista, ListaPaginada } from "@/components/ui/lista-paginada";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { daUrl, useListaFiltrada } from "@/hooks/use-lista-filtrada";
import { formatBRL, formatDateTime } from "@/lib/format";
import { INTEGRACAO_PATH } from "@/lib/paths";
import {
  type PagamentoNaoPago,
  type RegistroIntegracao,
  usePagamentosIntegrados,
  usePagamentosNaoPagos,
} from "@/services/integracao";
import { NavegacaoIntegracao } from "./navegacao";
import { PROVISIONAMENTO_PATH } from "./provisionamentos";
import { Link } from "@/components/ui/link";

export const PAGAMENTOS_PATH = `${INTEGRACAO_PATH}/pagamentos`;
const ler = (url: URLSearchParams) => ({ search: daUrl.texto(url, "search") });
const valor = (r: RegistroIntegracao) => (typeof r.dados.valor === "number" ? formatBRL(r.dados.valor) : "—");

/** The payments the ERP holds, and the clients' payments still unpaid; one search for both. */
export function PagamentosIntegracao() {
  const lista = useListaFiltrada(ler);
  const integrados = usePagamentosIntegrados(lista.params);
  const naoPagos = usePagamentosNaoPagos(lista.params);
  return (
    <Cartao title={<TituloPagina>Pagamentos</TituloPagina>}>
      <NavegacaoIntegracao atual={PAGAMENTOS_PATH} />
      <BuscaDaLista
        aria-label="Buscar pelo número da solicitação"
        placeholder="Número da solicitação"
        {...lista.busca("search")}
        style={{ maxWidth: 280, marginBottom: 16 }}
      />
      <h2 className="titulo-secao">Integrados ao ERP</h2>
      <ListaPaginada<RegistroIntegracao>
        query={integrados}
        pagination={lista.pagination}
        erro="Não foi possível carregar os pagamentos integrados."
        total={(t) => `${t} pagamento(s) integrado(s)`}
        locale={{ emptyText: "Nenhum pagamento integrado." }}
        columns={[
          {
            title: "Solicitação",
            cartao: "titulo",
            render: (_, r) => (
              <Link href={`${PROVISIONAMENTO_PATH}/${r.id}`}>{r.nrosolicitacao ?? `#${r.objeto_id}`}</Link>
            ),
          },
          { title: "Forma", render: (_, r) => String(r.dados.forma ?? "—") },
          { title: "Valor", align: "right", cartao: "valor", render: (_, r) => valor(r) },
          {
            title: "Integrado em",
            cartao: "data",
            render: (_, r) => (r.dtaintegracao ? formatDateTime(r.dtaintegracao) : "—"),
          },
        ]}
      />
      <h2 className="titulo-secao" style={{ marginTop: 24 }}>
        Não pagos
      </h2>
      <ListaPaginada<PagamentoNaoPago>
        query={naoPagos}
        pagination={lista.pagination}
        erro="Não foi possível carregar os pagamentos não pagos."
        total={(t) => `${t} pagamento(s) não pago(s)`}
        locale={{ emptyText: "Nenhum pagamento em aberto." }}
        columns={[
          { title: "Solicitação", cartao: "titulo", render: (_, p) => p.nrosolicitacao },
          { title: "Forma", render: (_, p) => p.forma },
          { title: "Situação", cartao: "status", render: (_, p) => p.situacao },
          { title: "Valor", align: "right", cartao: "valor", render: (_, p) => formatBRL(p.valor) },
          { title: "Criado em", cartao: "data", render: (_, p) => formatDateTime(p.dtainclusao) },
        ]}
      />
    </Cartao>
  );
}
