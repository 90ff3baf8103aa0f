"use client";
import type { ReactNode } from "react";
import { Form, Modal } from "antd";
import { MESSAGES, notify } from "@/lib/messages";
import { useModal, type ModalName } from "@/stores/modals";
import { useErroDoForm } from "@/components/ui/erros-api";
import type { NomeDoCampo } from "@/lib/erros-por-campo";
import type { TextoDeAcao } from "@/lib/textos-de-acao";

/**
 * The frame every action modal of the request detail shares: a labelled form, the server's message and
 * field errors on failure (a 409 included: the detail refetches meanwhile), success feedback, and the
 * typed text kept until the action succeeds. With `texto` (the action's entry of lib/textos-de-acao.ts) it asks
 * the action's question before sending, when the entry has one, and says what happened in its words.
 */
export function AcaoModal<F extends object>({
  nome,
  titulo,
  okText,
  pending,
  enviar,
  initialValues,
  texto,
  danger = false,
  campoDoErro,
  children,
}: {
  nome: ModalName;
  titulo: string;
  okText: string;
  pending: boolean;
  enviar: (values: F) => Promise<unknown>;
  initialValues?: Partial<F>;
  texto?: TextoDeAcao;
  danger?: boolean;
  /** The form field showing an API field error, when the body names it differently. */
  campoDoErro?: NomeDoCampo;
  children: ReactNode;
}) {
  const [open, , close] = useModal(nome);
  const [form] = Form.useForm<F>();
  const erro = useErroDoForm(form, campoDoErro);
  // The confirmation is drawn where the page is (its holder below), in the page's theme.
  const [dialogo, confirmacao] = Modal.useModal();

  async function executar(values: F) {
    erro.limpar();
    try {
      await enviar(values);
    } catch (e) {
      erro.mostrar(e);
      return;
    }
    notify("success", texto?.sucesso);
    close();
  }

  async function ok() {
    // Invalid fields already show their messages; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!texto?.pergunta) return executar(values);
    dialogo.confirm({
      title: texto.pergunta,
      content: texto.efeito ?? MESSAGES.confirm,
      okText: texto.ok ?? "Sim, continuar",
      cancelText: "Voltar",
      okButtonProps: { danger },
      onOk: () => executar(values),
    });
  }

  return (
    <>
      {confirmacao}
      <Modal
        title={titulo}
        open={open}
        onCancel={close}
        onOk={() => void ok()}
        okText={okText}
        cancelText="Fechar"
        okButtonProps={{ danger }}
        confirmLoading={pending}
        afterClose={erro.limpar}
        destroyOnHidden
        width={640}
      >
        {erro.alerta}
        {/* Cleared when the modal closes, so the next opening starts from the request as it is now. */}
        <Form<F>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          requiredMark="optional"
          clearOnDestroy
        >
          {children}
        </Form>
      </Modal>
    </>
  );
}
