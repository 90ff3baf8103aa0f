"use client";
import { Link } from "@/components/ui/link";
import { Aviso } from "@/components/ui/aviso";
import { Cartao } from "@/components/ui/cartao";
import { Fatos } from "@/components/ui/fatos";
import { capitalizeWords, formatDate, sentenceCase } from "@/lib/format";
import { apiErrorOf } from "@/lib/api-client";
import { DIAGNOSTICOS_PATH, MY_REQUESTS_PATH } from "@/lib/paths";
import { useDiagnosticoDaParte } from "@/services/diagnostico";
import { QueryBlock } from "@/components/ui/query-block";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import { SemQuebra } from "@/components/ui/sem-quebra";
import { DadosDoPrestador, EmpresasLista } from "@/components/empresa";
import { CartaoDeHistorico } from "@/components/historico";
import { RespostasDeDimensionamento } from "@/components/questionario";
import { DiagnosticoStatus, Prazo } from "./situacao";
import { AcoesDaParte } from "./acoes-da-parte";
import { ProximoPassoDoDiagnostico } from "./proximo-passo";
import { ArquivoDoDiagnostico } from "./arquivo";
import type { Parte } from "./diagnosticos-da-parte";

/**
 * One diagnostic as its party sees it: first what is asked of them now with the buttons of the actions the
 * workflow allows (and what the client asked to fix), then the request it serves, the deadline, the file and
 * the history they may read.
 */
export function DiagnosticoDaParte({ id, parte }: { id: number; parte: Parte }) {
  const query = useDiagnosticoDaParte(id);
  if (query.isError && apiErrorOf(query.error).status === 404)
    return (
      <NaoEncontrado
        titulo="Diagnóstico não encontrado"
        subtitulo="Ele não existe ou não está entre os que você pode ver."
        voltar={DIAGNOSTICOS_PATH[parte]}
        rotulo="Ver diagnósticos"
      />
    );
  return (
    <>
      <Link href={DIAGNOSTICOS_PATH[parte]}>← Diagnósticos</Link>
      <QueryBlock query={query} empty="">
        {(d) => (
          <>
            <ProximoPassoDoDiagnostico
              d={d}
              leitor={parte}
              acao={<AcoesDaParte diagnostico={d} />}
              // What to fix, in the banner with the button that sends the correction.
              motivo={
                d.correcao && (
                  <Aviso
                    type="warning"
                    title="O cliente pediu correções"
                    description={sentenceCase(d.correcao)}
                  />
                )
              }
            />
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
                    parte === "cliente" ? (
                      <Link key="solicitacao" href={`${MY_REQUESTS_PATH}/${d.solicitacao.id}`}>
                        {d.solicitacao.nrosolicitacao}
                      </Link>
                    ) : (
                      d.solicitacao.nrosolicitacao
                    ),
                  ],
                  ["Serviço", capitalizeWords(d.modelooferta.titulo)],
                  parte === "cliente" && [
                    "Prestador",
                    <DadosDoPrestador key="prestador" prestador={d.prestador} modal="diagnosticianData" />,
                  ],
                  [
                    "Prazo",
                    <SemQuebra key="prazo">
                      <Prazo d={d} />
                    </SemQuebra>,
                  ],
                  ["Criado em", formatDate(d.dtainclusao)],
                  ["Arquivo do diagnóstico", <ArquivoDoDiagnostico key="arquivo" d={d} />],
                  ["Objetivo", sentenceCase(d.objetivo), "largo"],
                ]}
              />
            </Cartao>
            {parte === "prestador" && <RespostasDeDimensionamento respostas={d.respostas} />}
            <Cartao title="Empresas atendidas" style={{ marginBottom: 16 }}>
              <EmpresasLista empresas={d.empresas_detalhe} />
            </Cartao>
            <CartaoDeHistorico de="diagnostico" eventos={d.historico} />
          </>
        )}
      </QueryBlock>
    </>
  );
}
