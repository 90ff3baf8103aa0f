"use client";
import { Modal } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { type AvaliacaoDaSolicitacao, useAvaliar } from "@/services/avaliacao";
import { FormularioAvaliacao } from "./formulario-avaliacao";

/** "Evaluation page" (SPEC §2): the request's client answers the questionnaire. */
export function ModalAvaliar({ d }: { d: AvaliacaoDaSolicitacao }) {
  const [open, , close] = useModal("evaluationPage");
  const avaliar = useAvaliar(d.solicitacao.id);
  return (
    <Modal title="Avaliar o serviço" open={open} onCancel={close} footer={null} destroyOnHidden>
      <Paragrafo type="secondary">
        Conte como foi o serviço de {d.solicitacao.prestador ?? "consultoria"}. A avaliação é enviada uma vez
        e aparece no atestado final.
      </Paragrafo>
      <FormularioAvaliacao
        perguntas={d.questionario.perguntas}
        enviar={async (respostas) => {
          await avaliar.mutateAsync(respostas);
          notify("success");
          close();
        }}
      />
    </Modal>
  );
}
