"use client";
import { Form, Input, InputNumber, Select, Switch } from "antd";
import { regrasTexto } from "@/components/ui/regras-texto";
import { useAreasAtuacao } from "@/services/empresa";
import { useOpcoesDoServico } from "@/services/servico-cadastro";

const obrigatorio = [{ required: true, message: "Escolha uma opção." }];
const comoOpcao = (r: { id: number; descricao: string }) => ({ value: r.id, label: r.descricao });

/**
 * A service's fields: code, title, description, type, programme, subtheme, area, the programme's subsidy and
 * whether it needs a diagnostic.
 */
export function CamposDoServico() {
  const opcoes = useOpcoesDoServico();
  const areas = useAreasAtuacao();
  const subtemas = (opcoes.data?.temas ?? []).map((t) => ({
    label: t.descricao,
    options: t.subtemas.map(comoOpcao),
  }));
  const select = { loading: opcoes.isPending, showSearch: { optionFilterProp: "label" } } as const;
  return (
    <>
      <Form.Item name="codigo" label="Código" rules={regrasTexto(true, 2, 20)}>
        <Input maxLength={20} style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item name="titulo" label="Título" rules={regrasTexto(true, 3, 200)}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="descricao" label="Descrição" rules={regrasTexto(true, 1, 5_000)}>
        <Input.TextArea rows={3} maxLength={5_000} />
      </Form.Item>
      <Form.Item name="tipo" label="Tipo" rules={obrigatorio}>
        <Select {...select} options={(opcoes.data?.tipos ?? []).map(comoOpcao)} />
      </Form.Item>
      <Form.Item name="programa" label="Programa" rules={obrigatorio}>
        <Select {...select} options={(opcoes.data?.programas ?? []).map(comoOpcao)} />
      </Form.Item>
      <Form.Item name="subtema" label="Subtema" rules={obrigatorio}>
        <Select {...select} options={subtemas} />
      </Form.Item>
      {/* Cleared, the area is sent as null: a field left undefined would be left out of the PUT, and kept. */}
      <Form.Item name="area_atuacao" label="Área de atuação" normalize={(v) => v ?? null}>
        <Select
          allowClear
          loading={areas.isPending}
          showSearch={{ optionFilterProp: "label" }}
          options={(areas.data ?? []).map(comoOpcao)}
        />
      </Form.Item>
      <Form.Item
        name="porcentagem_subsidio"
        label="Subsídio do programa (%)"
        extra="Parte do valor bruto das propostas que o programa paga; parceiros podem somar a ela."
        initialValue={0}
        rules={[
          { required: true, message: "Informe o percentual de subsídio." },
          { type: "number", min: 0, max: 100, message: "Use um percentual entre 0 e 100." },
        ]}
      >
        <InputNumber step={5} precision={2} decimalSeparator="," style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="exige_diagnostico"
        label="Exige diagnóstico"
        valuePropName="checked"
        initialValue={false}
      >
        <Switch />
      </Form.Item>
    </>
  );
}
