// Codes of a payment of the client's share, shared by the forms and the server (DESIGN §5).
import { porNome } from "./estados";

/** ESTORNADO: a paid share given back to the payer by the gateway, its request cancelled. */
export const STATUS_PAGAMENTO = ["PENDENTE", "PAGO", "FALHOU", "ESTORNADO"] as const;
export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number];
export const PAGAMENTO = porNome(STATUS_PAGAMENTO);

/**
 * How the client pays: a debit card (one charge), a credit card (in instalments), a Pix code, or in
 * person at a service unit (recorded by staff with the proof and a receipt).
 */
export const FORMAS_PAGAMENTO = ["CARTAO", "CREDITO", "PIX", "PRESENCIAL"] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];

export const FORMA_PAGAMENTO_ROTULO: Record<FormaPagamento, string> = {
  CARTAO: "Cartão de débito",
  CREDITO: "Cartão de crédito",
  PIX: "Pix",
  PRESENCIAL: "Presencial",
};
