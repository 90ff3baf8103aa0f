"use client";
import dynamic from "next/dynamic";
import { Button } from "antd";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { PlusOutlined } from "@ant-design/icons";
import { formatDate } from "@/lib/format";
import { useJaAberto, useModal } from "@/stores/modals";
import { baixarDocumento, useDocumentos } from "@/services/credenciamento";
import { QueryBlock } from "@/components/ui/query-block";
import { BotaoBaixar } from "@/components/ui/botao-baixar";

// The document's dialog (its types and upload) loads when first opened.
const ModalDocumento = dynamic(() => import("./modal-documento").then((m) => m.ModalDocumento), {
  ssr: false,
});

/** A company's documents, newest first, to download; its users and staff send more. */
export function Documentos({ empresa }: { empresa: number }) {
  const query = useDocumentos(empresa);
  const [, abrir] = useModal("createDocument");
  const montado = useJaAberto("createDocument");
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
                  <BotaoBaixar
                    key="baixar"
                    rotulo={`Baixar ${d.tipo.descricao}`}
                    baixar={() => baixarDocumento(empresa, d)}
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
      {montado && <ModalDocumento empresa={empresa} />}
    </Cartao>
  );
}
