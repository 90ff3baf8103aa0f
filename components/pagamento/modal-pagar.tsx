"use client";
import { Modal } from "antd";
import { formatBRL } from "@/lib/format";
import { notify } from "@/lib/messages";
import { useModal } from "@/stores/modals";
import { type PagamentosDaSolicitacao, usePagar, useVerificarPagamento } from "@/services/pagamento";
import { FormularioPagamento } from "./formulario-pagamento";
import { PAGAMENTO } from "@/lib/regras/pagamento";

/** The "payment details" modal: the client pays its share by card, credit card or Pix. */
export function ModalPagar({ d }: { d: PagamentosDaSolicitacao }) {
  const [open, , close] = useModal("paymentDetails");
  const pagar = usePagar(d.solicitacao.id);
  const verificar = useVerificarPagamento(d.solicitacao.id);
  const pix = d.pagamentos.find((p) => p.situacao === PAGAMENTO.PENDENTE && p.forma === "PIX") ?? null;
  const seConfirmado = <T extends { situacao: string }>(p: T) => {
    if (p.situacao === PAGAMENTO.PAGO) {
      notify("success", "Pagamento confirmado.");
      close();
    }
    return p;
  };
  return (
    <Modal title={`Pagar ${formatBRL(d.valor)}`} open={open} onCancel={close} footer={null} destroyOnHidden>
      <FormularioPagamento
        valor={d.valor}
        maxParcelas={d.max_parcelas}
        pix={pix}
        pagar={async (e) => seConfirmado(await pagar.mutateAsync(e))}
        pagando={pagar.isPending}
        verificar={async () => {
          const v = await verificar.mutateAsync();
          seConfirmado(v.pagamento);
          return v;
        }}
        verificando={verificar.isPending}
      />
    </Modal>
  );
}
