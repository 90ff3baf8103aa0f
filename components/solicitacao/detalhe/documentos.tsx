"use client";
import { Lista } from "@/components/ui/lista";
import { useConfirmacao } from "@/components/ui/confirmacao";
import { DownloadOutlined } from "@ant-design/icons";
import { formatDate, formatTamanho, fullName, sentenceCase } from "@/lib/format";
import { baixarDocumento, useRemoverDocumento } from "@/services/solicitacao-interno-acoes";
import type { Documento } from "@/services/solicitacao-interno";
import { avisarErro } from "@/lib/aviso-da-api";

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
  const [confirmar, confirmacao] = useConfirmacao();
  return (
    <>
      {confirmacao}
      <Lista
        size="small"
        dataSource={arquivos}
        locale={{ emptyText: "Nenhum documento anexado." }}
        renderItem={(d) => (
          <Lista.Item
            key={d.id}
            actions={[
              <button
                key="baixar"
                type="button"
                className="botao botao-link"
                aria-label={`Baixar ${d.arquivo.nome}`}
                onClick={() => baixarDocumento(d).catch(avisarErro)}
              >
                <DownloadOutlined />
                Baixar
              </button>,
              podeRemover && (
                <button
                  key="remover"
                  type="button"
                  className="botao botao-link botao-perigo"
                  aria-label={`Remover ${d.arquivo.nome}`}
                  onClick={() =>
                    confirmar({
                      titulo: `Remover ${d.arquivo.nome}?`,
                      ok: "Remover",
                      executar: () => remover.mutateAsync({ id: d.id, versao }),
                    })
                  }
                >
                  Remover
                </button>
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
    </>
  );
}
