"use client";
import { Paragrafo } from "@/components/ui/texto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";
import { useDevolver } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";

/** "Solicitar ajuste" (SPEC §2): sends the request back to the client with what must change. */
export function ModalDevolver({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const devolver = useDevolver(s.id);
  return (
    <AcaoModal<{ motivo: string }>
      nome="requestAdjustment"
      titulo={`Devolver a solicitação ${s.nrosolicitacao} ao cliente`}
      okText="Devolver"
      pending={devolver.isPending}
      enviar={({ motivo }) => devolver.mutateAsync({ versao: s.versao, motivo: motivo.trim() })}
    >
      <Paragrafo type="secondary">
        O cliente verá este texto e poderá responder e ajustar o objetivo; a solicitação volta para análise
        quando ele responder.
      </Paragrafo>
      <CampoTexto name="motivo" label="Motivo" rows={5} />
    </AcaoModal>
  );
}
