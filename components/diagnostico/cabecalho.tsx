"use client";
import type { ReactNode } from "react";
import { Cartao } from "@/components/ui/cartao";
import { TituloPagina } from "@/components/ui/titulo-pagina";
import { Fatos, type Fato } from "@/components/ui/fatos";
import { SemQuebra } from "@/components/ui/sem-quebra";
import { DadosDoPrestador } from "@/components/empresa";
import { capitalizeWords, formatDate, sentenceCase } from "@/lib/format";
import type { components } from "@/services/contrato.gen";
import { DiagnosticoStatus, Prazo } from "./situacao";
import { ArquivoDoDiagnostico } from "./arquivo";

type Diagnostico = Pick<
  components["schemas"]["DiagnosticoDetalhe"],
  | "id"
  | "nrodiagnostico"
  | "status"
  | "modelooferta"
  | "prestador"
  | "prazo"
  | "ematraso"
  | "dtainclusao"
  | "arquivo"
  | "objetivo"
>;

/**
 * A diagnostic's title card as every party reads it: number and state, the request (a link where the reader
 * has its page), service, provider (hidden from the provider itself), deadline, file and objective; `fatos`
 * adds what only this reader sees, before the objective, and `children` goes under the facts.
 */
export function CabecalhoDoDiagnostico({
  d,
  solicitacao,
  comPrestador = true,
  fatos = [],
  children,
}: {
  d: Diagnostico;
  solicitacao: ReactNode;
  comPrestador?: boolean;
  fatos?: (Fato | false)[];
  children?: ReactNode;
}) {
  return (
    <Cartao
      title={<TituloPagina>{`Diagnóstico ${d.nrodiagnostico}`}</TituloPagina>}
      extra={<DiagnosticoStatus status={d.status} />}
      style={{ marginTop: 12, marginBottom: 16 }}
    >
      <Fatos
        duasColunas
        fatos={[
          ["Solicitação", solicitacao],
          ["Serviço", capitalizeWords(d.modelooferta.titulo)],
          comPrestador && [
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
          ...fatos,
          ["Objetivo", sentenceCase(d.objetivo), "largo"],
        ]}
      />
      {children}
    </Cartao>
  );
}
