"use client";
import { Button, Form } from "antd";
import { Aviso } from "@/components/ui/aviso";
import { Cartao } from "@/components/ui/cartao";
import { sentenceCase } from "@/lib/format";
import { notify } from "@/lib/messages";
import { CampoTexto } from "@/components/ui/campo-texto";
import { useResponderAjuste, type RespostaAjuste, type SolicitacaoDetalhe } from "@/services/solicitacao";
import { useErroDoForm } from "@/components/ui/erros-api";

/** A request staff sent back: what they asked, and the client's answer (with the objective, if it changes). */
export function RespostaAjusteCard({ solicitacao: s }: { solicitacao: SolicitacaoDetalhe }) {
  const [form] = Form.useForm<RespostaAjuste>();
  const responder = useResponderAjuste(s.id, s.versao);
  const erro = useErroDoForm(form);

  async function enviar({ resposta, objetivo }: RespostaAjuste) {
    erro.limpar();
    const novoObjetivo = objetivo?.trim();
    try {
      // Awaited rather than an onSuccess callback: the refetch after success unmounts this card, and a
      // callback of an unmounted mutate call never runs.
      await responder.mutateAsync({
        resposta: resposta.trim(),
        // Only a changed objective is sent; the field starts with the current one for editing.
        ...(novoObjetivo && novoObjetivo !== s.objetivo.trim() ? { objetivo: novoObjetivo } : {}),
      });
    } catch (e) {
      erro.mostrar(e);
      return;
    }
    notify("success");
  }

  return (
    <Cartao title="Ajuste solicitado pela equipe" style={{ marginTop: 12, marginBottom: 16 }}>
      <Aviso
        type="warning"
        style={{ marginBottom: 16 }}
        title="A equipe pediu ajustes antes de seguir com a sua solicitação."
        description={s.ajuste ? sentenceCase(s.ajuste) : undefined}
      />
      {erro.alerta}
      <Form<RespostaAjuste>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ objetivo: s.objetivo }}
        onFinish={enviar}
      >
        <CampoTexto name="resposta" label="Resposta" rows={4} />
        <CampoTexto
          name="objetivo"
          label="Objetivo"
          rows={4}
          obrigatorio={false}
          extra="Altere o objetivo se o ajuste pedir; caso contrário, deixe como está."
        />
        <Button type="primary" htmlType="submit" loading={responder.isPending}>
          Enviar resposta
        </Button>
      </Form>
    </Cartao>
  );
}
