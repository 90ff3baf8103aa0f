"use client";
import { Link } from "@/components/ui/link";
import { Aviso } from "@/components/ui/aviso";
import { Cartao } from "@/components/ui/cartao";
import { sentenceCase } from "@/lib/format";
import { apiErrorOf } from "@/lib/api-client";
import { DIAGNOSTICOS_PATH, MY_REQUESTS_PATH } from "@/lib/paths";
import { useDiagnosticoDaParte } from "@/services/diagnostico";
import { QueryBlock } from "@/components/ui/query-block";
import { NaoEncontrado } from "@/components/ui/nao-encontrado";
import { EmpresasLista } from "@/components/empresa";
import { CartaoDeHistorico } from "@/components/historico";
import { RespostasDeDimensionamento } from "@/components/questionario";
import { CabecalhoDoDiagnostico } from "./cabecalho";
import { AcoesDaParte } from "./acoes-da-parte";
import { ProximoPassoDoDiagnostico } from "./proximo-passo";
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
            <CabecalhoDoDiagnostico
              d={d}
              comPrestador={parte === "cliente"}
              solicitacao={
                parte === "cliente" ? (
                  <Link href={`${MY_REQUESTS_PATH}/${d.solicitacao.id}`}>{d.solicitacao.nrosolicitacao}</Link>
                ) : (
                  d.solicitacao.nrosolicitacao
                )
              }
            />
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
