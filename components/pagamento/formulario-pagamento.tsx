"use client";
import { useState } from "react";
import { Alert, Button, Form, Input, Select, Space, Tabs, Typography } from "antd";
import { formatBRL, onlyDigits } from "@/lib/format";
import { apiErrorOf } from "@/lib/api-client";
import { useErroDoForm } from "@/components/ui/erros-api";
import type { EntradaPagamento, Pagamento } from "@/services/pagamento";
import { CobrancaPix } from "./pix";

type Cartao = { numero: string; nome: string; validade: string; cvv: string };
type Campos = { cartao: Cartao; parcelas: number };

const grupos = (v: string) =>
  onlyDigits(v)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
const validade = (v: string) =>
  onlyDigits(v)
    .slice(0, 4)
    .replace(/^(\d{2})(\d)/, "$1/$2");
const obrigatorio = { required: true, whitespace: true, message: "Preencha este campo." };

/** A card form (debit, or credit with instalments): the server's field errors show on its fields. */
function FormularioCartao({
  credito,
  valor,
  maxParcelas,
  pagar,
  pagando,
}: {
  credito: boolean;
  valor: number;
  maxParcelas: number;
  pagar: (e: EntradaPagamento) => Promise<Pagamento>;
  pagando: boolean;
}) {
  const [form] = Form.useForm<Campos>();
  const erro = useErroDoForm(form);
  const [recusa, setRecusa] = useState<string | null>(null);

  async function enviar(v: Campos) {
    erro.limpar();
    setRecusa(null);
    try {
      const p = await pagar({
        forma: credito ? "CREDITO" : "CARTAO",
        parcelas: credito ? v.parcelas : 1,
        cartao: { ...v.cartao, numero: onlyDigits(v.cartao.numero), nome: v.cartao.nome.trim() },
      });
      if (p.situacao === "FALHOU") setRecusa(p.motivo ?? "Pagamento recusado.");
    } catch (e) {
      erro.mostrar(e);
    }
  }

  return (
    <Form<Campos>
      form={form}
      layout="vertical"
      initialValues={{ parcelas: 1 }}
      onFinish={(v) => void enviar(v)}
    >
      {erro.alerta}
      {recusa && <Alert type="error" showIcon title={recusa} style={{ marginBottom: 16 }} />}
      <Form.Item
        name={["cartao", "numero"]}
        label="Número do cartão"
        normalize={grupos}
        rules={[obrigatorio, { pattern: /^[\d ]{13,23}$/, message: "Informe os 13 a 19 números do cartão." }]}
      >
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="0000 0000 0000 0000" />
      </Form.Item>
      <Form.Item
        name={["cartao", "nome"]}
        label="Nome impresso no cartão"
        rules={[obrigatorio, { min: 3, message: "Escreva ao menos 3 caracteres." }]}
      >
        <Input autoComplete="cc-name" maxLength={100} />
      </Form.Item>
      <Space wrap size="middle">
        <Form.Item
          name={["cartao", "validade"]}
          label="Validade"
          normalize={validade}
          rules={[obrigatorio, { pattern: /^(0[1-9]|1[0-2])\/\d{2}$/, message: "Use o formato MM/AA." }]}
        >
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item
          name={["cartao", "cvv"]}
          label="Código de segurança"
          normalize={(v: string) => onlyDigits(v).slice(0, 4)}
          rules={[obrigatorio, { pattern: /^\d{3,4}$/, message: "O código tem 3 ou 4 números." }]}
        >
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="CVV" style={{ width: 120 }} />
        </Form.Item>
      </Space>
      {credito && (
        <Form.Item name="parcelas" label="Parcelas">
          <Select
            options={Array.from({ length: maxParcelas }, (_, i) => ({
              value: i + 1,
              label: i ? `${i + 1}x de ${formatBRL(valor / (i + 1))}` : `À vista, ${formatBRL(valor)}`,
            }))}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={pagando} block>
        Pagar {formatBRL(valor)}
      </Button>
    </Form>
  );
}

type Verificacao = { pagamento: Pagamento; mensagem: string | null };

/** What paying by Pix needs: the amount, the pending Pix if one was issued, and the two calls. */
type Pix = {
  valor: number;
  pix: Pagamento | null;
  pagar: (e: EntradaPagamento) => Promise<Pagamento>;
  pagando: boolean;
  verificar: () => Promise<Verificacao>;
  verificando: boolean;
};

/** The Pix tab: issue a code, then pay it in the bank's app and ask for the check. */
function AbaPix({ valor, pix, pagar, pagando, verificar, verificando }: Pix) {
  const [aviso, setAviso] = useState<string | null>(null);
  const tentar = async (acao: () => Promise<string | null>) => {
    setAviso(null);
    try {
      setAviso(await acao());
    } catch (e) {
      setAviso(apiErrorOf(e).detail);
    }
  };
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {aviso && <Alert type="warning" showIcon title={aviso} />}
      {pix?.pix_copia_e_cola ? (
        <>
          <CobrancaPix codigo={pix.pix_copia_e_cola} valor={valor} />
          <Button
            type="primary"
            block
            loading={verificando}
            onClick={() => void tentar(async () => (await verificar()).mensagem)}
          >
            Já paguei, verificar pagamento
          </Button>
        </>
      ) : (
        <>
          <Typography.Paragraph>
            Gere um código Pix de {formatBRL(valor)} e pague pelo aplicativo do seu banco. A confirmação chega
            quando você verificar o pagamento.
          </Typography.Paragraph>
          <Button
            type="primary"
            block
            loading={pagando}
            onClick={() => void tentar(async () => (await pagar({ forma: "PIX", parcelas: 1 })).motivo)}
          >
            Gerar código Pix
          </Button>
        </>
      )}
    </Space>
  );
}

/**
 * How the client's share is paid (the "payment details" form, in the request detail and on the payment
 * link's page): credit card in instalments, debit card, or a Pix code that is checked once paid.
 */
export function FormularioPagamento({ maxParcelas, ...pix }: Pix & { maxParcelas: number }) {
  const cartao = (credito: boolean) => (
    <FormularioCartao
      credito={credito}
      valor={pix.valor}
      maxParcelas={maxParcelas}
      pagar={pix.pagar}
      pagando={pix.pagando}
    />
  );
  return (
    <Tabs
      items={[
        // Short labels, so the three tabs fit a phone without an overflow menu.
        { key: "CREDITO", label: "Crédito", children: cartao(true) },
        { key: "CARTAO", label: "Débito", children: cartao(false) },
        {
          key: "PIX",
          label: "Pix",
          children: <AbaPix {...pix} />,
        },
      ]}
    />
  );
}
