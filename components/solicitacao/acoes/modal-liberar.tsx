"use client";
import { useEffect } from "react";
import dayjs, { type Dayjs } from "dayjs";
import { Form, Switch } from "antd";
import { Aviso } from "@/components/ui/aviso";
import { capitalizeWords } from "@/lib/format";
import { AcaoModal } from "@/components/ui/acao-modal";
import { SelectDaLista } from "@/components/ui/select-da-lista";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { usePrestadoresLista } from "@/services/listagem";
import { useParametroNumero } from "@/services/parametro";
import { useLiberar } from "@/services/solicitacao-interno-acoes";
import type { SolicitacaoInternaDetalhe } from "@/services/solicitacao-interno";
import { CampoData } from "@/components/ui/campo-data";
import { CampoCentroCusto } from "./campo-centro-custo";
import { PrazosDaLiberacao, usePrazoDoDiagnostico } from "./prazos-da-liberacao";

type Campos = { prazo: Dayjs; escolha_direta: boolean; prestador?: number; centrocusto: number };

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

/**
 * Fills the proposals' deadline, while staff have not picked one, with the programme's usual period
 * (PRAZO_ENVIO_PROPOSTA_DIAS) or, with a diagnostic, the diagnostic's deadline when that comes later: the
 * earliest the release allows, which staff only change when they mean another date.
 */
function PrazoSugerido({ diagnostico }: { diagnostico: boolean }) {
  const form = Form.useFormInstance<Campos>();
  const dias = useParametroNumero("PRAZO_ENVIO_PROPOSTA_DIAS").valor;
  const doDiagnostico = usePrazoDoDiagnostico().dia;
  const usual = dias === undefined ? undefined : dayjs(hojeEmSaoPaulo()).add(dias, "day");
  const sugerido =
    diagnostico && doDiagnostico && usual?.isBefore(doDiagnostico, "day") ? doDiagnostico : usual;
  // As a number, so a field staff cleared is not filled again at the next render.
  const dia = sugerido && (!diagnostico || doDiagnostico) ? sugerido.valueOf() : undefined;
  useEffect(() => {
    if (dia !== undefined && !form.getFieldValue("prazo")) form.setFieldValue("prazo", dayjs(dia));
  }, [form, dia]);
  return null;
}

/** The two deadlines with the one the form holds, as staff pick it or PrazoSugerido fills it. */
function PrazosDoFormulario() {
  // Watched, not a Form.Item's dependencies: those redraw on the user's changes, not on setFieldValue.
  const prazo = Form.useWatch<Dayjs | undefined>("prazo");
  return <PrazosDaLiberacao propostas={prazo} />;
}

/**
 * "Prestadores" (SPEC §2): releases the request for proposals, to every accredited provider or to one, with
 * the cost centre that pays the subsidy chosen here (the API sets it first, as its own action does).
 */
export function ModalLiberar({ solicitacao: s }: { solicitacao: SolicitacaoInternaDetalhe }) {
  const liberar = useLiberar(s.id);
  const diagnostico = s.modelooferta.servico.exige_diagnostico;
  const prazoDoDiagnostico = usePrazoDoDiagnostico().dia;
  return (
    <AcaoModal<Campos>
      nome="providers"
      titulo={`Liberar a solicitação ${s.nrosolicitacao} para prestadores`}
      okText="Liberar"
      pending={liberar.isPending}
      initialValues={{
        escolha_direta: s.escolha_direta,
        ...(s.centrocusto && { centrocusto: s.centrocusto.id }),
      }}
      campoDoErro={(campo) => (campo === "dtaprazoenvioproposta" ? "prazo" : campo)}
      enviar={({ prazo, escolha_direta, prestador, centrocusto }) =>
        liberar.mutateAsync({
          versao: s.versao,
          dtaprazoenvioproposta: prazo.format("YYYY-MM-DD"),
          escolha_direta,
          centrocusto,
          ...(escolha_direta || diagnostico ? { prestador } : {}),
        })
      }
    >
      {diagnostico && (
        <Aviso
          type="info"
          style={{ marginBottom: 16 }}
          title="Este serviço exige diagnóstico: o prestador escolhido recebe o pedido de diagnóstico primeiro."
        />
      )}
      <CampoCentroCusto atual={s.centrocusto} />
      <PrazoSugerido diagnostico={diagnostico} />
      <CampoData
        name="prazo"
        label="Prazo para envio de propostas"
        obrigatorio="Informe o prazo."
        // After today (the API counts days in São Paulo time) and, with a diagnostic, not before its deadline.
        desabilitar={(d) =>
          !d.isAfter(dayjs(), "day") || Boolean(diagnostico && prazoDoDiagnostico?.isAfter(d, "day"))
        }
      />
      {diagnostico && <PrazosDoFormulario />}
      <Form.Item name="escolha_direta" label="Escolha direta de prestador" valuePropName="checked">
        {/* No "Sim"/"Não" inside: white text on the unchecked grey fails AA contrast (axe). */}
        <Switch />
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
