"use client";
import { useState } from "react";
import { capitalizeWords, formatBRL } from "@/lib/format";
import { lerLink, PaginaDeLink, Resultado } from "@/components/ui/pagina-de-link";
import {
  type Pagamento,
  usePagamentoDoLink,
  usePagarPorLink,
  useVerificarPorLink,
} from "@/services/pagamento";
import { FormularioPagamento } from "./formulario-pagamento";
import { PAGAMENTO } from "@/lib/regras/pagamento";

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
    ultimo?.situacao === PAGAMENTO.PAGO
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
      <Resultado estado="info" titulo="Nada a pagar" subtitulo="Esta solicitação já não aguarda pagamento." />
    );
  const atual = ultimo ?? d.pagamento;

  return (
    <PaginaDeLink
      titulo="Pagamento"
      fatos={[
        ["Solicitação", d.solicitacao.nrosolicitacao],
        ["Serviço", capitalizeWords(d.solicitacao.servico)],
        ["Cliente", capitalizeWords(d.solicitacao.empresa)],
        ["Valor", formatBRL(d.valor)],
      ]}
    >
      <FormularioPagamento
        valor={d.valor}
        maxParcelas={d.max_parcelas}
        semCartao={
          d.cartao_bloqueado
            ? "Este link não aceita mais cartão depois de várias tentativas recusadas. Pague com Pix ou peça um novo link à equipe do programa."
            : undefined
        }
        pix={atual?.situacao === PAGAMENTO.PENDENTE && atual.forma === "PIX" ? atual : null}
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
    </PaginaDeLink>
  );
}
