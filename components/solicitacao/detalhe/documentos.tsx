"use client";
import { Button, Popconfirm } from "antd";
import { Lista } from "@/components/ui/lista";
import { DownloadOutlined } from "@ant-design/icons";
import { apiErrorOf } from "@/lib/api-client";
import { formatDate, formatTamanho, fullName, sentenceCase } from "@/lib/format";
import { MESSAGES, notify } from "@/lib/messages";
import { baixarDocumento, useRemoverDocumento } from "@/services/solicitacao-interno-acoes";
import type { Documento } from "@/services/solicitacao-interno";

const falhou = (e: unknown) => notify("error", apiErrorOf(e).detail);

/** The request's files; removing one is offered with the "documento" action (the API decides who may). */
export function Documentos({
  arquivos,
  podeRemover,
  versao,
}: {
  arquivos: Documento[];
  podeRemover: boolean;
  /** The request's version the page shows, sent as If-Match with a removal. */
  versao: number;
}) {
  const remover = useRemoverDocumento();
  return (
    <Lista
      size="small"
      dataSource={arquivos}
      locale={{ emptyText: "Nenhum documento anexado." }}
      renderItem={(d) => (
        <Lista.Item
          key={d.id}
          actions={[
            <Button
              key="baixar"
              type="link"
              icon={<DownloadOutlined />}
              aria-label={`Baixar ${d.arquivo.nome}`}
              onClick={() => baixarDocumento(d).catch(falhou)}
            >
              Baixar
            </Button>,
            podeRemover && (
              <Popconfirm
                key="remover"
                title={MESSAGES.confirm}
                okText="Remover"
                cancelText="Voltar"
                onConfirm={() =>
                  remover.mutateAsync({ id: d.id, versao }).then(() => notify("success"), falhou)
                }
              >
                <Button type="link" danger aria-label={`Remover ${d.arquivo.nome}`}>
                  Remover
                </Button>
              </Popconfirm>
            ),
          ].filter(Boolean)}
        >
          <Lista.Item.Meta
            title={d.arquivo.nome}
            description={[
              d.descricao && sentenceCase(d.descricao),
              formatTamanho(d.arquivo.tamanho),
              formatDate(d.dtainclusao),
              d.usuario && fullName(d.usuario),
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        </Lista.Item>
      )}
    />
  );
}
