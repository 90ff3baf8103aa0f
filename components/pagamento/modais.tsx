"use client";
import { Button, Form, Input, Modal, Space, type UploadFile } from "antd";
import { Paragrafo } from "@/components/ui/texto";
import { DownloadOutlined } from "@ant-design/icons";
import dayjs, { type Dayjs } from "dayjs";
import { hojeEmSaoPaulo } from "@/lib/dia";
import { FORMA_PAGAMENTO_ROTULO } from "@/lib/regras/pagamento";
import { formatBRL, formatDateTime } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { AcaoModal } from "@/components/ui/acao-modal";
import { Fatos } from "@/components/ui/fatos";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import {
  baixarComprovante,
  baixarRecibo,
  type Pagamento,
  useRegistrarPresencial,
} from "@/services/pagamento";
import { CampoData } from "@/components/ui/campo-data";
import { textoDaAcao } from "@/lib/textos-de-acao";

type Presencial = { comprovante: UploadFile[]; dtapagamento: Dayjs; observacao?: string };

/** The "proof of payment" modal: staff record a payment made in person with its proof; a receipt is issued. */
export function ModalPagamentoPresencial({ solicitacao, valor }: { solicitacao: number; valor: number }) {
  const registrar = useRegistrarPresencial(solicitacao);
  return (
    <AcaoModal<Presencial>
      nome="proofOfPayment"
      titulo="Registrar pagamento presencial"
      okText="Registrar e emitir recibo"
      pending={registrar.isPending}
      texto={textoDaAcao("pagamento.presencial", { valor })}
      initialValues={{ dtapagamento: dayjs(hojeEmSaoPaulo()) }}
      enviar={(v) =>
        registrar.mutateAsync({
          comprovante: arquivoDe(v.comprovante),
          dtapagamento: v.dtapagamento.format("YYYY-MM-DD"),
          observacao: v.observacao?.trim() || undefined,
        })
      }
    >
      <Paragrafo type="secondary">
        Registre o pagamento de {formatBRL(valor)} feito na unidade de atendimento. O portal emite o recibo e
        a solicitação segue para a autorização da execução.
      </Paragrafo>
      <CampoArquivo
        name="comprovante"
        label="Comprovante do pagamento"
        obrigatorio="Anexe o comprovante do pagamento."
        tipo="documento"
      />
      <CampoData
        name="dtapagamento"
        label="Data do pagamento"
        obrigatorio="Preencha este campo."
        desabilitar={(d) => d.format("YYYY-MM-DD") > hojeEmSaoPaulo()}
      />
      <Form.Item
        name="observacao"
        label="Observação"
        rules={[{ max: 500, message: "Escreva no máximo 500 caracteres." }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </AcaoModal>
  );
}

/** The "view payment receipt" modal: a payment made in person, its receipt (PDF) and its proof. */
export function ModalRecibo({ pagamento: p }: { pagamento: Pagamento | null }) {
  const [open, , close] = useModal("viewPaymentReceipt");
  const falhou = (e: Error) => notify("error", e.message);
  return (
    <Modal title="Recibo de pagamento" open={open && !!p} onCancel={close} footer={null} destroyOnHidden>
      {p && (
        <Space direction="vertical" style={{ width: "100%" }}>
          <Fatos
            style={{ marginBottom: 0 }}
            fatos={[
              ["Recibo nº", p.id],
              ["Forma", FORMA_PAGAMENTO_ROTULO[p.forma]],
              ["Valor", formatBRL(p.valor)],
              ["Pago em", formatDateTime(p.dtapagamento)],
            ]}
          />
          <Button icon={<DownloadOutlined />} block onClick={() => baixarRecibo(p.id).catch(falhou)}>
            Baixar recibo (PDF)
          </Button>
          {p.tem_comprovante && (
            <Button
              icon={<DownloadOutlined />}
              block
              onClick={() => baixarComprovante(p.id, `comprovante-${p.id}`).catch(falhou)}
            >
              Baixar comprovante
            </Button>
          )}
        </Space>
      )}
    </Modal>
  );
}
