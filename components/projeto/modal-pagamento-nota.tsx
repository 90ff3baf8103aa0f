"use client";
import type { UploadFile } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { Paragrafo } from "@/components/ui/texto";
import { formatBRL, formatDate } from "@/lib/format";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { CampoData } from "@/components/ui/campo-data";
import { type NotaDaParcela, usePagarNota } from "@/services/projeto";

/**
 * Staff record a sent invoice paid: the day it was paid (not in the future, not before the invoice was
 * sent) and the proof, which its provider and staff then download.
 */
export function ModalPagamentoNota({ linha }: { linha: NotaDaParcela | null }) {
  const pagar = usePagarNota();
  if (!linha?.nota) return null;
  const enviada = linha.nota.dtaenvio ? hojeEmSaoPaulo(new Date(linha.nota.dtaenvio)) : null;
  return (
    <AcaoModal<{ comprovante: UploadFile[]; dtapagamento: Dayjs }>
      nome="pagamentoDaNota"
      titulo={`Registrar pagamento da Nota ${linha.parcela.numero}`}
      okText="Registrar pagamento"
      pending={pagar.isPending}
      initialValues={{ dtapagamento: dayjs(hojeEmSaoPaulo()) }}
      enviar={(v) =>
        pagar.mutateAsync({
          parcela: linha.parcela.id,
          dtapagamento: v.dtapagamento.format("YYYY-MM-DD"),
          comprovante: arquivoDe(v.comprovante),
        })
      }
    >
      <Paragrafo type="secondary">
        Parcela {linha.parcela.numero} de {formatBRL(linha.parcela.valor)}
        {enviada && `, nota enviada em ${formatDate(enviada)}`}. O prestador verá a data e o comprovante.
      </Paragrafo>
      <CampoData
        name="dtapagamento"
        label="Data do pagamento"
        obrigatorio="Informe a data do pagamento."
        desabilitar={(d) => {
          const dia = d.format("YYYY-MM-DD");
          return dia > hojeEmSaoPaulo() || (!!enviada && dia < enviada);
        }}
      />
      <CampoArquivo
        name="comprovante"
        label="Comprovante do pagamento"
        obrigatorio="Anexe o comprovante do pagamento."
        tipo="documento"
      />
    </AcaoModal>
  );
}
