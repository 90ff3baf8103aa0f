"use client";
import dynamic from "next/dynamic";
import { Button } from "antd";
import { Lista } from "@/components/ui/lista";
import { Cartao } from "@/components/ui/cartao";
import { PlusOutlined } from "@ant-design/icons";
import { formatDate } from "@/lib/format";
import { useJaAberto, useModal } from "@/stores/modals";
import { baixarCertificado, useCertificados } from "@/services/projeto";
import { QueryBlock } from "@/components/ui/query-block";
import { BotaoBaixar } from "@/components/ui/botao-baixar";

// The certificate's dialog (its upload) loads when first opened.
const ModalCertificado = dynamic(() => import("./modal-certificado").then((m) => m.ModalCertificado), {
  ssr: false,
});

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
  const montado = useJaAberto("insertCertificates");
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
                  <BotaoBaixar
                    key="baixar"
                    rotulo={`PDF: baixar ${c.descricao}`}
                    baixar={() => baixarCertificado(projeto, c.id, `${c.descricao}.pdf`)}
                  >
                    PDF
                  </BotaoBaixar>,
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
      {podeInserir && montado && <ModalCertificado projeto={projeto} />}
    </Cartao>
  );
}
