"use client";
import Link from "next/link";
import { Descriptions } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { capitalizeWords, formatDate, sentenceCase } from "@/lib/format";
import {
  DIAGNOSTICO_FINAL,
  useConsultorDiagnostico,
  useDiagnosticoConsultor,
  useStatusDiagnostico,
} from "@/services/diagnostico";
import { QueryBlock } from "@/components/ui/query-block";
import { EmpresasLista } from "@/components/empresa/lista";
import { HistoricoTimeline } from "@/components/historico/timeline";
import { VinculoConsultor } from "@/components/usuario/vinculo-consultor";
import { DiagnosticoStatus, Prazo } from "./situacao";
import { ArquivoDoDiagnostico } from "./arquivo";
import { DadosDoPrestador } from "@/components/empresa/dados-do-prestador";

/** One diagnostic as consultants see it, with linking oneself to it. */
export function DiagnosticoDetalhe({ id }: { id: number }) {
  const query = useDiagnosticoConsultor(id);
  const vinculo = useConsultorDiagnostico();
  return (
    <>
      <Link href="/interno/consultor/diagnosticos">← Diagnósticos</Link>
      <QueryBlock query={query} empty="">
        {(d) => (
          <>
            <Cartao
              title={`Diagnóstico ${d.nrodiagnostico}`}
              extra={<DiagnosticoStatus status={d.status} />}
              style={{ marginTop: 12, marginBottom: 16 }}
            >
              <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBottom: 16 }}>
                <Descriptions.Item label="Solicitação">
                  <Link href={`/interno/solicitacoes/${d.solicitacao.id}`}>
                    {d.solicitacao.nrosolicitacao}
                  </Link>
                </Descriptions.Item>
                <Descriptions.Item label="Modelo de oferta">
                  {capitalizeWords(d.modelooferta.titulo)}
                </Descriptions.Item>
                <Descriptions.Item label="Prestador">
                  <DadosDoPrestador prestador={d.prestador} modal="diagnosticianData" />
                </Descriptions.Item>
                <Descriptions.Item label="Prazo">
                  <Prazo d={d} />
                </Descriptions.Item>
                <Descriptions.Item label="Criado em">{formatDate(d.dtainclusao)}</Descriptions.Item>
                <Descriptions.Item label="Arquivo do diagnóstico">
                  <ArquivoDoDiagnostico d={d} />
                </Descriptions.Item>
                {d.comprovante && (
                  <Descriptions.Item label="Comprovante">{d.comprovante.nome}</Descriptions.Item>
                )}
                <Descriptions.Item label="Objetivo" span={2}>
                  {sentenceCase(d.objetivo)}
                </Descriptions.Item>
              </Descriptions>
              <VinculoConsultor
                consultor={d.consultor}
                fechado={
                  DIAGNOSTICO_FINAL.includes(d.status.codigo) ? "O diagnóstico está encerrado." : undefined
                }
                pending={vinculo.isPending}
                onChange={(consultor) => vinculo.mutateAsync({ diagnostico: d.id, consultor })}
              />
            </Cartao>
            <Cartao title="Empresas" style={{ marginBottom: 16 }}>
              <EmpresasLista empresas={d.empresas_detalhe} />
            </Cartao>
            <Cartao title="Histórico">
              <HistoricoTimeline eventos={d.historico} useDescricoes={useStatusDiagnostico} />
            </Cartao>
          </>
        )}
      </QueryBlock>
    </>
  );
}
