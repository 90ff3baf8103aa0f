"use client";
import type { ComponentType } from "react";
import dynamic from "next/dynamic";
import { Texto } from "@/components/ui/texto";
import { MenuDeAcoes, type ItemDoMenu } from "@/components/ui/menu-de-acoes";
import { classes } from "@/components/ui/classes";
import { useConfirmacao } from "@/components/ui/confirmacao";
import { open, type ModalName } from "@/stores/modals";
import { useConsultorSolicitacao } from "@/services/solicitacao-interno-acoes";
import type { Acao, SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { AoAbrir } from "@/components/ui/ao-abrir";
import { comAntd } from "@/components/tema";

type PropsDoModal = { solicitacao: SolicitacaoInternaDetalhe };

/** A modal's code in a chunk of its own, fetched with antd when it first opens (AoAbrir). */
const aoAbrir = (carregar: () => Promise<ComponentType<PropsDoModal>>) =>
  dynamic(() => comAntd(carregar()), { ssr: false });

type Botao = {
  acao: Acao;
  rotulo: string;
  modal: ModalName;
  Modal: ComponentType<PropsDoModal>;
  tipo?: "primary";
  perigo?: boolean;
  /** Shown as a button; the others wait in the "Mais ações" menu, so a phone sees the request first. */
  principal?: true;
};

// In the order staff usually work a request: release it, or send it back, then the side tasks.
const BOTOES: Botao[] = [
  {
    acao: "liberar",
    rotulo: "Liberar para prestadores",
    modal: "providers",
    Modal: aoAbrir(() => import("./modal-liberar").then((m) => m.ModalLiberar)),
    tipo: "primary",
    principal: true,
  },
  {
    acao: "enviar_contratos",
    rotulo: "Enviar contratos",
    modal: "managerApproval",
    Modal: aoAbrir(() => import("./modal-enviar-contratos").then((m) => m.ModalEnviarContratos)),
    tipo: "primary",
    principal: true,
  },
  {
    acao: "autorizar_execucao",
    rotulo: "Autorizar execução",
    modal: "authorizeRequest",
    Modal: aoAbrir(() => import("./modal-autorizar-execucao").then((m) => m.ModalAutorizarExecucao)),
    tipo: "primary",
    principal: true,
  },
  {
    acao: "finalizar",
    rotulo: "Finalizar solicitação",
    modal: "finalizar",
    Modal: aoAbrir(() => import("./modal-finalizar").then((m) => m.ModalFinalizar)),
    tipo: "primary",
    principal: true,
  },
  {
    acao: "voltar_negociacao",
    rotulo: "Devolver para negociação",
    modal: "voltarNegociacao",
    Modal: aoAbrir(() => import("./modal-voltar-negociacao").then((m) => m.ModalVoltarNegociacao)),
    principal: true,
  },
  {
    acao: "nova_rodada",
    rotulo: "Nova rodada",
    modal: "novaRodada",
    Modal: aoAbrir(() => import("./modal-nova-rodada").then((m) => m.ModalNovaRodada)),
    principal: true,
  },
  {
    acao: "devolver",
    rotulo: "Devolver ao cliente",
    modal: "requestAdjustment",
    Modal: aoAbrir(() => import("./modal-devolver").then((m) => m.ModalDevolver)),
    principal: true,
  },
  {
    acao: "alterar_centrocusto",
    rotulo: "Definir centro de custo",
    modal: "centroCusto",
    Modal: aoAbrir(() => import("./modal-centro-custo").then((m) => m.ModalCentroCusto)),
  },
  {
    acao: "alterar_parceiros",
    rotulo: "Definir parceiros",
    modal: "parceiros",
    Modal: aoAbrir(() => import("./modal-parceiros").then((m) => m.ModalParceiros)),
  },
  {
    acao: "alterar_responsaveis",
    rotulo: "Gerenciar responsáveis",
    modal: "manageResponsible",
    Modal: aoAbrir(() => import("./modal-responsaveis").then((m) => m.ModalResponsaveis)),
  },
  {
    acao: "alterar_responsaveis",
    rotulo: "Transferir gestor",
    modal: "transferManager",
    Modal: aoAbrir(() => import("./modal-transferir-gestor").then((m) => m.ModalTransferirGestor)),
  },
  {
    acao: "alterar_consultor",
    rotulo: "Vincular consultor",
    modal: "consultantData",
    Modal: aoAbrir(() => import("./modal-consultor").then((m) => m.ModalConsultor)),
  },
  {
    acao: "alterar_objetivo",
    rotulo: "Editar objetivo",
    modal: "correction",
    Modal: aoAbrir(() => import("./modal-objetivo").then((m) => m.ModalObjetivo)),
  },
  {
    acao: "documento",
    rotulo: "Anexar documento",
    modal: "insertDocument",
    Modal: aoAbrir(() => import("./modal-documento").then((m) => m.ModalDocumento)),
  },
  {
    acao: "subsolicitacao",
    rotulo: "Nova subsolicitação",
    modal: "subsolicitacao",
    Modal: aoAbrir(() => import("./modal-subsolicitacao").then((m) => m.ModalSubsolicitacao)),
  },
  {
    acao: "cancelar",
    rotulo: "Cancelar solicitação",
    modal: "cancellation",
    Modal: aoAbrir(() => import("./modal-cancelar").then((m) => m.ModalCancelar)),
    perigo: true,
  },
];

/**
 * The main actions as buttons, the rest (and unlinking the consultant) in a "Mais ações" menu: plain HTML, so the
 * detail does not load antd's buttons, menus and dialogs as it opens (issue 10); a modal's code comes when it opens.
 */
export function Acoes({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const remover = useConsultorSolicitacao();
  const [confirmar, confirmacao] = useConfirmacao();
  const pode = (acao: Acao) => s.acoes.includes(acao);
  const disponiveis = BOTOES.filter((b) => pode(b.acao));
  const desvincular = () =>
    confirmar({
      titulo: "Desvincular o consultor?",
      ok: "Desvincular",
      executar: () => remover.mutateAsync({ solicitacao: s.id, consultor: null, versao: s.versao }),
    });
  const menu: ItemDoMenu[] = [
    ...disponiveis
      .filter((b) => !b.principal)
      .map((b) => ({ chave: b.modal, rotulo: b.rotulo, perigo: b.perigo, onClick: () => open(b.modal) })),
    ...(pode("remover_consultor")
      ? [{ chave: "desvincular", rotulo: "Desvincular consultor", onClick: desvincular }]
      : []),
  ];
  return (
    <>
      {confirmacao}
      {s.acoes.length === 0 && <Texto type="secondary">Nenhuma ação disponível para você nesta etapa.</Texto>}
      <div className="fileira" role="group" aria-label="Ações da solicitação">
        {disponiveis
          .filter((b) => b.principal)
          .map((b) => (
            <button
              key={b.modal}
              type="button"
              className={classes("botao", b.tipo === "primary" && "botao-principal")}
              onClick={() => open(b.modal)}
            >
              {b.rotulo}
            </button>
          ))}
        {menu.length > 0 && <MenuDeAcoes rotulo="Mais ações" itens={menu} carregando={remover.isPending} />}
      </div>
      {/* A modal, once opened, stays mounted: after a 409 the refetched detail may drop its action, and
          the open modal must keep the server's message and the typed text. */}
      {BOTOES.map(({ modal, Modal }) => (
        <AoAbrir key={modal} nome={modal}>
          <Modal solicitacao={s} />
        </AoAbrir>
      ))}
    </>
  );
}
