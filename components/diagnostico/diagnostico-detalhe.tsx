"use client";
import { ProximoPassoDoDiagnostico } from "./proximo-passo";
import { Link } from "@/components/ui/link";
import { Cartao } from "@/components/ui/cartao";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Fatos } from "@/components/ui/fatos";
import { capitalizeWords, formatDate, sentenceCase } from "@/lib/format";
import { DIAGNOSTICO_FINAL } from "@/lib/regras/diagnostico";
import { useConsultorDiagnostico, useDiagnosticoConsultor } from "@/services/diagnostico";
import { QueryBlock } from "@/components/ui/query-block";
import { DadosDoPrestador, EmpresasLista } from "@/components/empresa";
import { CartaoDeHistorico } from "@/components/historico";
import { VinculoConsultor } from "@/components/usuario";
import { DiagnosticoStatus, Prazo } from "./situacao";
import { ArquivoDoDiagnostico } from "./arquivo";

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
            <ProximoPassoDoDiagnostico d={d} leitor="equipe" />
            <Cartao
              title={<TituloPagina>{`Diagnóstico ${d.nrodiagnostico}`}</TituloPagina>}
              extra={<DiagnosticoStatus status={d.status} />}
              style={{ marginTop: 12, marginBottom: 16 }}
            >
              <Fatos
                duasColunas
                fatos={[
                  [
                    "Solicitação",
                    <Link key="solicitacao" href={`/interno/solicitacoes/${d.solicitacao.id}`}>
                      {d.solicitacao.nrosolicitacao}
                    </Link>,
                  ],
                  ["Modelo de oferta", capitalizeWords(d.modelooferta.titulo)],
                  [
                    "Prestador",
                    <DadosDoPrestador key="prestador" prestador={d.prestador} modal="diagnosticianData" />,
                  ],
                  ["Prazo", <Prazo key="prazo" d={d} />],
                  ["Criado em", formatDate(d.dtainclusao)],
                  ["Arquivo do diagnóstico", <ArquivoDoDiagnostico key="arquivo" d={d} />],
                  !!d.comprovante && ["Comprovante", d.comprovante.nome],
                  ["Objetivo", sentenceCase(d.objetivo), "largo"],
                ]}
              />
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
            <CartaoDeHistorico de="diagnostico" eventos={d.historico} />
          </>
        )}
      </QueryBlock>
    </>
  );
}
