"use client";
import { Checkbox, Col, Form, InputNumber, Row, Select } from "antd";
import { Paragrafo, Texto, Titulo } from "@/components/ui/texto";
import { capitalizeWords } from "@/lib/format";
import type { Cotacao } from "@/services/proposta";

// Typing filters the options by their text.
export const BUSCA = { optionFilterProp: "label" };

type Etapas = Cotacao["etapas"];

/** The proposal form's hours and visit per offer stage, each row under the stage it prices. */
export function HorasPorEtapa({ etapas }: { etapas: Etapas }) {
  return (
    <>
      <Titulo level={5}>Horas por etapa</Titulo>
      <Form.List name="etapas">
        {(campos) =>
          campos.map((campo, i) => {
            const etapa = etapas[i];
            return (
              <Row key={campo.key} gutter={16} align="middle">
                <Col xs={24} md={12}>
                  <Texto strong>
                    {etapa.ordem}. {capitalizeWords(etapa.titulo)}
                  </Texto>
                  <Paragrafo type="secondary" style={{ marginBottom: 8 }}>
                    Entregável: {etapa.entregavel}
                  </Paragrafo>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[campo.name, "horas"]}
                    label={`Horas da etapa ${etapa.ordem}`}
                    rules={[{ required: true, message: "Informe as horas." }]}
                  >
                    <InputNumber min={1} max={2000} precision={0} style={{ width: "100%" }} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[campo.name, "visita"]} valuePropName="checked" label=" ">
                    <Checkbox>Com visita</Checkbox>
                  </Form.Item>
                </Col>
              </Row>
            );
          })
        }
      </Form.List>
    </>
  );
}

/** The stage each of the payment plan's `parcelas` instalments is paid on. */
export function ParcelasPorEtapa({ etapas, parcelas }: { etapas: Etapas; parcelas: number }) {
  if (parcelas === 0) return null;
  return (
    <>
      <Titulo level={5}>Em que etapa cada parcela é paga</Titulo>
      <Row gutter={16}>
        {Array.from({ length: parcelas }, (_, i) => (
          <Col key={i} xs={24} md={8}>
            <Form.Item
              name={["parcelas", i]}
              label={`Parcela ${i + 1}`}
              rules={[{ required: true, message: "Escolha a etapa." }]}
            >
              <Select
                showSearch={BUSCA}
                options={etapas.map((e) => ({
                  value: e.id,
                  label: `Etapa ${e.ordem}: ${capitalizeWords(e.titulo)}`,
                }))}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
