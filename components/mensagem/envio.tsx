"use client";
import { Button, Form, Input } from "antd";
import { SendOutlined } from "@ant-design/icons";
import { CampoArquivo, arquivoOpcional } from "@/components/ui/campo-arquivo";
import { useErroDoForm } from "@/components/ui/erros-api";
import { MENSAGEM } from "@/lib/regras/mensagem";
import { useEnviarMensagem, type Conversa } from "@/services/mensagem";
import type { UploadFile } from "antd";

type Campos = { texto: string; arquivo?: UploadFile[] };

/**
 * Writes a message: Enter sends, Shift+Enter breaks the line. When sending fails the text and the
 * attachment stay, with the server's reason on the field (or above the form).
 */
export function EnvioMensagem({ conversa }: { conversa: Conversa }) {
  const [form] = Form.useForm<Campos>();
  const erro = useErroDoForm(form, undefined, { fechavel: true });
  const enviar = useEnviarMensagem(conversa);

  const onFinish = (v: Campos) => {
    erro.limpar();
    enviar.mutate(
      { texto: v.texto, arquivo: arquivoOpcional(v.arquivo) },
      { onSuccess: () => form.resetFields(), onError: (e) => void erro.mostrar(e) },
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} disabled={enviar.isPending} requiredMark={false}>
      {erro.alerta}
      <Form.Item
        name="texto"
        label="Nova mensagem"
        rules={[
          { required: true, whitespace: true, message: "Escreva a mensagem." },
          { max: MENSAGEM.max, message: `Escreva no máximo ${MENSAGEM.max} caracteres.` },
        ]}
        extra="Enter envia; Shift+Enter quebra a linha."
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={MENSAGEM.max}
          onKeyDown={(e) => {
            if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            form.submit();
          }}
        />
      </Form.Item>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "flex-start" }}>
        <div style={{ flex: "1 1 200px", minWidth: 0 }}>
          <CampoArquivo name="arquivo" label="Anexo (opcional)" tipo="documento" />
        </div>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={enviar.isPending}>
          Enviar
        </Button>
      </div>
    </Form>
  );
}
