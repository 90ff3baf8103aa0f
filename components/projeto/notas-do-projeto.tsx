"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Cartao } from "@/components/ui/cartao";
import { formatBRL, formatDate, formatDateTime } from "@/lib/format";
import { SITUACAO_NOTA } from "@/lib/regras/projeto";
import { useJaAberto, useModal } from "@/stores/modals";
import { Confirmar } from "@/components/ui/confirmar";
import { QueryBlock } from "@/components/ui/query-block";
import {
  baixarComprovanteDaNota,
  baixarNota,
  type NotaDaParcela,
  useAutorizarNota,
  useNotas,
} from "@/services/projeto";
import { BotaoBaixar } from "@/components/ui/botao-baixar";

// The invoice's dialogs (its upload, its payment) load when first opened.
const ModalNota = dynamic(() => import("./modal-nota").then((m) => m.ModalNota), { ssr: false });
const ModalPagamentoNota = dynamic(
  () => import("./modal-pagamento-nota").then((m) => m.ModalPagamentoNota),
  { ssr: false },
);

/**
 * The project's instalments and their invoices ('Nota {parcela}'): staff authorise an invoice once its
 * stage is approved and record it paid (the day and the proof); the provider sends it; both download what
 * was sent and the proof of its payment.
 */
export function NotasDoProjeto({ projeto }: { projeto: number }) {
  const query = useNotas(projeto);
  const autorizar = useAutorizarNota();
  const [linha, setLinha] = useState<NotaDaParcela | null>(null);
  const [, abrir] = useModal("invoiceSubmission");
  const montado = useJaAberto("invoiceSubmission");
  const [, abrirPagamento] = useModal("pagamentoDaNota");
  const pagamentoMontado = useJaAberto("pagamentoDaNota");
  return (
    <Cartao title="Parcelas e notas fiscais" size="small" style={{ marginBottom: 16 }}>
      <QueryBlock
        query={query}
        empty="Nenhuma parcela."
        isEmpty={(d) => d.length === 0}
        erro="Não foi possível carregar as notas."
      >
        {(linhas) => (
          <Lista
            size="small"
            dataSource={linhas}
            renderItem={(l) => (
              <Lista.Item
                actions={[
                  l.acoes.includes("autorizar") && (
                    <Confirmar
                      key="autorizar"
                      rotulo={`Autorizar Nota ${l.parcela.numero}`}
                      texto={{ acao: "nota.autorizar", valores: l.parcela }}
                      pending={autorizar.isPending}
                      executar={() => autorizar.mutateAsync(l.parcela.id)}
                    />
                  ),
                  l.acoes.includes("enviar") && (
                    <Button
                      key="enviar"
                      type="primary"
                      size="small"
                      onClick={() => {
                        setLinha(l);
                        abrir();
                      }}
                    >
                      Enviar Nota {l.parcela.numero}
                    </Button>
                  ),
                  l.nota?.tem_arquivo && (
                    <BotaoBaixar
                      key="baixar"
                      rotulo={`Baixar Nota ${l.parcela.numero}`}
                      baixar={() => baixarNota(projeto, l.parcela.id, `nota-${l.parcela.numero}`)}
                    />
                  ),
                  l.nota?.tem_comprovante && (
                    <BotaoBaixar
                      key="comprovante"
                      rotulo={`Baixar comprovante da Nota ${l.parcela.numero}`}
                      baixar={() =>
                        baixarComprovanteDaNota(projeto, l.parcela.id, `comprovante-nota-${l.parcela.numero}`)
                      }
                    />
                  ),
                  l.acoes.includes("pagar") && (
                    <Button
                      key="pagar"
                      size="small"
                      onClick={() => {
                        setLinha(l);
                        abrirPagamento();
                      }}
                    >
                      Registrar pagamento
                    </Button>
                  ),
                ].filter(Boolean)}
              >
                <Lista.Item.Meta
                  title={
                    <Space wrap>
                      {`Parcela ${l.parcela.numero}: ${formatBRL(l.parcela.valor)}`}
                      {l.nota ? (
                        <Etiqueta
                          color={SITUACAO_NOTA[l.nota.situacao].cor}
                        >{`${l.nota.titulo}: ${SITUACAO_NOTA[l.nota.situacao].texto}`}</Etiqueta>
                      ) : (
                        <Etiqueta>Nota não autorizada</Etiqueta>
                      )}
                    </Space>
                  }
                  description={[
                    `Etapa ${l.parcela.etapa_ordem}: ${l.etapa.titulo}`,
                    l.nota?.dtaenvio && `enviada em ${formatDateTime(l.nota.dtaenvio)}`,
                    l.nota?.dtapagamento && `paga em ${formatDate(l.nota.dtapagamento)}`,
                    l.nota?.chave_acesso && `chave ${l.nota.chave_acesso}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                />
              </Lista.Item>
            )}
          />
        )}
      </QueryBlock>
      {montado && <ModalNota projeto={projeto} linha={linha} />}
      {pagamentoMontado && <ModalPagamentoNota linha={linha} />}
    </Cartao>
  );
}
