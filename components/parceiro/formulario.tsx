"use client";
import { Form, Input, InputNumber, Switch } from "antd";
import { AreaDeTexto } from "@/components/ui/area-de-texto";
import { PARCEIRO } from "@/lib/regras/parceiro";
import { AcaoModal } from "@/components/ui/acao-modal";
import { regrasTexto } from "@/components/ui/regras-texto";
import { type Parceiro, type ParceiroCorpo, useSalvarParceiro } from "@/services/parceiro";

/**
 * A partner's form in a modal: a new one, or `parceiro`'s data to change. The server's field errors land
 * on the fields; the payload is sanitised before it leaves (services/parceiro).
 */
export function FormularioParceiro({ parceiro }: { parceiro: Parceiro | null }) {
  const salvar = useSalvarParceiro();
  return (
    <AcaoModal<ParceiroCorpo>
      nome="parceiro"
      titulo={parceiro ? `Editar ${parceiro.razaosocial}` : "Novo parceiro"}
      okText="Salvar parceiro"
      pending={salvar.isPending}
      initialValues={parceiro ?? { ativo: true }}
      enviar={(v) => salvar.mutateAsync({ ...v, id: parceiro?.id })}
    >
      <Form.Item
        name="razaosocial"
        label="Razão social"
        rules={regrasTexto(true, PARCEIRO.razaosocial.min, PARCEIRO.razaosocial.max)}
      >
        <Input maxLength={PARCEIRO.razaosocial.max} />
      </Form.Item>
      <Form.Item
        name="subsidio"
        label="Subsídio (%)"
        extra="Somado ao subsídio do programa nas solicitações que o parceiro cofinancia."
        rules={[
          { required: true, message: "Informe o percentual de subsídio." },
          { type: "number", min: 0.01, max: 100, message: "Use um percentual entre 0,01 e 100." },
        ]}
      >
        <InputNumber
          min={0.01}
          max={100}
          step={0.5}
          precision={2}
          decimalSeparator=","
          style={{ width: "100%" }}
        />
      </Form.Item>
      <Form.Item name="objetivo" label="Objetivo" rules={regrasTexto(false, 0, PARCEIRO.objetivo.max)}>
        <AreaDeTexto maxLength={PARCEIRO.objetivo.max} />
      </Form.Item>
      <Form.Item
        name="ativo"
        label="Ativo"
        valuePropName="checked"
        extra="Inativo, não pode ser escolhido em novas solicitações."
      >
        <Switch />
      </Form.Item>
    </AcaoModal>
  );
}
