"use client";
import type { ComponentType } from "react";
import { Button, Flex, Popconfirm, Typography } from "antd";
import { apiErrorOf } from "@/lib/api-client";
import { MESSAGES, notify } from "@/lib/messages";
import { open, type ModalName } from "@/stores/modals";
import { useConsultorSolicitacao } from "@/services/solicitacao-interno-acoes";
import type { Acao, SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { CancellationModal } from "@/components/modals/cancellation-modal";
import { ConsultantModal } from "@/components/modals/consultant-modal";
import { CorrectionModal } from "@/components/modals/correction-modal";
import { CostCentreModal } from "@/components/modals/cost-centre-modal";
import { InsertDocumentModal } from "@/components/modals/insert-document-modal";
import { ManageResponsibleModal } from "@/components/modals/manage-responsible-modal";
import { ReleaseModal } from "@/components/modals/release-modal";
import { RequestAdjustmentModal } from "@/components/modals/request-adjustment-modal";
import { SubsolicitationModal } from "@/components/modals/subsolicitation-modal";
import { TransferManagerModal } from "@/components/modals/transfer-manager-modal";

type Botao = {
  acao: Acao;
  rotulo: string;
  modal: ModalName;
  Modal: ComponentType<{ solicitacao: SolicitacaoInternaDetalhe }>;
  tipo?: "primary";
  danger?: boolean;
};

// In the order staff usually work a request: release it, or send it back, then the side tasks.
const BOTOES: Botao[] = [
  {
    acao: "liberar",
    rotulo: "Liberar para prestadores",
    modal: "providers",
    Modal: ReleaseModal,
    tipo: "primary",
  },
  {
    acao: "devolver",
    rotulo: "Devolver ao cliente",
    modal: "requestAdjustment",
    Modal: RequestAdjustmentModal,
  },
  {
    acao: "alterar_centrocusto",
    rotulo: "Definir centro de custo",
    modal: "generic1",
    Modal: CostCentreModal,
  },
  {
    acao: "alterar_responsaveis",
    rotulo: "Gerenciar responsáveis",
    modal: "manageResponsible",
    Modal: ManageResponsibleModal,
  },
  {
    acao: "alterar_responsaveis",
    rotulo: "Transferir gestor",
    modal: "transferManager",
    Modal: TransferManagerModal,
  },
  {
    acao: "alterar_consultor",
    rotulo: "Vincular consultor",
    modal: "consultantData",
    Modal: ConsultantModal,
  },
  { acao: "alterar_objetivo", rotulo: "Editar objetivo", modal: "correction", Modal: CorrectionModal },
  { acao: "documento", rotulo: "Anexar documento", modal: "insertDocument", Modal: InsertDocumentModal },
  { acao: "subsolicitacao", rotulo: "Nova subsolicitação", modal: "generic2", Modal: SubsolicitationModal },
  {
    acao: "cancelar",
    rotulo: "Cancelar solicitação",
    modal: "cancellation",
    Modal: CancellationModal,
    danger: true,
  },
];

function DesvincularConsultor({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const remover = useConsultorSolicitacao();
  return (
    <Popconfirm
      title={MESSAGES.confirm}
      okText="Desvincular"
      cancelText="Voltar"
      onConfirm={() =>
        remover.mutateAsync({ solicitacao: s.id, consultor: null, versao: s.versao }).then(
          () => notify("success"),
          (e: unknown) => notify("error", apiErrorOf(e).detail),
        )
      }
    >
      <Button loading={remover.isPending}>Desvincular consultor</Button>
    </Popconfirm>
  );
}

/** Buttons for the actions the server says this user may take now, and the modals behind them. */
export function Acoes({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const pode = (acao: Acao) => s.acoes.includes(acao);
  return (
    <>
      {s.acoes.length === 0 && (
        <Typography.Text type="secondary">Nenhuma ação disponível para você nesta etapa.</Typography.Text>
      )}
      <Flex wrap gap={8} role="group" aria-label="Ações da solicitação">
        {BOTOES.filter((b) => pode(b.acao)).map((b) => (
          <Button key={b.modal} type={b.tipo} danger={b.danger} onClick={() => open(b.modal)}>
            {b.rotulo}
          </Button>
        ))}
        {pode("remover_consultor") && <DesvincularConsultor solicitacao={s} />}
      </Flex>
      {/* Every modal stays mounted: after a 409 the refetched detail may drop its action, and the
          open modal must keep the server's message and the typed text. */}
      {BOTOES.map(({ modal, Modal }) => (
        <Modal key={modal} solicitacao={s} />
      ))}
    </>
  );
}
