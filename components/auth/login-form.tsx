"use client";
import { useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { getSession, signIn } from "next-auth/react";
import { Alert, Button, Card, Form, Input, Typography } from "antd";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { LOGIN_MESSAGES, type LoginMessageKey } from "@/lib/messages";
import { homePath } from "@/lib/roles";
import { storeToken } from "@/lib/token-cookie";
import { TituloPagina } from "@/components/ui/titulo-pagina";

type Fields = { username: string; password: string };

/** Which notice the page opens with, from the flags SPEC §2 and §8 send here. */
function noticeOf(params: URLSearchParams): LoginMessageKey | null {
  if (params.get("connectionrefused") === "true") return "connectionrefused";
  if (params.get("redirected") === "true") return "redirected";
  const error = params.get("error");
  if (error === "SessionRequired") return "SessionRequired";
  if (error === "CredentialsSignin") return "invalidLogin";
  return null;
}

// Only paths of this portal: an absolute callbackUrl could send a fresh session to another site.
const safeCallback = (value: string | null) => (value && /^\/(?!\/)/.test(value) ? value : null);

export function LoginForm() {
  const params = useSearchParams();
  const router = useRouter();
  const [notice, setNotice] = useState<LoginMessageKey | null>(() => noticeOf(params));
  const [sending, setSending] = useState(false);

  async function onFinish({ username, password }: Fields) {
    setSending(true);
    setNotice(null);
    const result = await signIn("credentials", { username, password, redirect: false });
    if (!result?.ok) {
      setSending(false);
      setNotice(result?.error === "connectionrefused" ? "connectionrefused" : "invalidLogin");
      return;
    }
    const session = await getSession();
    // Stored before leaving, so the next page's first API call already carries the token.
    if (session?.hubToken) storeToken(session.hubToken);
    router.replace(safeCallback(params.get("callbackUrl")) ?? homePath(session?.user));
    router.refresh();
  }

  return (
    <Card style={{ width: "100%", maxWidth: 400 }}>
      <TituloPagina>Entrar no Hub</TituloPagina>
      <Typography.Paragraph type="secondary">
        Entre para acompanhar suas solicitações, propostas e projetos.
      </Typography.Paragraph>
      {notice && (
        <Alert
          role="alert"
          type={notice === "SessionRequired" ? "info" : notice === "redirected" ? "warning" : "error"}
          title={LOGIN_MESSAGES[notice]}
          showIcon
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Fields> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={sending}>
        <Form.Item
          label="E-mail ou CPF"
          name="username"
          rules={[{ required: true, whitespace: true, message: "Informe o e-mail ou CPF." }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label="Senha" name="password" rules={[{ required: true, message: "Informe a senha." }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending}>
          Entrar
        </Button>
      </Form>
    </Card>
  );
}
