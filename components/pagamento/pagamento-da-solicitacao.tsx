"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { Button, Space } from "antd";
import { Lista } from "@/components/ui/lista";
import { Etiqueta } from "@/components/ui/etiqueta";
import { Texto } from "@/components/ui/texto";
import { Cartao } from "@/components/ui/cartao";
import { FileTextOutlined, LinkOutlined } from "@ant-design/icons";
import { FORMA_PAGAMENTO_ROTULO, PAGAMENTO } from "@/lib/regras/pagamento";
import { formatBRL, formatDateTime } from "@/lib/format";
import { apiErrorOf } from "@/lib/api-client";
import { notify } from "@/lib/messages";
import { useJaAberto, useModal } from "@/stores/modals";
import { QueryBlock } from "@/components/ui/query-block";
import {
  type Pagamento,
  useEnviarLinkDePagamento,
  useLinkDePagamento,
  usePagamentos,
  useVerificarPagamento,
} from "@/services/pagamento";

// Each dialog loads when first opened: the card lists the payments, few visits pay or record one.
const ModalPagar = dynamic(() => import("./modal-pagar").then((m) => m.ModalPagar), { ssr: false });
const ModalPagamentoPresencial = dynamic(() => import("./modais").then((m) => m.ModalPagamentoPresencial), {
  ssr: false,
});
const ModalRecibo = dynamic(() => import("./modais").then((m) => m.ModalRecibo), { ssr: false });
const LinkModal = dynamic(() => import("@/components/ui/link-modal").then((m) => m.LinkModal), {
  ssr: false,
});

const SITUACAO = {
  [PAGAMENTO.PENDENTE]: { cor: "orange", texto: "Pendente" },
  [PAGAMENTO.PAGO]: { cor: "green", texto: "Pago" },
  [PAGAMENTO.FALHOU]: { cor: "red", texto: "Recusado" },
  [PAGAMENTO.ESTORNADO]: { cor: "purple", texto: "Estornado" },
} as const;

const descricao = (p: Pagamento) =>
  [
    formatBRL(p.valor),
    p.parcelas > 1 && `em ${p.parcelas}x`,
    p.bandeira && `${p.bandeira} final ${p.final}`,
    formatDateTime(p.dtapagamento ?? p.dtainclusao),
    p.motivo,
  ]
    .filter(Boolean)
    .join(" · ");

/**
 * The request's payment of the client's share: what is due, each attempt and its state, and what the
 * user may do now — the client pays or checks a pending payment; staff send a payment link, record an
 * in-person payment with its proof, and open receipts.
 */
export function PagamentoDaSolicitacao({ solicitacao }: { solicitacao: number }) {
  const query = usePagamentos(solicitacao);
  const verificar = useVerificarPagamento(solicitacao);
  const gerarLink = useLinkDePagamento(solicitacao);
  const enviarLink = useEnviarLinkDePagamento(solicitacao);
  const [link, setLink] = useState<{ url: string; expira: string } | null>(null);
  const [recibo, setRecibo] = useState<Pagamento | null>(null);
  const [, abrirPagar] = useModal("paymentDetails");
  const [, abrirLink] = useModal("paymentLink");
  const [, abrirPresencial] = useModal("proofOfPayment");
  const [, abrirRecibo] = useModal("viewPaymentReceipt");
  const pagarMontado = useJaAberto("paymentDetails");
  const linkMontado = useJaAberto("paymentLink");
  const presencialMontado = useJaAberto("proofOfPayment");
  const reciboMontado = useJaAberto("viewPaymentReceipt");

  async function conferir() {
    try {
      const v = await verificar.mutateAsync();
      if (v.mensagem) notify("warning", v.mensagem);
      else if (v.pagamento.situacao === PAGAMENTO.PAGO) notify("success", "Pagamento confirmado.");
    } catch (e) {
      notify("error", apiErrorOf(e).detail);
    }
  }

  async function novoLink() {
    try {
      setLink(await gerarLink.mutateAsync());
      abrirLink();
    } catch (e) {
      notify("error", apiErrorOf(e).detail);
    }
  }

  return (
    <Cartao title="Pagamento" size="small">
      <QueryBlock query={query} empty="" erro="Não foi possível carregar o pagamento.">
        {(d) => (
          <Space direction="vertical" style={{ width: "100%" }}>
            <Texto>
              Parte do cliente: <strong>{formatBRL(d.valor)}</strong>
            </Texto>
            {d.pagamentos.length ? (
              <Lista
                size="small"
                dataSource={d.pagamentos}
                renderItem={(p) => (
                  <Lista.Item
                    actions={
                      p.tem_recibo
                        ? [
                            <Button
                              key="recibo"
                              size="small"
                              icon={<FileTextOutlined />}
                              onClick={() => {
                                setRecibo(p);
                                abrirRecibo();
                              }}
                            >
                              Ver recibo
                            </Button>,
                          ]
                        : []
                    }
                  >
                    <Lista.Item.Meta
                      title={
                        <Space wrap>
                          {FORMA_PAGAMENTO_ROTULO[p.forma]}
                          <Etiqueta color={SITUACAO[p.situacao].cor}>{SITUACAO[p.situacao].texto}</Etiqueta>
                        </Space>
                      }
                      description={descricao(p)}
                    />
                  </Lista.Item>
                )}
              />
            ) : (
              <Texto type="secondary">
                {d.valor > 0
                  ? "Nenhum pagamento feito ainda."
                  : "O subsídio cobre todo o valor: nada a pagar."}
              </Texto>
            )}
            <Space wrap>
              {d.acoes.includes("pagar") && (
                <Button type="primary" onClick={abrirPagar}>
                  Pagar
                </Button>
              )}
              {d.acoes.includes("verificar") && (
                <Button loading={verificar.isPending} onClick={() => void conferir()}>
                  Verificar pagamento
                </Button>
              )}
              {d.acoes.includes("gerar_link") && (
                <Button icon={<LinkOutlined />} loading={gerarLink.isPending} onClick={() => void novoLink()}>
                  Gerar link de pagamento
                </Button>
              )}
              {d.acoes.includes("registrar") && (
                <Button onClick={abrirPresencial}>Registrar pagamento presencial</Button>
              )}
            </Space>
            {d.acoes.includes("pagar") && pagarMontado && <ModalPagar d={d} />}
            {d.acoes.includes("registrar") && presencialMontado && (
              <ModalPagamentoPresencial solicitacao={solicitacao} valor={d.valor} />
            )}
          </Space>
        )}
      </QueryBlock>
      {reciboMontado && <ModalRecibo pagamento={recibo} />}
      {linkMontado && (
        <LinkModal
          modal="paymentLink"
          titulo="Link de pagamento"
          url={link?.url ?? null}
          descricao={
            link && (
              <>
                Envie este link a quem paga a parte do cliente. Ele abre a página de pagamento sem login
                (cartão ou Pix) e vale até {formatDateTime(link.expira)} ou até o pagamento ser confirmado.
              </>
            )
          }
          aviso="Quem tiver o link pode pagar por esta solicitação: envie-o só à pessoa certa."
          porEmail={{ enviar: (email) => enviarLink.mutateAsync(email), aoEnviar: setLink }}
        />
      )}
    </Cartao>
  );
}
