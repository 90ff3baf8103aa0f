"use client";
import { Checkbox, Form, Input, InputNumber, Select, Switch } from "antd";
import { AcaoModal } from "@/components/ui/acao-modal";
import { AreaDeTexto } from "@/components/ui/area-de-texto";
import { regrasTexto } from "@/components/ui/regras-texto";
import { LIMITES_EDITAL, TIPOS_ETAPA } from "@/lib/regras/edital";
import type { Documento, Etapa, Grupo } from "./rascunho";

// The editor's three dialogs of SPEC §2 ("tender stage creation", "create group", "create document"):
// each fills one piece of the stages the editor keeps in its draft; nothing is sent until the tender is saved.

const L = LIMITES_EDITAL;
const DATA_BR = /^\d{2}\/\d{2}\/\d{4}$/;
const regrasDeData = [{ pattern: DATA_BR, message: "Use a data no formato DD/MM/AAAA." }];
const regrasDeOrdem = [
  { required: true, message: "Informe a ordem." },
  { type: "number" as const, min: 1, message: "A ordem começa em 1." },
];
const ROTULOS_TIPO: Record<string, string> = { pdf: "PDF", imagem: "Imagem", planilha: "Planilha" };

/** The optional description every piece of a stage has. */
const CampoDescricao = () => (
  <Form.Item name="descricao" label="Descrição" rules={regrasTexto(false, 0, L.descricao)}>
    <AreaDeTexto maxLength={L.descricao} />
  </Form.Item>
);

type Props<T> = { titulo: string; inicial: Partial<T>; salvar: (valores: T) => void };

/** "tender stage creation": a stage's title, description, kind, order and period (DD/MM/AAAA). */
export function ModalEtapa({ titulo, inicial, salvar }: Props<Etapa>) {
  return (
    <AcaoModal<Etapa>
      nome="tenderStageCreation"
      titulo={titulo}
      okText="Salvar etapa"
      pending={false}
      initialValues={inicial}
      enviar={async (v) =>
        salvar({ ...v, data_inicio: v.data_inicio || undefined, data_fim: v.data_fim || undefined })
      }
    >
      <Form.Item name="titulo" label="Título" rules={regrasTexto(true, 1, 200)}>
        <Input maxLength={200} />
      </Form.Item>
      <CampoDescricao />
      <Form.Item
        name="tipo_etapa"
        label="Tipo da etapa"
        rules={[{ required: true, message: "Escolha um tipo." }]}
      >
        <Select options={Object.entries(TIPOS_ETAPA).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="ordem" label="Ordem" rules={regrasDeOrdem}>
        <InputNumber min={1} max={10} style={{ width: 120 }} />
      </Form.Item>
      <div className="campos-lado-a-lado">
        <Form.Item name="data_inicio" label="Início" rules={regrasDeData}>
          <Input placeholder="DD/MM/AAAA" inputMode="numeric" maxLength={10} />
        </Form.Item>
        <Form.Item name="data_fim" label="Fim" rules={regrasDeData}>
          <Input placeholder="DD/MM/AAAA" inputMode="numeric" maxLength={10} />
        </Form.Item>
      </div>
    </AcaoModal>
  );
}

/** "create group": a group's title, order, description and, optionally, the one service it proves capacity for. */
export function ModalGrupo({
  titulo,
  inicial,
  salvar,
  servicos,
}: Props<Grupo> & { servicos: { value: number; label: string }[] }) {
  return (
    <AcaoModal<Grupo>
      nome="createGroup"
      titulo={titulo}
      okText="Salvar grupo"
      pending={false}
      initialValues={inicial}
      enviar={async (v) => salvar({ ...v, servico: v.servico ?? null })}
    >
      <Form.Item name="titulo" label="Título" rules={regrasTexto(true, 1, 200)}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="ordem" label="Ordem" rules={regrasDeOrdem}>
        <InputNumber min={1} max={20} style={{ width: 120 }} />
      </Form.Item>
      <CampoDescricao />
      <Form.Item
        name="servico"
        label="Serviço"
        extra="Um grupo de um serviço comprova capacidade só para ele: um documento recusado recusa só esse serviço."
      >
        <Select allowClear placeholder="Todos os serviços do edital" options={servicos} />
      </Form.Item>
    </AcaoModal>
  );
}

/** "create document": what a group asks for, the file kinds it takes and, when it expires, for how long it is valid. */
export function ModalDocumento({ titulo, inicial, salvar }: Props<Documento>) {
  return (
    <AcaoModal<Documento>
      nome="createDocument"
      titulo={titulo}
      okText="Salvar documento"
      pending={false}
      initialValues={inicial}
      enviar={async (v) => salvar({ ...v, validade_dias: v.expira ? (v.validade_dias ?? null) : null })}
    >
      <Form.Item name="nome" label="Nome" rules={regrasTexto(true, 1, 200)}>
        <Input maxLength={200} />
      </Form.Item>
      <CampoDescricao />
      <Form.Item name="obrigatorio" label="Obrigatório" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="tipos"
        label="Tipos de arquivo aceitos"
        rules={[{ required: true, type: "array", min: 1, message: "Escolha ao menos um tipo de arquivo." }]}
      >
        <Checkbox.Group options={Object.entries(ROTULOS_TIPO).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="expira" label="Tem validade" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item noStyle dependencies={["expira"]}>
        {({ getFieldValue }) =>
          getFieldValue("expira") && (
            <Form.Item
              name="validade_dias"
              label="Validade (dias)"
              rules={[
                { required: true, message: "Informe a validade em dias." },
                {
                  type: "number",
                  min: L.validadeDias.min,
                  max: L.validadeDias.max,
                  message: "Use de 1 a 3.650 dias.",
                },
              ]}
            >
              <InputNumber min={L.validadeDias.min} max={L.validadeDias.max} style={{ width: 160 }} />
            </Form.Item>
          )
        }
      </Form.Item>
    </AcaoModal>
  );
}
