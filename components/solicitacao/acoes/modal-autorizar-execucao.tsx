"use client";
import { type UploadFile } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { useAutorizarExecucao } from "@/services/contrato";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { textoDaAcao } from "@/lib/textos-de-acao";

/**
 * "Authorize request": with the service order attached, execution starts — the proposal is contracted,
 * the project created with its stages and instalments, and the reservation committed.
 */
export function ModalAutorizarExecucao({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const autorizar = useAutorizarExecucao(s.id);
  return (
    <AcaoModal<{ documento: UploadFile[] }>
      nome="authorizeRequest"
      titulo={`Autorizar a execução de ${s.nrosolicitacao}`}
      okText="Autorizar execução"
      pending={autorizar.isPending}
      texto={textoDaAcao("solicitacao.autorizar_execucao", s)}
      enviar={({ documento }) => autorizar.mutateAsync({ versao: s.versao, documento: arquivoDe(documento) })}
    >
      <Paragrafo type="secondary">
        O projeto é criado com as etapas e parcelas da proposta contratada e o valor reservado no centro de
        custo passa a ser compromisso do contrato.
      </Paragrafo>
      <CampoArquivo
        name="documento"
        label="Ordem de serviço ou documento de autorização"
        obrigatorio="Anexe a ordem de serviço."
        tipo="documento"
      />
    </AcaoModal>
  );
}
