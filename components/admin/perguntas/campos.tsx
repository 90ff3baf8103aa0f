"use client";
import { useEffect } from "react";
import { Form, Input, Select, Switch } from "antd";
import { regrasTexto } from "@/components/ui/regras-texto";
import { CHAVE, CHAVE_MAX, DESCRICAO_MAX, OPCOES_MAX, TIPOS_DE_RESPOSTA } from "@/lib/regras/dimensionamento";

const TIPOS = Object.entries(TIPOS_DE_RESPOSTA).map(([value, t]) => ({ value, label: t.descricao }));

/** A question's fields; its options only where its answer type has them. */
export function CamposDaPergunta() {
  const form = Form.useFormInstance();
  const tipo = Form.useWatch("tipo_resposta", form) as keyof typeof TIPOS_DE_RESPOSTA | undefined;
  const comOpcoes = tipo !== undefined && TIPOS_DE_RESPOSTA[tipo].opcoes;
  // A type without options sends none, whatever was listed before the type changed.
  useEffect(() => {
    if (tipo && !comOpcoes) form.setFieldValue("opcoes", []);
  }, [form, tipo, comOpcoes]);
  return (
    <>
      <Form.Item name="descricao" label="Pergunta" rules={regrasTexto(true, 3, DESCRICAO_MAX)}>
        <Input maxLength={DESCRICAO_MAX} />
      </Form.Item>
      <Form.Item
        name="chave"
        label="Chave"
        extra="Letras minúsculas, números e _ (como numero_colaboradores); única no banco."
        rules={[
          { required: true, message: "Preencha este campo." },
          { pattern: CHAVE, message: "Use letras minúsculas, números e _ (como numero_colaboradores)." },
        ]}
      >
        <Input maxLength={CHAVE_MAX} />
      </Form.Item>
      <Form.Item
        name="tipo_resposta"
        label="Tipo de resposta"
        rules={[{ required: true, message: "Escolha um tipo de resposta." }]}
      >
        <Select options={TIPOS} />
      </Form.Item>
      {comOpcoes ? (
        <Form.Item
          name="opcoes"
          label="Opções"
          extra="Escreva cada opção e tecle Enter."
          rules={[{ required: true, type: "array", min: 2, message: "Liste ao menos 2 opções." }]}
        >
          <Select mode="tags" open={false} maxCount={OPCOES_MAX} aria-label="Opções" />
        </Form.Item>
      ) : (
        <Form.Item name="opcoes" hidden initialValue={[]}>
          <Input />
        </Form.Item>
      )}
      <Form.Item name="obrigatoria" label="Obrigatória" valuePropName="checked" initialValue>
        <Switch />
      </Form.Item>
    </>
  );
}
