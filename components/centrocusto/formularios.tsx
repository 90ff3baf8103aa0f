"use client";
import { Form, Input, InputNumber, Radio } from "antd";
import { AreaDeTexto } from "@/components/ui/area-de-texto";
import { CENTRO_CUSTO } from "@/lib/regras/centrocusto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { regrasTexto } from "@/components/ui/regras-texto";
import {
  type AtualizacaoCentroCusto,
  type CentroCustoInterno,
  useAtualizarCentroCusto,
} from "@/services/centrocusto";
import { textoDaAcao } from "@/lib/textos-de-acao";

const { descricao, acao, projeto, movimento } = CENTRO_CUSTO;

/** The centre's description, action and project; its code and year do not change. */
export function FormularioDados({ centro }: { centro: CentroCustoInterno }) {
  const atualizar = useAtualizarCentroCusto(centro.id);
  return (
    <AcaoModal<AtualizacaoCentroCusto>
      nome="centroCustoDados"
      titulo={`Editar ${centro.codigo}`}
      okText="Salvar dados"
      pending={atualizar.isPending}
      initialValues={{ descricao: centro.descricao, acao: centro.acao.codigo, projeto: centro.projeto }}
      enviar={(v) => atualizar.mutateAsync(v)}
    >
      <Form.Item name="descricao" label="Descrição" rules={regrasTexto(true, descricao.min, descricao.max)}>
        <Input maxLength={descricao.max} />
      </Form.Item>
      <Form.Item
        name="acao"
        label="Ação"
        extra="Levado para outra ação, o centro passa a seguir a ativação dela no Hub."
        rules={regrasTexto(true, acao.min, acao.max)}
      >
        <Input maxLength={acao.max} />
      </Form.Item>
      <Form.Item name="projeto" label="Projeto" rules={regrasTexto(true, projeto.min, projeto.max)}>
        <Input maxLength={projeto.max} />
      </Form.Item>
    </AcaoModal>
  );
}

/**
 * A contribution to the centre's budget, or an adjustment (negative to cut it): recorded as a movement of
 * its ledger, never as a new balance typed over the old one.
 */
export function FormularioOrcamento({ centro }: { centro: CentroCustoInterno }) {
  const atualizar = useAtualizarCentroCusto(centro.id);
  return (
    <AcaoModal<AtualizacaoCentroCusto>
      nome="centroCustoOrcamento"
      titulo={`Orçamento de ${centro.codigo}`}
      okText="Registrar movimento"
      texto={textoDaAcao("centrocusto.movimento", centro)}
      pending={atualizar.isPending}
      initialValues={{ movimento: { tipo: "APORTE" } as AtualizacaoCentroCusto["movimento"] }}
      enviar={(v) => atualizar.mutateAsync(v)}
    >
      <Form.Item name={["movimento", "tipo"]} label="Tipo">
        <Radio.Group
          options={[
            { value: "APORTE", label: "Aporte" },
            { value: "AJUSTE", label: "Ajuste" },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={[["movimento", "tipo"]]}>
        {({ getFieldValue }) => {
          const aporte = getFieldValue(["movimento", "tipo"]) === "APORTE";
          return (
            <Form.Item
              name={["movimento", "valor"]}
              label="Valor (R$)"
              extra={
                aporte ? "Soma ao disponível." : "Negativo para cortar o orçamento, positivo para corrigi-lo."
              }
              rules={[
                { required: true, message: "Informe o valor." },
                {
                  validator: (_, v?: number) =>
                    v === undefined || v === null
                      ? Promise.resolve()
                      : v === 0
                        ? Promise.reject(new Error("Informe um valor diferente de zero."))
                        : aporte && v < 0
                          ? Promise.reject(
                              new Error(
                                "Um aporte é positivo; para reduzir o orçamento, registre um ajuste.",
                              ),
                            )
                          : Promise.resolve(),
                },
              ]}
            >
              <InputNumber
                min={-CENTRO_CUSTO.valorMaximo}
                max={CENTRO_CUSTO.valorMaximo}
                precision={2}
                step={100}
                decimalSeparator=","
                style={{ width: "100%" }}
              />
            </Form.Item>
          );
        }}
      </Form.Item>
      <Form.Item
        name={["movimento", "descricao"]}
        label="Motivo"
        rules={regrasTexto(true, movimento.min, movimento.max)}
      >
        <AreaDeTexto linhas={2} maxLength={movimento.max} />
      </Form.Item>
    </AcaoModal>
  );
}
