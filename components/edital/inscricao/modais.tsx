"use client";
import { DatePicker, Form, Input, type UploadFile } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { CampoData } from "@/components/ui/campo-data";
import { Paragrafo } from "@/components/ui/texto";
import { DOCUMENTO_INSCRICAO, LIMITES_EDITAL } from "@/lib/regras/edital";
import { useAgirNoDocumento, type DocumentoInscricao } from "@/services/edital/inscricao";

const dataBr = (d: Dayjs) => d.format("DD/MM/YYYY");
const passado = (d: Dayjs) => d.isBefore(dayjs(), "day");

/** The field kind that checks a document's file as the API will (a PDF, or a PDF or image). */
const campoDe = (d: DocumentoInscricao) =>
  d.tipos.length === 1 && d.tipos[0] === "pdf" ? "pdf" : "documento";

/** SPEC's "insert document": the company sends a document's file, with its validity when it expires. */
export function ModalEnviarDocumento({
  inscricao,
  documento,
}: {
  inscricao: number;
  documento: DocumentoInscricao | null;
}) {
  const agir = useAgirNoDocumento(inscricao);
  return (
    <AcaoModal<{ arquivo: UploadFile[]; validade?: Dayjs }>
      nome="insertDocument"
      titulo={documento ? `Enviar ${documento.nome}` : "Enviar documento"}
      okText="Enviar documento"
      pending={agir.isPending}
      enviar={(v) =>
        agir.mutateAsync({
          documento: documento!.id,
          versao: documento!.versao,
          acao: "enviar",
          arquivo: arquivoDe(v.arquivo),
          validade: v.validade ? dataBr(v.validade) : undefined,
        })
      }
    >
      {documento?.descricao && <Paragrafo type="secondary">{documento.descricao}</Paragrafo>}
      {documento?.motivo && documento.status.codigo === DOCUMENTO_INSCRICAO.DEVOLVIDO && (
        <Paragrafo>Pedido do avaliador: {documento.motivo}</Paragrafo>
      )}
      <CampoArquivo
        name="arquivo"
        label="Arquivo"
        obrigatorio="Escolha o arquivo do documento."
        tipo={documento ? campoDe(documento) : "pdf"}
      />
      {documento?.expira && (
        <Form.Item
          name="validade"
          label="Válido até"
          extra={`Sem data, vale ${documento.validade_dias ?? 365} dias a partir de hoje.`}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: "100%" }} disabledDate={passado} />
        </Form.Item>
      )}
    </AcaoModal>
  );
}

/** The evaluator returns a document (reason and a new deadline to correct it) or rejects it (reason). */
export function ModalDecidirDocumento({
  inscricao,
  documento,
  acao,
}: {
  inscricao: number;
  documento: DocumentoInscricao | null;
  acao: "devolver" | "rejeitar";
}) {
  const agir = useAgirNoDocumento(inscricao);
  const devolver = acao === "devolver";
  return (
    <AcaoModal<{ motivo: string; prazo?: Dayjs }>
      nome="decidirDocumento"
      titulo={`${devolver ? "Devolver" : "Rejeitar"} ${documento?.nome ?? "documento"}`}
      okText={devolver ? "Devolver para correção" : "Rejeitar documento"}
      danger={!devolver}
      pending={agir.isPending}
      enviar={(v) =>
        agir.mutateAsync({
          documento: documento!.id,
          versao: documento!.versao,
          acao,
          motivo: v.motivo,
          prazo: v.prazo ? dataBr(v.prazo) : undefined,
        })
      }
    >
      <Form.Item
        name="motivo"
        label={devolver ? "O que a empresa deve corrigir" : "Motivo da rejeição"}
        rules={[
          { required: true, whitespace: true, message: "Escreva o motivo para a empresa." },
          { min: 5, message: "Escreva ao menos 5 caracteres." },
        ]}
      >
        <Input.TextArea rows={4} maxLength={LIMITES_EDITAL.motivo} showCount />
      </Form.Item>
      {devolver && (
        <CampoData
          name="prazo"
          label="Prazo para a correção"
          obrigatorio="Informe o prazo para a correção."
          desabilitar={passado}
        />
      )}
    </AcaoModal>
  );
}
