"use client";
import { Modal } from "antd";
import { useModal } from "@/stores/modals";
import { useCotacao, type PropostaDetalhe } from "@/services/proposta";
import { QueryBlock } from "@/components/ui/query-block";
import { FormularioProposta } from "./formulario";

/**
 * "Editar proposta" (SPEC §2): the provider's one proposal form again, over the request's offer stages, to
 * go on with a draft, revise a sent proposal while the round is open, or answer a negotiation. The request
 * is read only while the modal is open.
 */
export function EditarProposta({ proposta: p }: { proposta: PropostaDetalhe }) {
  const [open, , close] = useModal("editProposal");
  const cotacao = useCotacao(p.solicitacao.id, { enabled: open });
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={900}
      title={`Editar a proposta para a solicitação ${p.solicitacao.nrosolicitacao}`}
      destroyOnHidden
    >
      <QueryBlock query={cotacao} empty="" erro="Não foi possível carregar a solicitação desta proposta.">
        {(c) => <FormularioProposta cotacao={c} atual={p} aoSalvar={close} />}
      </QueryBlock>
    </Modal>
  );
}
