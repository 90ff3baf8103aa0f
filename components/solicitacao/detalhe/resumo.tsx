"use client";
import { Link } from "@/components/ui/link";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Titulo } from "@/components/ui/texto";
import {
  capitalizeWords,
  formatBRL,
  formatDate,
  formatPercentExato,
  fullName,
  sentenceCase,
} from "@/lib/format";
import { DiagnosticoStatus } from "@/components/diagnostico";
import { EmpresasLista } from "@/components/empresa";
import { StatusTag } from "@/components/solicitacao/status-tag";
import { Fatos } from "@/components/ui/fatos";
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
      <Fatos
        duasColunas
        fatos={[
          [
            "Serviço",
            <>
              {capitalizeWords(s.modelooferta.titulo)}
              {s.modelooferta.servico.exige_diagnostico && (
                <Etiqueta style={{ marginLeft: 8 }}>Exige diagnóstico</Etiqueta>
              )}
            </>,
          ],
          [
            "Situação",
            <>
              {s.substatus.status.descricao} · <StatusTag substatus={s.substatus} />
            </>,
          ],
          ["Origem", TIPO_LABELS[s.tipo]],
          ["Enviada em", <SemQuebra key="data">{formatDate(s.dtainclusao)}</SemQuebra>],
          ["Valor de referência", <SemQuebra key="valor">{formatBRL(s.valor)}</SemQuebra>],
          ["Gestores responsáveis", s.gestores.map(fullName).join(", ") || "A definir"],
          ["Consultor", fullName(s.consultor) || "Nenhum vinculado"],
          ["Centro de custo", <CentroCusto key="cc" s={s} />],
          [
            "Parceiros",
            s.parceiros.length
              ? s.parceiros
                  .map((p) => `${capitalizeWords(p.razaosocial)} (${formatPercentExato(p.subsidio)})`)
                  .join(", ")
              : "Nenhum",
          ],
          liberada && [
            "Prazo para propostas",
            <SemQuebra key="prazo">{formatDate(s.dtaprazoenvioproposta)}</SemQuebra>,
          ],
          liberada && [
            "Prestadores",
            s.escolha_direta && s.prestador
              ? `Escolha direta: ${capitalizeWords(s.prestador.nomefantasia)}`
              : "Aberta aos prestadores credenciados",
          ],
          !!s.solicitacao_pai && [
            "Subsolicitação de",
            <Link key="pai" href={`/interno/solicitacoes/${s.solicitacao_pai.id}`}>
              {s.solicitacao_pai.nrosolicitacao}
            </Link>,
          ],
          ["Objetivo", sentenceCase(s.objetivo), "largo"],
          !!s.justificativa && ["Justificativa", sentenceCase(s.justificativa), "largo"],
        ]}
      />
      <Titulo level={5}>Empresas ({s.empresas_detalhe.length})</Titulo>
      <EmpresasLista empresas={s.empresas_detalhe} />
      {s.diagnosticos.length > 0 && (
        <>
          <Titulo level={5}>Diagnósticos</Titulo>
          <Lista
            size="small"
            dataSource={s.diagnosticos}
            renderItem={(d) => (
              <Lista.Item key={d.id} extra={<DiagnosticoStatus status={d.status} />}>
                <Lista.Item.Meta
                  title={d.nrodiagnostico}
                  description={`${capitalizeWords(d.prestador.nomefantasia)} · prazo ${formatDate(d.prazo)}`}
                />
              </Lista.Item>
            )}
          />
        </>
      )}
    </>
  );
}
