"use client";
import { Button } from "antd";
import { Aviso } from "@/components/ui/aviso";
import { Paragrafo } from "@/components/ui/texto";
import dayjs, { type Dayjs } from "dayjs";
import { useModal } from "@/stores/modals";
import { type ProjetoExternoDetalhe, useAceitarDemanda } from "@/services/projeto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { CampoTexto } from "@/components/ui/campo-texto";
import { CampoData } from "@/components/ui/campo-data";

const DIA = "YYYY-MM-DD";

/**
 * An internal hiring's demand waiting for the provider: "internal demand configuration" (SPEC §2) accepts
 * it with the dates the work runs, which set the stages' due dates; deliveries start after it.
 */
export function AceiteDaDemanda({ p }: { p: ProjetoExternoDetalhe }) {
  const aceitar = useAceitarDemanda(p.id);
  const [, abrir] = useModal("internalDemandConfig");
  return (
    <>
      <Aviso
        type="warning"
        style={{ marginTop: 16 }}
        title="Demanda interna aguardando o seu aceite"
        description="Confirme as datas de execução para liberar o envio das entregas."
        action={
          <Button type="primary" size="small" onClick={abrir}>
            Aceitar demanda
          </Button>
        }
      />
      <AcaoModal<{ periodo: [Dayjs, Dayjs]; observacao?: string }>
        nome="internalDemandConfig"
        titulo="Configurar demanda interna"
        okText="Aceitar demanda"
        pending={aceitar.isPending}
        initialValues={
          p.dta_inicio && p.dta_fim ? { periodo: [dayjs(p.dta_inicio), dayjs(p.dta_fim)] } : undefined
        }
        campoDoErro={(chave) => (chave === "dta_inicio" || chave === "dta_fim" ? "periodo" : chave)}
        enviar={({ periodo, observacao }) =>
          aceitar.mutateAsync({
            dta_inicio: periodo[0].format(DIA),
            dta_fim: periodo[1].format(DIA),
            observacao: observacao?.trim() || undefined,
          })
        }
      >
        <Paragrafo type="secondary">
          O programa contratou a sua empresa diretamente. Os prazos das etapas acompanham as datas de
          execução.
        </Paragrafo>
        <CampoData
          name="periodo"
          label="Período de execução"
          periodo="aceite-periodo"
          obrigatorio="Informe o início e o término."
        />
        <CampoTexto name="observacao" label="Observação para a equipe" rows={3} obrigatorio={false} />
      </AcaoModal>
    </>
  );
}
