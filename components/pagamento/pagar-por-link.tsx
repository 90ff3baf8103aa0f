"use client";
import { useState } from "react";
import { Card, Descriptions, Result, Typography } from "antd";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { lerLink } from "@/components/ui/pagina-de-link";
import {
  type Pagamento,
  usePagamentoDoLink,
  usePagarPorLink,
  useVerificarPorLink,
} from "@/services/pagamento";
import { FormularioPagamento } from "./formulario-pagamento";

/**
 * The public payment page a staff payment link opens, with no session: the request and the amount, then
 * card, credit card or Pix. The link works until the payment is confirmed; afterwards it opens nothing.
 */
export function PagarPorLink({ token }: { token: string }) {
  const query = usePagamentoDoLink(token);
  const pagar = usePagarPorLink(token);
  const verificar = useVerificarPorLink(token);
  const [ultimo, setUltimo] = useState<Pagamento | null>(null);

  const link = lerLink(
    query,
    ultimo?.situacao === "PAGO"
      ? {
          titulo: "Pagamento confirmado",
          subtitulo: "O pagamento foi registrado na solicitação. Você já pode fechar esta página.",
        }
      : null,
  );
  if (!link.pronto) return link.tela;
  const d = link.dados;
  if (d.pago)
    return (
      <Result status="info" title="Nada a pagar" subTitle="Esta solicitação já não aguarda pagamento." />
    );
  const atual = ultimo ?? d.pagamento;

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Pagamento
      </Typography.Title>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Solicitação">{d.solicitacao.nrosolicitacao}</Descriptions.Item>
        <Descriptions.Item label="Serviço">{capitalizeWords(d.solicitacao.servico)}</Descriptions.Item>
        <Descriptions.Item label="Cliente">{capitalizeWords(d.solicitacao.empresa)}</Descriptions.Item>
        <Descriptions.Item label="Valor">{formatBRL(d.valor)}</Descriptions.Item>
      </Descriptions>
      <FormularioPagamento
        valor={d.valor}
        maxParcelas={d.max_parcelas}
        pix={atual?.situacao === "PENDENTE" && atual.forma === "PIX" ? atual : null}
        pagar={async (e) => {
          const p = await pagar.mutateAsync(e);
          setUltimo(p);
          return p;
        }}
        pagando={pagar.isPending}
        verificar={async () => {
          const v = await verificar.mutateAsync();
          setUltimo(v.pagamento);
          return v;
        }}
        verificando={verificar.isPending}
      />
    </Card>
  );
}
