// A contract's situation as the contract lookups answer it, the same from the Hub's data and from the ERP (RM).
import { porNome } from "./estados";

/** Waiting for signatures, signed, closed (its request concluded) or cancelled (its request cancelled). */
export const SITUACOES_CONTRATO = ["AGUARDANDO_ASSINATURA", "ASSINADO", "ENCERRADO", "CANCELADO"] as const;
export type SituacaoContrato = (typeof SITUACOES_CONTRATO)[number];
export const SITUACAO_CONTRATO = porNome(SITUACOES_CONTRATO);
