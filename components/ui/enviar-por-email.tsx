"use client";
import { useState } from "react";
import { Button, Form, Input } from "antd";
import { MailOutlined } from "@ant-design/icons";
import { Aviso } from "@/components/ui/aviso";
import { useErroDoForm } from "@/components/ui/erros-api";
import { formatDateTime } from "@/lib/format";

/** A link sent by e-mail: the new link (the one that works now), its expiry and the address. */
export type LinkEnviado = { url: string; expira: string; para: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A shared link sent to an address the user types: the server makes a new link and e-mails it, and the
 * dialog then shows that one (`aoEnviar`), so the link on screen is always the one that works.
 */
export function EnviarPorEmail({
  enviar,
  aoEnviar,
}: {
  enviar: (email: string) => Promise<LinkEnviado>;
  aoEnviar: (l: LinkEnviado) => void;
}) {
  const [form] = Form.useForm<{ email: string }>();
  const erro = useErroDoForm(form);
  const [enviando, setEnviando] = useState(false);
  const [enviado, setEnviado] = useState<LinkEnviado | null>(null);

  async function onFinish({ email }: { email: string }) {
    setEnviando(true);
    erro.limpar();
    try {
      const l = await enviar(email.trim());
      setEnviado(l);
      aoEnviar(l);
      form.resetFields();
    } catch (e) {
      erro.mostrar(e);
    } finally {
      setEnviando(false);
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false}>
      {erro.alerta}
      <Form.Item
        name="email"
        label="Enviar por e-mail para"
        extra="Um link novo é gerado e enviado; ele passa a ser o mostrado acima."
        rules={[
          { required: true, whitespace: true, message: "Informe o e-mail." },
          { pattern: EMAIL, message: "Informe um e-mail válido." },
        ]}
        style={{ marginBottom: 12 }}
      >
        <Input type="email" autoComplete="email" inputMode="email" placeholder="nome@empresa.com.br" />
      </Form.Item>
      <Button htmlType="submit" icon={<MailOutlined />} loading={enviando}>
        Enviar por e-mail
      </Button>
      {enviado && (
        <Aviso
          type="success"
          style={{ marginTop: 12 }}
          title={`Link enviado para ${enviado.para}.`}
          description={`Ele vale até ${formatDateTime(enviado.expira)}.`}
        />
      )}
    </Form>
  );
}
