"use client";
import { useState } from "react";
import { Button, Card, Checkbox, Descriptions, Form, Input, Typography } from "antd";
import { DownloadOutlined } from "@ant-design/icons";
import { validCpf } from "@/lib/cpf-cnpj";
import { capitalizeWords, maskCPF } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useErroDoForm } from "@/components/ui/erros-api";
import { regraDocumento } from "@/components/ui/regras-documento";
import { lerLink } from "@/components/ui/pagina-de-link";
import { baixarContratoDoLink, useAssinarPorLink, useContratoDoLink } from "@/services/contrato";

type Campos = { nome: string; cpf: string; li: boolean };

const PAPEL = { CLIENTE: "contratante", PRESTADOR: "contratada", GESTOR: "programa" } as const;

/**
 * The public signing page a shared link opens, with no session: the contract to read, then name, CPF and
 * agreement. The link signs once; afterwards (or once expired) it opens nothing.
 */
export function AssinarPorLink({ token }: { token: string }) {
  const query = useContratoDoLink(token);
  const [form] = Form.useForm<Campos>();
  const erro = useErroDoForm(form);
  const [assinado, setAssinado] = useState(false);
  const assinar = useAssinarPorLink(query.data?.assinatura.id ?? 0);

  const link = lerLink(
    query,
    assinado
      ? {
          titulo: "Contrato assinado",
          subtitulo:
            "A assinatura foi registrada com o seu nome, CPF, data e o resumo do arquivo. Você já pode fechar esta página.",
        }
      : null,
  );
  if (!link.pronto) return link.tela;
  const { assinatura, contrato, solicitacao } = link.dados;

  async function enviar(v: Campos) {
    erro.limpar();
    try {
      await assinar.mutateAsync({ token, nome: v.nome.trim(), cpf: v.cpf, sha256: contrato.sha256 });
      setAssinado(true);
    } catch (e) {
      erro.mostrar(e);
    }
  }

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Assinar contrato
      </Typography.Title>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Solicitação">{solicitacao.nrosolicitacao}</Descriptions.Item>
        <Descriptions.Item label="Serviço">{capitalizeWords(solicitacao.servico)}</Descriptions.Item>
        <Descriptions.Item label="Assinatura de">
          {capitalizeWords(assinatura.parte ?? "Programa")} ({PAPEL[assinatura.papel]})
        </Descriptions.Item>
        <Descriptions.Item label="Resumo SHA-256">
          <Typography.Text style={{ wordBreak: "break-all" }}>{contrato.sha256}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => baixarContratoDoLink(token).catch((e: Error) => notify("error", e.message))}
        style={{ marginBottom: 24 }}
      >
        Baixar e ler o contrato (PDF)
      </Button>
      {erro.alerta}
      <Form<Campos> form={form} layout="vertical" onFinish={(v) => void enviar(v)} requiredMark="optional">
        <Form.Item
          name="nome"
          label="Nome completo"
          rules={[
            { required: true, whitespace: true, message: "Preencha este campo." },
            { min: 3, message: "Escreva ao menos 3 caracteres." },
          ]}
        >
          <Input autoComplete="name" maxLength={200} />
        </Form.Item>
        <Form.Item
          name="cpf"
          label="CPF"
          normalize={(v: string) => maskCPF(v)}
          rules={[
            { required: true, message: "Preencha este campo." },
            regraDocumento(validCpf, "CPF inválido."),
          ]}
        >
          <Input inputMode="numeric" maxLength={14} placeholder="000.000.000-00" />
        </Form.Item>
        <Form.Item
          name="li"
          valuePropName="checked"
          rules={[
            {
              validator: (_, v?: boolean) =>
                v ? Promise.resolve() : Promise.reject(new Error("Confirme que leu o contrato.")),
            },
          ]}
        >
          <Checkbox>Li o contrato e concordo com os seus termos.</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={assinar.isPending} block>
          Assinar contrato
        </Button>
      </Form>
    </Card>
  );
}
