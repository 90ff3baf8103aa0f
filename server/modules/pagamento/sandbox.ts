import "server-only";
import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import {
  type CobrancaRegistrada,
  type DriverPagamento,
  ErroDoDriver,
  type Estorno,
  type Resultado,
} from "./driver";
import { PAGAMENTO } from "@/lib/regras/pagamento";
import { brCode } from "./pix";

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
const referencia = (tipo: "pago" | "recusado" | "pendente" | "pix" | "estorno") =>
  `sbx_${tipo}_${randomUUID()}`;

/**
 * The charges (and refunds) a sandbox made, by Idempotency-Key, as a gateway keeps them: in memory, or in
 * `arquivo` (one JSON line each, written before the answer goes back) when it must outlive the process that
 * charged, as a real gateway's records outlive a crash of the portal.
 */
function registroDeCobrancas<T = CobrancaRegistrada>(arquivo?: string) {
  const memoria = new Map<string, T>();
  const lidas = () => {
    if (!arquivo || !existsSync(arquivo)) return memoria;
    const linhas = readFileSync(arquivo, "utf8").split("\n").filter(Boolean);
    return new Map(linhas.map((l) => JSON.parse(l) as [string, T]));
  };
  return {
    ler: (chave: string) => lidas().get(chave) ?? null,
    gravar(chave: string, c: T) {
      memoria.set(chave, c);
      if (arquivo) appendFileSync(arquivo, `${JSON.stringify([chave, c])}\n`);
    },
  };
}

/**
 * A sandbox gateway; `registro` is the file its charges are kept in (a test that kills the portal between a
 * charge and its record finds the charge there), else they live as long as the process.
 */
export function criarSandbox(registro?: string): DriverPagamento {
  const cobrancas = registroDeCobrancas(registro);
  const estornos = registroDeCobrancas<Estorno>(registro && `${registro}.estornos`);
  /** The first answer to `chave`, or a new charge kept under it: a retried key is never charged twice. */
  const umaVez = <T extends CobrancaRegistrada>(chave: string, cobrar: () => T): T => {
    const antes = cobrancas.ler(chave);
    if (antes) return antes as T;
    const nova = cobrar();
    cobrancas.gravar(chave, nova);
    return nova;
  };
  return {
    nome: "sandbox",
    cobrarCartao: async (x) => umaVez(x.chave, () => cobrarCartao(x)),
    cobrarPix: async (x) => umaVez(x.chave, () => cobrarPix(x)),
    consultar,
    cobrancaDaChave: async (chave) => cobrancas.ler(chave),
    async estornar({ referencia: ref, valor, chave }) {
      const antes = estornos.ler(chave);
      if (antes) return antes;
      // Only a paid charge is given back: a card paid, or a Pix (paid by the time anyone asks).
      if (!/^sbx_(pago|pix)_/.test(ref))
        throw new ErroDoDriver({ status: 422, erro: "COBRANCA_NAO_ESTORNAVEL", referencia: ref });
      const novo = {
        referencia: referencia("estorno"),
        dados: { gateway: "sandbox", cobranca: ref, valor, situacao: PAGAMENTO.ESTORNADO },
      };
      estornos.gravar(chave, novo);
      return novo;
    },
  };
}

function cobrarCartao({ valor, parcelas, credito, cartao }: Parameters<DriverPagamento["cobrarCartao"]>[0]) {
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
}

function cobrarPix({ valor, txid, descricao, recebedor }: Parameters<DriverPagamento["cobrarPix"]>[0]) {
  return {
    situacao: PAGAMENTO.PENDENTE,
    referencia: referencia("pix"),
    copiaECola: brCode({ valor, txid, descricao, recebedor }),
    dados: { gateway: "sandbox", valor, txid },
  };
}

async function consultar(ref: string): Promise<Resultado> {
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
}

/** The built-in gateway of `HUB_PAGAMENTO=sandbox`. */
export const sandbox = criarSandbox();
