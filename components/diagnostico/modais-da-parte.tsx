"use client";
import type { UploadFile } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";
import { CampoArquivo, arquivoDe } from "@/components/ui/campo-arquivo";
import {
  useCorrigirDiagnostico,
  useEnviarDiagnostico,
  useRejeitarDiagnostico,
  type DiagnosticoDetalhe,
} from "@/services/diagnostico";
import { textoDaAcao } from "@/lib/textos-de-acao";

type Props = { diagnostico: DiagnosticoDetalhe };

/** The provider sends the diagnostic's PDF (the first time or after a correction). */
export function ModalEnviar({ diagnostico: d }: Props) {
  const enviar = useEnviarDiagnostico(d.id);
  return (
    <AcaoModal<{ arquivo: UploadFile[] }>
      nome="enviarDiagnostico"
      titulo={`Enviar o diagnóstico ${d.nrodiagnostico}`}
      okText="Enviar"
      pending={enviar.isPending}
      enviar={({ arquivo }) => enviar.mutateAsync({ versao: d.versao, arquivo: arquivoDe(arquivo) })}
    >
      <Paragrafo type="secondary">O cliente receberá o arquivo para aprovar ou pedir correções.</Paragrafo>
      <CampoArquivo
        name="arquivo"
        label="Arquivo do diagnóstico"
        obrigatorio="Escolha o arquivo do diagnóstico."
      />
    </AcaoModal>
  );
}

/** The provider refuses the diagnostic; staff then choose another provider. */
export function ModalRecusar({ diagnostico: d }: Props) {
  const rejeitar = useRejeitarDiagnostico(d.id);
  return (
    <AcaoModal<{ motivo: string }>
      nome="recusarDiagnostico"
      titulo={`Recusar o diagnóstico ${d.nrodiagnostico}`}
      okText="Recusar"
      danger
      texto={textoDaAcao("diagnostico.recusar", d)}
      pending={rejeitar.isPending}
      enviar={({ motivo }) => rejeitar.mutateAsync({ versao: d.versao, motivo: motivo.trim() })}
    >
      <Paragrafo type="secondary">A equipe do programa verá o motivo e escolherá outro prestador.</Paragrafo>
      <CampoTexto name="motivo" label="Motivo" rows={4} />
    </AcaoModal>
  );
}

/** "Correção" (SPEC §2): the client returns the diagnostic saying what to fix. */
export function ModalCorrecao({ diagnostico: d }: Props) {
  const corrigir = useCorrigirDiagnostico(d.id);
  return (
    <AcaoModal<{ motivo: string }>
      nome="correction"
      titulo={`Pedir correção do diagnóstico ${d.nrodiagnostico}`}
      okText="Devolver para correção"
      pending={corrigir.isPending}
      enviar={({ motivo }) => corrigir.mutateAsync({ versao: d.versao, motivo: motivo.trim() })}
    >
      <Paragrafo type="secondary">O prestador verá este texto e enviará o diagnóstico corrigido.</Paragrafo>
      <CampoTexto name="motivo" label="O que corrigir" rows={5} />
    </AcaoModal>
  );
}
