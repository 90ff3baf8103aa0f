import "server-only";
import type { SituacaoContrato } from "@/lib/regras/contrato";

/** A contract as a driver reads it: the parties' documents in full (CNPJ, or a rural producer's CPF). */
export type ContratoLido = {
  numero: string;
  nrosolicitacao: string | null;
  servico: { codigo: string; titulo: string };
  contratante: { nome: string; documento: string };
  contratada: { nome: string; documento: string };
  valor_bruto: number;
  valor_subsidio: number;
  valor_cliente: number;
  inicio: string;
  fim: string;
  situacao: SituacaoContrato;
};

/**
 * The ERP ("RM") as the contract lookup reads it (`HUB_RM`, as `HUB_PAGAMENTO` picks the payment driver).
 * `contratos` answers the live contracts in which the company with `documento` (a CNPJ or a rural
 * producer's CPF, digits only) is either party, of the service with code `servico` when given (the Hub's
 * `servico.codigo`, which the ERP keeps as the product code), newest first.
 *
 * The built-in `local` driver reads the Hub's own contracts. An HTTP driver for a real RM installation
 * implements the same method: one `GET` of RM's contract query for the document (and the product code),
 * with the installation's credentials from its own settings, each record mapped to ContratoLido (RM's
 * contract number as `numero`, its state as a SituacaoContrato, money as numbers, dates as `AAAA-MM-DD`).
 * It throws when RM does not answer, so the caller gets an error instead of an empty list.
 */
export interface DriverRm {
  readonly nome: string;
  contratos(x: { documento: string; servico?: string }): Promise<ContratoLido[]>;
}
