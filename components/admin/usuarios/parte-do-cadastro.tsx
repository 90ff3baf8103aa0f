"use client";
import type { ReactNode } from "react";
import { Button, Form } from "antd";
import { Cartao } from "@/components/ui/cartao";
import { useErroDoForm } from "@/components/ui/erros-api";
import { notify } from "@/lib/messages";

/**
 * One part of a user's page saved on its own (the person, the account, a manager's units and areas): its
 * fields, the server's errors on them, and a message naming what was saved.
 */
export function ParteDoCadastro<T extends object>({
  titulo,
  iniciais,
  salvar,
  pendente,
  salvo,
  children,
}: {
  titulo: string;
  iniciais: T;
  /** Sends what changed; the fields the server refuses show its reason. */
  salvar: (valores: T) => Promise<unknown>;
  pendente: boolean;
  salvo: string;
  children: ReactNode;
}) {
  const [form] = Form.useForm<T>();
  const erro = useErroDoForm(form);
  async function enviar(v: T) {
    erro.limpar();
    try {
      await salvar(v);
      notify("success", salvo);
    } catch (e) {
      erro.mostrar(e);
    }
  }
  return (
    <Cartao title={titulo} size="small">
      {erro.alerta}
      <Form<T>
        form={form}
        layout="vertical"
        initialValues={iniciais}
        onFinish={(v) => void enviar(v)}
        style={{ maxWidth: 560 }}
      >
        {children}
        <Button type="primary" htmlType="submit" loading={pendente}>
          Salvar
        </Button>
      </Form>
    </Cartao>
  );
}
