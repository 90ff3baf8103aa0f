"use client";
import { Button, Form, type UploadFile } from "antd";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import { formatDate } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import {
  baixarDocumento,
  useDocumentos,
  useEnviarDocumento,
  useTiposDeDocumento,
} from "@/services/credenciamento";
import { AcaoModal } from "@/components/ui/acao-modal";
import { arquivoDe, CampoArquivo } from "@/components/ui/campo-arquivo";
import { QueryBlock } from "@/components/ui/query-block";
import { SelectDaLista } from "@/components/ui/select-da-lista";

/** "Create document" (SPEC §2): a company document of a type, checked on the field as the API checks it. */
function ModalDocumento({ empresa }: { empresa: number }) {
  const enviar = useEnviarDocumento(empresa);
  const tipos = useTiposDeDocumento();
  return (
    <AcaoModal<{ tipo: number; arquivo: UploadFile[] }>
      nome="createDocument"
      titulo="Enviar documento"
      okText="Enviar"
      pending={enviar.isPending}
      enviar={({ tipo, arquivo }) => enviar.mutateAsync({ tipo, arquivo: arquivoDe(arquivo) })}
    >
      <Form.Item
        name="tipo"
        label="Tipo de documento"
        rules={[{ required: true, message: "Escolha o tipo." }]}
      >
        <SelectDaLista
          lista={tipos}
          placeholder="Escolha o tipo"
          options={(tipos.data ?? []).map((t) => ({
            value: t.id,
            label: t.exigido_prestador ? `${t.descricao} (exigido para credenciamento)` : t.descricao,
          }))}
        />
      </Form.Item>
      <CampoArquivo
        name="arquivo"
        label="Arquivo"
        obrigatorio="Anexe o documento (PDF, PNG ou JPEG)."
        tipo="documento"
      />
    </AcaoModal>
  );
}

/** A company's documents, newest first, to download; its users and staff send more. */
export function Documentos({ empresa }: { empresa: number }) {
  const query = useDocumentos(empresa);
  const [, abrir] = useModal("createDocument");
  return (
    <Cartao
      title="Documentos"
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={abrir}>
          Enviar documento
        </Button>
      }
    >
      <QueryBlock
        query={query}
        empty="Nenhum documento enviado."
        isEmpty={(d) => d.length === 0}
        erro="Não foi possível carregar os documentos."
      >
        {(documentos) => (
          <Lista
            size="small"
            dataSource={documentos}
            renderItem={(d) => (
              <Lista.Item
                actions={[
                  <Button
                    key="baixar"
                    size="small"
                    icon={<DownloadOutlined />}
                    aria-label={`Baixar ${d.tipo.descricao}`}
                    onClick={() =>
                      baixarDocumento(empresa, d).catch((e: Error) => notify("error", e.message))
                    }
                  />,
                ]}
              >
                <Lista.Item.Meta
                  title={d.tipo.descricao}
                  description={`${d.arquivo.nome} · enviado em ${formatDate(d.dtainclusao)}`}
                />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
      <ModalDocumento empresa={empresa} />
    </Cartao>
  );
}
