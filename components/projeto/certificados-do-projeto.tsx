"use client";
import { Button, type UploadFile } from "antd";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { baixarCertificado, useCertificados, useInserirCertificado } from "@/services/projeto";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { CampoTexto } from "@/components/ui/campo-texto";
import { QueryBlock } from "@/components/ui/query-block";

/** "Insert certificates" (SPEC §2): the provider attaches a certificate's PDF; the attestation lists it. */
function ModalCertificado({ projeto }: { projeto: number }) {
  const inserir = useInserirCertificado(projeto);
  return (
    <AcaoModal<{ descricao: string; arquivo: UploadFile[] }>
      nome="insertCertificates"
      titulo="Inserir certificado"
      okText="Inserir"
      pending={inserir.isPending}
      enviar={({ descricao, arquivo }) =>
        inserir.mutateAsync({ descricao: descricao.trim(), arquivo: arquivoDe(arquivo) })
      }
    >
      <CampoTexto name="descricao" label="Nome do certificado" rows={1} min={3} />
      <CampoArquivo
        name="arquivo"
        label="Certificado (PDF)"
        obrigatorio="Anexe o PDF do certificado."
        tipo="pdf"
      />
    </AcaoModal>
  );
}

/**
 * The certificates attached to a project, to download; the provider inserts more while the project runs
 * or waits for evaluation (`podeInserir`).
 */
export function CertificadosDoProjeto({
  projeto,
  podeInserir = false,
}: {
  projeto: number;
  podeInserir?: boolean;
}) {
  const query = useCertificados(projeto);
  const [, abrir] = useModal("insertCertificates");
  return (
    <Cartao
      title="Certificados"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        podeInserir && (
          <Button size="small" icon={<PlusOutlined />} onClick={abrir}>
            Inserir certificado
          </Button>
        )
      }
    >
      <QueryBlock query={query} empty="Nenhum certificado inserido." isEmpty={(d) => d.length === 0}>
        {(certificados) => (
          <Lista
            size="small"
            dataSource={certificados}
            renderItem={(c) => (
              <Lista.Item
                actions={[
                  <Button
                    key="baixar"
                    size="small"
                    icon={<DownloadOutlined />}
                    aria-label={`PDF: baixar ${c.descricao}`}
                    onClick={() =>
                      baixarCertificado(projeto, c.id, `${c.descricao}.pdf`).catch((e: Error) =>
                        notify("error", e.message),
                      )
                    }
                  >
                    PDF
                  </Button>,
                ]}
              >
                <Lista.Item.Meta
                  title={c.descricao}
                  description={`Inserido em ${formatDate(c.dtainclusao)}`}
                />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
      {podeInserir && <ModalCertificado projeto={projeto} />}
    </Cartao>
  );
}
