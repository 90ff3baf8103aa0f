"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Space } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { Esqueleto } from "@/components/ui/esqueleto";
import { LoadError } from "@/components/ui/load-error";
import { Tabela } from "@/components/ui/tabela";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { formatDateTime } from "@/lib/format";
import { TIPO_VISTO } from "@/lib/regras/integracao";
import type { HistoricoIntegracao } from "@/services/integracao";
import { NavegacaoIntegracao } from "./navegacao";
import { SituacaoTag } from "./situacao";

type Tentativa = HistoricoIntegracao["tentativas"][number];

const resultado = (t: Tentativa) =>
  t.ok === null ? "Sem resposta registrada (interrompida)" : t.ok ? "Aceita" : "Recusada";

/**
 * A record the metrics system or the ERP is owed: what it is, its state and last error, the actions on it,
 * and every attempt at delivering it (when, the key it carried, the answer or the error).
 */
export function HistoricoDoRegistro({
  query,
  voltar,
  acoes,
}: {
  query: UseQueryResult<HistoricoIntegracao>;
  voltar: string;
  acoes: (r: HistoricoIntegracao["registro"]) => ReactNode;
}) {
  const r = query.data?.registro;
  return (
    <Cartao title={<TituloPagina>Histórico de integração</TituloPagina>}>
      <NavegacaoIntegracao atual={voltar} />
      {query.isError && (
        <LoadError title="Não foi possível carregar o histórico." error={query.error} retry={query.refetch} />
      )}
      {query.isPending && <Esqueleto linhas={6} />}
      {r && (
        <>
          <dl
            style={{
              display: "grid",
              gridTemplateColumns: "max-content 1fr",
              gap: "4px 16px",
              margin: "0 0 16px",
            }}
          >
            <dt>Tipo</dt>
            <dd>{TIPO_VISTO[r.tipo] ?? r.tipo}</dd>
            <dt>Solicitação</dt>
            <dd>{r.nrosolicitacao ?? "—"}</dd>
            <dt>Descrição</dt>
            <dd>{r.descricao}</dd>
            <dt>Situação</dt>
            <dd>
              <SituacaoTag situacao={r.situacao} />
              {r.operacao === "remover" && " (remoção)"}
            </dd>
            <dt>Tentativas</dt>
            <dd>{r.tentativas}</dd>
            {r.erro && (
              <>
                <dt>Último erro</dt>
                <dd data-testid="ultimo-erro">{r.erro}</dd>
              </>
            )}
            {r.proxima_tentativa && (
              <>
                <dt>Próxima tentativa</dt>
                <dd>{formatDateTime(r.proxima_tentativa)}</dd>
              </>
            )}
            <dt>Integrado em</dt>
            <dd>{r.dtaintegracao ? formatDateTime(r.dtaintegracao) : "—"}</dd>
          </dl>
          <Space wrap style={{ marginBottom: 16 }}>
            {acoes(r)}
          </Space>
          <h2 className="titulo-secao">Tentativas de entrega</h2>
          <Tabela<Tentativa>
            rowKey="id"
            dataSource={query.data?.tentativas ?? []}
            pagination={false}
            locale={{ emptyText: "Nenhuma tentativa ainda." }}
            columns={[
              {
                title: "Início",
                cartao: "titulo",
                semQuebra: true,
                render: (_, t) => formatDateTime(t.inicio),
              },
              { title: "Operação", render: (_, t) => (t.operacao === "remover" ? "Remoção" : "Envio") },
              { title: "Resultado", cartao: "status", render: (_, t) => resultado(t) },
              { title: "HTTP", align: "right", render: (_, t) => t.status_http ?? "—" },
              {
                title: "Resposta ou erro",
                render: (_, t) =>
                  t.erro ?? (t.resposta == null ? "—" : <code>{JSON.stringify(t.resposta)}</code>),
              },
              {
                title: "Chave de idempotência",
                responsive: ["lg"],
                render: (_, t) => <code>{t.chave}</code>,
              },
            ]}
          />
        </>
      )}
    </Cartao>
  );
}
