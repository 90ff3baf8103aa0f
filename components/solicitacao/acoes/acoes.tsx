"use client";
import type { ComponentType } from "react";
import { App, Button, Dropdown, Flex, Typography, type MenuProps } from "antd";
import { DownOutlined } from "@ant-design/icons";
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
import { ModalParceiros } from "@/components/solicitacao/acoes/modal-parceiros";
import { ModalLiberar } from "@/components/solicitacao/acoes/modal-liberar";
import { ModalDevolver } from "@/components/solicitacao/acoes/modal-devolver";
import { ModalSubsolicitacao } from "@/components/solicitacao/acoes/modal-subsolicitacao";
import { ModalTransferirGestor } from "@/components/solicitacao/acoes/modal-transferir-gestor";
import { ModalNovaRodada } from "@/components/solicitacao/acoes/modal-nova-rodada";
import { ModalEnviarContratos } from "@/components/solicitacao/acoes/modal-enviar-contratos";
import { ModalVoltarNegociacao } from "@/components/solicitacao/acoes/modal-voltar-negociacao";
import { ModalAutorizarExecucao } from "@/components/solicitacao/acoes/modal-autorizar-execucao";
import { ModalFinalizar } from "@/components/solicitacao/acoes/modal-finalizar";

type Botao = {
  acao: Acao;
  rotulo: string;
  modal: ModalName;
  Modal: ComponentType<{ solicitacao: SolicitacaoInternaDetalhe }>;
  tipo?: "primary";
  danger?: boolean;
  /** Shown as a button; the others wait in the "Mais ações" menu, so a phone sees the request first. */
  principal?: true;
};

// In the order staff usually work a request: release it, or send it back, then the side tasks.
const BOTOES: Botao[] = [
  {
    acao: "liberar",
    rotulo: "Liberar para prestadores",
    modal: "providers",
    Modal: ModalLiberar,
    tipo: "primary",
    principal: true,
  },
  {
    acao: "enviar_contratos",
    rotulo: "Enviar contratos",
    modal: "managerApproval",
    Modal: ModalEnviarContratos,
    tipo: "primary",
    principal: true,
  },
  {
    acao: "autorizar_execucao",
    rotulo: "Autorizar execução",
    modal: "authorizeRequest",
    Modal: ModalAutorizarExecucao,
    tipo: "primary",
    principal: true,
  },
  {
    acao: "finalizar",
    rotulo: "Finalizar solicitação",
    modal: "finalizar",
    Modal: ModalFinalizar,
    tipo: "primary",
    principal: true,
  },
  {
    acao: "voltar_negociacao",
    rotulo: "Devolver para negociação",
    modal: "voltarNegociacao",
    Modal: ModalVoltarNegociacao,
    principal: true,
  },
  {
    acao: "nova_rodada",
    rotulo: "Nova rodada",
    modal: "novaRodada",
    Modal: ModalNovaRodada,
    principal: true,
  },
  {
    acao: "devolver",
    rotulo: "Devolver ao cliente",
    modal: "requestAdjustment",
    Modal: ModalDevolver,
    principal: true,
  },
  {
    acao: "alterar_centrocusto",
    rotulo: "Definir centro de custo",
    modal: "centroCusto",
    Modal: ModalCentroCusto,
  },
  {
    acao: "alterar_parceiros",
    rotulo: "Definir parceiros",
    modal: "parceiros",
    Modal: ModalParceiros,
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

/** The main actions as buttons, the rest (and unlinking the consultant) in a "Mais ações" menu. */
export function Acoes({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const { modal } = App.useApp();
  const remover = useConsultorSolicitacao();
  const pode = (acao: Acao) => s.acoes.includes(acao);
  const disponiveis = BOTOES.filter((b) => pode(b.acao));
  const desvincular = () =>
    modal.confirm({
      title: "Desvincular o consultor?",
      content: MESSAGES.confirm,
      okText: "Desvincular",
      cancelText: "Voltar",
      onOk: () =>
        remover.mutateAsync({ solicitacao: s.id, consultor: null, versao: s.versao }).then(
          () => notify("success"),
          (e: unknown) => notify("error", apiErrorOf(e).detail),
        ),
    });
  const menu: MenuProps["items"] = [
    ...disponiveis
      .filter((b) => !b.principal)
      .map((b) => ({ key: b.modal, label: b.rotulo, danger: b.danger, onClick: () => open(b.modal) })),
    ...(pode("remover_consultor")
      ? [{ key: "desvincular", label: "Desvincular consultor", onClick: desvincular }]
      : []),
  ];
  return (
    <>
      {s.acoes.length === 0 && (
        <Typography.Text type="secondary">Nenhuma ação disponível para você nesta etapa.</Typography.Text>
      )}
      <Flex wrap gap={8} role="group" aria-label="Ações da solicitação">
        {disponiveis
          .filter((b) => b.principal)
          .map((b) => (
            <Button key={b.modal} type={b.tipo} danger={b.danger} onClick={() => open(b.modal)}>
              {b.rotulo}
            </Button>
          ))}
        {menu.length > 0 && (
          <Dropdown menu={{ items: menu }} trigger={["click"]}>
            <Button icon={<DownOutlined />} iconPlacement="end" loading={remover.isPending}>
              Mais ações
            </Button>
          </Dropdown>
        )}
      </Flex>
      {/* Every modal stays mounted: after a 409 the refetched detail may drop its action, and the
          open modal must keep the server's message and the typed text. */}
      {BOTOES.map(({ modal, Modal }) => (
        <Modal key={modal} solicitacao={s} />
      ))}
    </>
  );
}
