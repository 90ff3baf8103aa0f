"use client";
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Select,
  Space,
  Typography,
} from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import { capitalizeWords, formatBRL, sentenceCase, sortByOrdem } from "@/lib/format";
import { MESSAGES } from "@/lib/messages";
import { removerDoCarrinho, atualizarItemCarrinho, type ItemCarrinho } from "@/stores/carrinho";
import type { EmpresaResumo } from "@/services/empresa";
import type { Pergunta, Questionario } from "@/services/servico";
import { LoadError } from "@/components/ui/load-error";
import { SelectDaLista } from "@/components/ui/select-da-lista";
import type { Problemas } from "./checkout";

function Resposta({
  id,
  pergunta,
  value,
  onChange,
}: {
  id: string;
  pergunta: Pergunta;
  value: string;
  onChange: (v: string) => void;
}) {
  switch (pergunta.tipo_resposta) {
    case "NUMERO":
      return (
        <InputNumber
          id={id}
          min={0}
          value={value === "" ? null : Number(value)}
          onChange={(v) => onChange(v === null ? "" : String(v))}
          style={{ width: 200 }}
        />
      );
    case "SIM_NAO":
      return (
        <Radio.Group
          value={value}
          onChange={(e) => onChange(e.target.value)}
          options={[
            { value: "Sim", label: "Sim" },
            { value: "Não", label: "Não" },
          ]}
        />
      );
    case "OPCAO":
      return (
        <Select
          id={id}
          value={value || undefined}
          onChange={onChange}
          options={pergunta.opcoes.map((o) => ({ value: o, label: o }))}
          style={{ minWidth: 240 }}
        />
      );
    default:
      return (
        <Input.TextArea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={1000}
        />
      );
  }
}

/** One cart item: who it is for, why, and the answers that size the work. Without a client session only the summary shows. */
export function ItemForm({
  item,
  empresas,
  questionario,
  checkout,
  problems,
  onNewCompany,
}: {
  item: ItemCarrinho;
  empresas: UseQueryResult<EmpresaResumo[]>;
  questionario: UseQueryResult<Questionario>;
  checkout: boolean;
  /** What to fix, on each field; null until the client first tries to send. */
  problems: Problemas | null;
  onNewCompany: () => void;
}) {
  const erro = (mensagem: string | undefined) =>
    mensagem ? { validateStatus: "error" as const, help: mensagem } : {};
  const title = capitalizeWords(item.modelooferta.titulo);
  return (
    <Card
      title={title}
      extra={
        <Popconfirm
          title="Remover do carrinho?"
          description={MESSAGES.confirm}
          okText="Sim"
          cancelText="Não"
          onConfirm={() => removerDoCarrinho(item.id)}
        >
          <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Remover ${title}`} />
        </Popconfirm>
      }
      style={{ marginBottom: 16 }}
      data-testid="carrinho-item"
    >
      <Typography.Paragraph type="secondary">
        {capitalizeWords(item.modelooferta.servico.titulo)} · valor de referência{" "}
        {formatBRL(item.modelooferta.valor)}
      </Typography.Paragraph>
      {checkout && (
        <Form layout="vertical">
          <Form.Item label="Empresa" required {...erro(problems?.empresa)}>
            <Space.Compact style={{ width: "100%" }}>
              <SelectDaLista
                lista={empresas}
                aria-label={`Empresa para ${title}`}
                placeholder="Escolha a empresa"
                value={item.empresa ?? undefined}
                onChange={(empresa: number) => atualizarItemCarrinho(item.id, { empresa })}
                options={empresas.data?.map((e) => ({
                  value: e.id,
                  label: `${capitalizeWords(e.nomefantasia)} (${e.cnpj_mask ?? e.cpf_mask})`,
                }))}
                style={{ width: "100%" }}
              />
              <Button icon={<PlusOutlined />} onClick={onNewCompany}>
                Nova empresa
              </Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item
            label="Objetivo"
            required
            {...erro(problems?.objetivo)}
            extra={item.objetivo && `Como será exibido: ${sentenceCase(item.objetivo)}`}
          >
            <Input.TextArea
              aria-label={`Objetivo para ${title}`}
              value={item.objetivo}
              onChange={(e) => atualizarItemCarrinho(item.id, { objetivo: e.target.value })}
              placeholder="O que você espera alcançar com este serviço?"
              autoSize={{ minRows: 2, maxRows: 6 }}
              maxLength={2000}
              showCount
            />
          </Form.Item>
          {questionario.isError && (
            <LoadError
              title="Não foi possível carregar as perguntas do serviço."
              error={questionario.error}
              retry={questionario.refetch}
            />
          )}
          {sortByOrdem(questionario.data?.perguntas).map((p) => (
            <Form.Item
              key={p.id}
              label={sentenceCase(p.pergunta)}
              htmlFor={`resposta-${item.id}-${p.id}`}
              required={p.obrigatoria}
              {...erro(problems?.perguntas[p.id])}
            >
              <Resposta
                id={`resposta-${item.id}-${p.id}`}
                pergunta={p}
                value={item.respostas[p.id] ?? ""}
                onChange={(v) =>
                  atualizarItemCarrinho(item.id, { respostas: { ...item.respostas, [p.id]: v } })
                }
              />
            </Form.Item>
          ))}
          {problems?.item && <Alert type="warning" showIcon title={problems.item} />}
        </Form>
      )}
    </Card>
  );
}
