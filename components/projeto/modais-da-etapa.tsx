"use client";
import type { UploadFile } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { CampoTexto } from "@/components/ui/campo-texto";
import { type ProjetoExternoDetalhe, useDevolverEntrega, useEntregarEtapa } from "@/services/projeto";

type Etapa = ProjetoExternoDetalhe["etapas"][number];

/**
 * "Send delivery" (SPEC §2): the provider sends the stage's deliverable. An internal demand's delivery
 * ("internal delivery submission") also says what was done.
 */
export function ModalEntrega({
  projeto,
  etapa,
  interna,
}: {
  projeto: number;
  etapa: Etapa | null;
  interna: boolean;
}) {
  const entregar = useEntregarEtapa(projeto);
  if (!etapa) return null;
  return (
    <AcaoModal<{ arquivo: UploadFile[]; descricao?: string }>
      nome={interna ? "internalDeliverySubmission" : "sendDelivery"}
      titulo={`Enviar entrega da etapa ${etapa.ordem}`}
      okText="Enviar entrega"
      pending={entregar.isPending}
      enviar={({ arquivo, descricao }) =>
        entregar.mutateAsync({
          etapa: etapa.id,
          versao: etapa.versao,
          arquivo: arquivoDe(arquivo),
          descricao: descricao?.trim(),
        })
      }
    >
      <Paragrafo type="secondary">
        {etapa.titulo}: {etapa.entregavel}. O cliente recebe a entrega para aprovar ou pedir ajustes.
      </Paragrafo>
      <CampoArquivo
        name="arquivo"
        label="Arquivo da entrega"
        obrigatorio="Anexe o arquivo da entrega."
        tipo="documento"
      />
      {interna && <CampoTexto name="descricao" label="O que foi entregue" rows={4} min={1} />}
    </AcaoModal>
  );
}

/** "Correction" (SPEC §2): the client returns a delivery saying what to fix. */
export function ModalDevolucao({ projeto, etapa }: { projeto: number; etapa: Etapa | null }) {
  const devolver = useDevolverEntrega(projeto);
  if (!etapa) return null;
  return (
    <AcaoModal<{ motivo: string }>
      nome="correction"
      titulo={`Pedir ajustes na etapa ${etapa.ordem}`}
      okText="Devolver para ajustes"
      pending={devolver.isPending}
      enviar={({ motivo }) =>
        devolver.mutateAsync({ etapa: etapa.id, versao: etapa.versao, motivo: motivo.trim() })
      }
    >
      <Paragrafo type="secondary">O prestador verá este texto e enviará a entrega de novo.</Paragrafo>
      <CampoTexto name="motivo" label="O que ajustar" rows={5} />
    </AcaoModal>
  );
}
