"use client";
import dayjs, { type Dayjs } from "dayjs";
import { Paragrafo } from "@/components/ui/texto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";
import { useNovaRodada } from "@/services/proposta";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { CampoData } from "@/components/ui/campo-data";

type Campos = { prazo: Dayjs; motivo?: string };

/** A new round of proposals with a later deadline; proposals being decided reopen for revision. */
export function ModalNovaRodada({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const novaRodada = useNovaRodada(s.id);
  const atual = s.dtaprazoenvioproposta ? dayjs(s.dtaprazoenvioproposta) : null;
  return (
    <AcaoModal<Campos>
      nome="novaRodada"
      titulo={`Nova rodada de propostas para ${s.nrosolicitacao}`}
      okText="Abrir nova rodada"
      pending={novaRodada.isPending}
      campoDoErro={(campo) => (campo === "dtaprazoenvioproposta" ? "prazo" : campo)}
      enviar={({ prazo, motivo }) =>
        novaRodada.mutateAsync({
          versao: s.versao,
          dtaprazoenvioproposta: prazo.format("YYYY-MM-DD"),
          motivo: motivo?.trim() ?? "",
        })
      }
    >
      <Paragrafo type="secondary">
        Os prestadores poderão enviar ou revisar propostas até o novo prazo.
      </Paragrafo>
      <CampoData
        name="prazo"
        label="Novo prazo para envio de propostas"
        obrigatorio="Informe o novo prazo."
        // After today and after the current deadline (the API checks both, in São Paulo days).
        desabilitar={(d) => !d.isAfter(dayjs(), "day") || (atual !== null && !d.isAfter(atual, "day"))}
      />
      <CampoTexto name="motivo" label="Motivo" rows={3} obrigatorio={false} />
    </AcaoModal>
  );
}
