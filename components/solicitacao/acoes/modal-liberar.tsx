"use client";
import dayjs, { type Dayjs } from "dayjs";
import { Form, Switch } from "antd";
import { Aviso } from "@/components/ui/aviso";
import { capitalizeWords } from "@/lib/format";
import { AcaoModal } from "@/components/ui/acao-modal";
import { SelectDaLista } from "@/components/ui/select-da-lista";
import { usePrestadoresLista } from "@/services/listagem";
import { useLiberar } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { CampoData } from "@/components/ui/campo-data";

type Campos = { prazo: Dayjs; escolha_direta: boolean; prestador?: number };

/** Only providers accredited for the request's service; suspended or inactive ones cannot be chosen. */
function CampoPrestador({ servico }: { servico: number }) {
  const prestadores = usePrestadoresLista({ servico });
  return (
    <Form.Item
      name="prestador"
      label="Prestador"
      rules={[{ required: true, message: "Escolha o prestador." }]}
    >
      <SelectDaLista
        lista={prestadores}
        vazio="Nenhum prestador credenciado."
        options={prestadores.data?.results.map((p) => ({
          value: p.id,
          label: `${capitalizeWords(p.nomefantasia)}${p.cnpj_mask ? ` (${p.cnpj_mask})` : ""}`,
          disabled: p.suspenso || !p.ativo,
        }))}
      />
    </Form.Item>
  );
}

/** "Prestadores" (SPEC §2): releases the request for proposals, to every accredited provider or to one. */
export function ModalLiberar({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const liberar = useLiberar(s.id);
  const diagnostico = s.modelooferta.servico.exige_diagnostico;
  return (
    <AcaoModal<Campos>
      nome="providers"
      titulo={`Liberar a solicitação ${s.nrosolicitacao} para prestadores`}
      okText="Liberar"
      pending={liberar.isPending}
      initialValues={{ escolha_direta: s.escolha_direta }}
      campoDoErro={(campo) => (campo === "dtaprazoenvioproposta" ? "prazo" : campo)}
      enviar={({ prazo, escolha_direta, prestador }) =>
        liberar.mutateAsync({
          versao: s.versao,
          dtaprazoenvioproposta: prazo.format("YYYY-MM-DD"),
          escolha_direta,
          ...(escolha_direta || diagnostico ? { prestador } : {}),
        })
      }
    >
      {!s.centrocusto && (
        <Aviso
          type="warning"
          style={{ marginBottom: 16 }}
          title="Defina o centro de custo antes de liberar a solicitação."
        />
      )}
      {diagnostico && (
        <Aviso
          type="info"
          style={{ marginBottom: 16 }}
          title="Este serviço exige diagnóstico: o prestador escolhido recebe o pedido de diagnóstico primeiro."
        />
      )}
      <CampoData
        name="prazo"
        label="Prazo para envio de propostas"
        obrigatorio="Informe o prazo."
        // The deadline must be after today (the API counts days in São Paulo time).
        desabilitar={(d) => !d.isAfter(dayjs(), "day")}
      />
      <Form.Item name="escolha_direta" label="Escolha direta de prestador" valuePropName="checked">
        <Switch checkedChildren="Sim" unCheckedChildren="Não" />
      </Form.Item>
      <Form.Item noStyle dependencies={["escolha_direta"]}>
        {({ getFieldValue }) =>
          (getFieldValue("escolha_direta") || diagnostico) && (
            <CampoPrestador servico={s.modelooferta.servico.id} />
          )
        }
      </Form.Item>
    </AcaoModal>
  );
}
