import "server-only";
import { type StatusPagamento } from "@/lib/regras/pagamento";

export type Cartao = { numero: string; nome: string; validade: string; cvv: string };

/** What a driver answers for a charge or a check; `dados` is kept as the payment's data (SPEC §8). */
export type Resultado = {
  situacao: StatusPagamento;
  dados: Record<string, unknown>;
  /** Why a charge was refused, in pt-BR, to show the payer. */
  motivo?: string;
};

export type Cobranca = Resultado & { referencia: string };

/** A charge as the gateway keeps it under its Idempotency-Key: a card's brand and last digits, a Pix's code. */
export type CobrancaRegistrada = Cobranca & { bandeira?: string; final?: string; copiaECola?: string };

/** A gateway that could not answer: `corpo` is its error response, stored as the payment data. */
export class ErroDoDriver extends Error {
  constructor(readonly corpo: unknown) {
    super("o meio de pagamento não respondeu");
  }
}

/**
 * A payment gateway (DESIGN §7, `HUB_PAGAMENTO`). It charges cards (only the brand and last four digits
 * come back to be stored), issues Pix charges as a "copia e cola" BR Code, and answers a charge's state
 * by its reference. Every charge carries the attempt's Idempotency-Key (`chave`): the same key again is
 * answered as the first time, never charged twice, and `cobrancaDaChave` finds the charge of a key whose
 * answer was lost (null when the gateway never got it). `estornar` gives a paid charge back whole, once
 * per key as well. Drivers throw ErroDoDriver when the gateway fails, never for a refused card.
 */
export interface DriverPagamento {
  readonly nome: string;
  cobrarCartao(x: {
    valor: number;
    chave: string;
    parcelas: number;
    credito: boolean;
    cartao: Cartao;
    descricao: string;
  }): Promise<Cobranca & { bandeira: string; final: string }>;
  cobrarPix(x: {
    chave: string;
    valor: number;
    txid: string;
    descricao: string;
    recebedor: { chave: string; nome: string; cidade: string };
  }): Promise<Cobranca & { copiaECola: string }>;
  consultar(referencia: string): Promise<Resultado>;
  cobrancaDaChave(chave: string): Promise<CobrancaRegistrada | null>;
  estornar(x: { referencia: string; valor: number; chave: string }): Promise<Estorno>;
}

/** A charge given back: the gateway's reference of the refund, and its answer, kept with the payment. */
export type Estorno = { referencia: string; dados: Record<string, unknown> };
