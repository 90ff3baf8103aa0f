"use client";
import type { ComponentType } from "react";
import { Button, Flex, Popconfirm, Typography } from "antd";
import { apiErrorOf } from "@/lib/api-client";
import { MESSAGES, notify } from "@/lib/messages";
import { open, type ModalName } from "@/stores/modals";
import { useConsultorSolicitacao } from "@/services/solicitacao-interno-acoes";
import type { Acao, SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { ModalCancelar } from "@/components/solicitacao/acoes/modal-cancelar";
import { ModalConsultor } from "@/components/solicitacao/acoes/modal-consultor";
import { ModalObjetivo } from "@/components/solicitacao/acoes/modal-objetivo";
import { ModalCentroCusto } from "@/components/solicitacao/acoes/modal-centro-custo";
import { ModalDocumento } from "@/components/solicitacao/acoes/modal-documento";
import { ModalResponsaveis } from "@/components/solicitacao/acoes/modal-responsaveis";
import { ModalLiberar } from "@/components/solicitacao/acoes/modal-liberar";
import { ModalDevolver } from "@/components/solicitacao/acoes/modal-devolver";
import { ModalSubsolicitacao } from "@/components/solicitacao/acoes/modal-subsolicitacao";
import { ModalTransferirGestor } from "@/components/solicitacao/acoes/modal-transferir-gestor";

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
    Modal: ModalLiberar,
    tipo: "primary",
  },
  {
    acao: "devolver",
    rotulo: "Devolver ao cliente",
    modal: "requestAdjustment",
    Modal: ModalDevolver,
  },
  {
    acao: "alterar_centrocusto",
    rotulo: "Definir centro de custo",
    modal: "centroCusto",
    Modal: ModalCentroCusto,
  },
  {
    acao: "alterar_responsaveis",
    rotulo: "Gerenciar responsáveis",
    modal: "manageResponsible",
    Modal: ModalResponsaveis,
  },
  {
    acao: "alterar_responsaveis",
    rotulo: "Transferir gestor",
    modal: "transferManager",
    Modal: ModalTransferirGestor,
  },
  {
    acao: "alterar_consultor",
    rotulo: "Vincular consultor",
    modal: "consultantData",
    Modal: ModalConsultor,
  },
  { acao: "alterar_objetivo", rotulo: "Editar objetivo", modal: "correction", Modal: ModalObjetivo },
  { acao: "documento", rotulo: "Anexar documento", modal: "insertDocument", Modal: ModalDocumento },
  {
    acao: "subsolicitacao",
    rotulo: "Nova subsolicitação",
    modal: "subsolicitacao",
    Modal: ModalSubsolicitacao,
  },
  {
    acao: "cancelar",
    rotulo: "Cancelar solicitação",
    modal: "cancellation",
    Modal: ModalCancelar,
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
