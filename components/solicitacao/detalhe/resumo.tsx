"use client";
import Link from "next/link";
import { Descriptions, List, Tag, Typography } from "antd";
import {
  capitalizeWords,
  formatBRL,
  formatDate,
  formatPercentExato,
  fullName,
  sentenceCase,
} from "@/lib/format";
import { DiagnosticoStatus } from "@/components/diagnostico/diagnosticos-consultor";
import { EmpresasLista } from "@/components/empresa/lista";
import { StatusTag } from "@/components/solicitacao/status-tag";
import { SemQuebra } from "@/components/ui/sem-quebra";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { TIPO_LABELS } from "../tipo";

function CentroCusto({ s }: { s: SolicitacaoInternaDetalhe }) {
  if (!s.centrocusto) return <>Não definido</>;
  const c = s.centrocusto;
  return (
    <>
      {c.codigo} — {capitalizeWords(c.descricao)} (ação {c.acao.codigo}, saldo{" "}
      <SemQuebra>{formatBRL(c.saldo)}</SemQuebra>)
      <br />
      {s.reserva ? (
        <>
          Reservado para esta solicitação: <SemQuebra>{formatBRL(s.reserva.valor)}</SemQuebra> em{" "}
          {s.reserva.centrocusto.codigo}
        </>
      ) : (
        "Nenhum valor reservado."
      )}
    </>
  );
}

/** Who the request is for, what it asks, and who is in charge of it. */
export function Resumo({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const liberada = s.dtaprazoenvioproposta !== null;
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Serviço">
          {capitalizeWords(s.modelooferta.titulo)}
          {s.modelooferta.servico.exige_diagnostico && <Tag style={{ marginLeft: 8 }}>Exige diagnóstico</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="Situação">
          {s.substatus.status.descricao} · <StatusTag substatus={s.substatus} />
        </Descriptions.Item>
        <Descriptions.Item label="Origem">{TIPO_LABELS[s.tipo]}</Descriptions.Item>
        <Descriptions.Item label="Enviada em">
          <SemQuebra>{formatDate(s.dtainclusao)}</SemQuebra>
        </Descriptions.Item>
        <Descriptions.Item label="Valor de referência">
          <SemQuebra>{formatBRL(s.valor)}</SemQuebra>
        </Descriptions.Item>
        <Descriptions.Item label="Gestores responsáveis">
          {s.gestores.map(fullName).join(", ") || "A definir"}
        </Descriptions.Item>
        <Descriptions.Item label="Consultor">{fullName(s.consultor) || "Nenhum vinculado"}</Descriptions.Item>
        <Descriptions.Item label="Centro de custo">
          <CentroCusto s={s} />
        </Descriptions.Item>
        <Descriptions.Item label="Parceiros">
          {s.parceiros.length
            ? s.parceiros
                .map((p) => `${capitalizeWords(p.razaosocial)} (${formatPercentExato(p.subsidio)})`)
                .join(", ")
            : "Nenhum"}
        </Descriptions.Item>
        {liberada && (
          <Descriptions.Item label="Prazo para propostas">
            <SemQuebra>{formatDate(s.dtaprazoenvioproposta)}</SemQuebra>
          </Descriptions.Item>
        )}
        {liberada && (
          <Descriptions.Item label="Prestadores">
            {s.escolha_direta && s.prestador
              ? `Escolha direta: ${capitalizeWords(s.prestador.nomefantasia)}`
              : "Aberta aos prestadores credenciados"}
          </Descriptions.Item>
        )}
        {s.solicitacao_pai && (
          <Descriptions.Item label="Subsolicitação de">
            <Link href={`/interno/solicitacoes/${s.solicitacao_pai.id}`}>
              {s.solicitacao_pai.nrosolicitacao}
            </Link>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Objetivo" span={{ xs: 1, md: 2 }}>
          {sentenceCase(s.objetivo)}
        </Descriptions.Item>
        {s.justificativa && (
          <Descriptions.Item label="Justificativa" span={{ xs: 1, md: 2 }}>
            {sentenceCase(s.justificativa)}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Title level={5}>Empresas ({s.empresas_detalhe.length})</Typography.Title>
      <EmpresasLista empresas={s.empresas_detalhe} />
      {s.diagnosticos.length > 0 && (
        <>
          <Typography.Title level={5}>Diagnósticos</Typography.Title>
          <List
            size="small"
            dataSource={s.diagnosticos}
            renderItem={(d) => (
              <List.Item key={d.id} extra={<DiagnosticoStatus status={d.status} />}>
                <List.Item.Meta
                  title={d.nrodiagnostico}
                  description={`${capitalizeWords(d.prestador.nomefantasia)} · prazo ${formatDate(d.prazo)}`}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </>
  );
}
