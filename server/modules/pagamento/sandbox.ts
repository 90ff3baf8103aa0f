import "server-only";
import { randomUUID } from "node:crypto";
import { createStaticPix, hasError } from "pix-utils";
import { type DriverPagamento, ErroDoDriver, type Resultado } from "./driver";
import { PAGAMENTO } from "@/lib/regras/pagamento";

/**
 * The built-in test gateway: deterministic by card number, like a real gateway's sandbox. Every other
 * number of a known brand is refused as a card the sandbox does not know.
 */
export const CARTOES_DE_TESTE = {
  "4111111111111111": PAGAMENTO.PAGO,
  "5555555555554444": PAGAMENTO.PAGO,
  "4000000000000002": PAGAMENTO.FALHOU,
  // Stays pending, and checking it fails: the path of a gateway that does not answer (SPEC §8).
  "4000000000009995": PAGAMENTO.PENDENTE,
} as const;

const BANDEIRAS: [RegExp, string][] = [
  [/^4/, "Visa"],
  [/^(5[1-5]|2[2-7])/, "Mastercard"],
  [/^3[47]/, "American Express"],
  [/^(636368|438935|504175|451416|636297|5067|4576|4011|506699)/, "Elo"],
  [/^(606282|3841)/, "Hipercard"],
];

const bandeiraDe = (numero: string) => BANDEIRAS.find(([re]) => re.test(numero))?.[1] ?? "Outra";

// The reference says how the sandbox answers a later check: no state is kept between calls.
const referencia = (tipo: "pago" | "recusado" | "pendente" | "pix") => `sbx_${tipo}_${randomUUID()}`;

export const sandbox: DriverPagamento = {
  nome: "sandbox",

  async cobrarCartao({ valor, parcelas, credito, cartao }) {
    const numero = cartao.numero;
    const situacao = CARTOES_DE_TESTE[numero as keyof typeof CARTOES_DE_TESTE] ?? PAGAMENTO.FALHOU;
    const base = { bandeira: bandeiraDe(numero), final: numero.slice(-4) };
    const dados = {
      gateway: "sandbox",
      valor,
      parcelas,
      modalidade: credito ? "credito" : "debito",
      situacao,
    };
    if (situacao === PAGAMENTO.FALHOU)
      return {
        ...base,
        situacao,
        referencia: referencia("recusado"),
        dados: { ...dados, codigo: numero in CARTOES_DE_TESTE ? "05" : "14" },
        motivo:
          numero in CARTOES_DE_TESTE
            ? "Pagamento não autorizado pelo emissor do cartão."
            : "Cartão não aceito no ambiente de testes. Use um dos cartões de teste.",
      };
    return {
      ...base,
      situacao,
      referencia: referencia(situacao === PAGAMENTO.PAGO ? "pago" : "pendente"),
      dados: {
        ...dados,
        autorizacao: situacao === PAGAMENTO.PAGO ? randomUUID().slice(0, 6).toUpperCase() : null,
      },
    };
  },

  async cobrarPix({ valor, txid, descricao, recebedor }) {
    const pix = createStaticPix({
      merchantName: recebedor.nome,
      merchantCity: recebedor.cidade,
      pixKey: recebedor.chave,
      infoAdicional: descricao,
      transactionAmount: valor,
      txid,
    });
    // The settings give the payee; a key or name the BR Code cannot carry is a setting to fix.
    if (hasError(pix)) throw new Error(`Pix do programa inválido: ${pix.message}`);
    return {
      situacao: PAGAMENTO.PENDENTE,
      referencia: referencia("pix"),
      copiaECola: pix.toBRCode(),
      dados: { gateway: "sandbox", valor, txid },
    };
  },

  async consultar(ref): Promise<Resultado> {
    const tipo = ref.split("_")[1];
    if (tipo === "pendente")
      throw new ErroDoDriver({
        status: 503,
        erro: "GATEWAY_INDISPONIVEL",
        mensagem: "Serviço temporariamente indisponível",
      });
    // A sandbox Pix is paid by the time anyone asks: the payer's bank is simulated as instant.
    if (tipo === "pix" || tipo === "pago")
      return {
        situacao: PAGAMENTO.PAGO,
        dados: { gateway: "sandbox", referencia: ref, situacao: PAGAMENTO.PAGO },
      };
    if (tipo === "recusado")
      return {
        situacao: PAGAMENTO.FALHOU,
        dados: { gateway: "sandbox", referencia: ref, situacao: PAGAMENTO.FALHOU },
      };
    throw new ErroDoDriver({ status: 404, erro: "COBRANCA_INEXISTENTE", referencia: ref });
  },
};
