import "server-only";
import { pagamento } from "../../db/schema";

/** What a payment says of itself (how, how much, by which card or transaction, when), as its readers select it. */
export const colunasDoPagamento = {
  forma: pagamento.forma,
  valor: pagamento.valor,
  parcelas: pagamento.parcelas,
  bandeira: pagamento.bandeira,
  final: pagamento.final,
  referencia: pagamento.referencia,
  dados: pagamento.dados,
  dtapagamento: pagamento.dtapagamento,
};
