import { z } from "@hono/zod-openapi";
import { FORMAS_PAGAMENTO, STATUS_PAGAMENTO } from "@/lib/regras/pagamento";
import { Dia, Id, Texto } from "../../lib/params";
import { ACOES_PAGAMENTO } from "./workflow";

const id = z.number().int();
const texto = z.string();

/** The Luhn check digit every card number carries: a mistyped digit fails before any charge. */
function luhn(numero: string) {
  let soma = 0;
  for (let i = 0; i < numero.length; i++) {
    let d = Number(numero[numero.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    soma += d;
  }
  return soma % 10 === 0;
}

const CartaoBody = z.strictObject({
  numero: z
    .string({ error: "Preencha este campo." })
    .regex(/^\d{13,19}$/, "Informe os 13 a 19 números do cartão.")
    .refine(luhn, "Número do cartão inválido."),
  nome: Texto(3, 100),
  validade: z
    .string({ error: "Preencha este campo." })
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "Use o formato MM/AA."),
  cvv: z.string({ error: "Preencha este campo." }).regex(/^\d{3,4}$/, "O código tem 3 ou 4 números."),
});

const FORMA = { error: "Escolha a forma de pagamento: CARTAO, CREDITO ou PIX." };

/** How a payment link pays (its token names the request); a card form carries the card. */
export const EntradaBody = z
  .strictObject({
    forma: z.enum(["CARTAO", "CREDITO", "PIX"], FORMA),
    parcelas: z.number().int("Número de parcelas inválido.").min(1, "Ao menos 1 parcela.").default(1),
    cartao: CartaoBody.optional(),
  })
  .openapi("PagamentoEntrada");
export type Entrada = z.infer<typeof EntradaBody>;

/** A signed-in client paying request `solicitacao`. */
export const PagamentoBody = EntradaBody.extend({ solicitacao: Id }).openapi("PagamentoNovo");

export const PagamentoSchema = z
  .object({
    id,
    forma: z.enum(FORMAS_PAGAMENTO),
    situacao: z.enum(STATUS_PAGAMENTO),
    valor: z.number(),
    parcelas: id,
    bandeira: texto.nullable(),
    final: texto.nullable(),
    /** The Pix "copia e cola" BR Code to pay (its QR code is drawn from it). */
    pix_copia_e_cola: texto.nullable(),
    /** Why the charge failed, in pt-BR. */
    motivo: texto.nullable(),
    /** What the gateway answered (or its error body): staff only. */
    dados: z.record(z.string(), z.unknown()).nullable(),
    tem_comprovante: z.boolean(),
    tem_recibo: z.boolean(),
    dtainclusao: texto,
    dtapagamento: texto.nullable(),
    /** What the user may do on this payment now (its table's acts): "verificar" while pending. */
    acoes: z.array(z.enum(["verificar"])),
  })
  .openapi("Pagamento");

export const VerificacaoSchema = z
  .object({ pagamento: PagamentoSchema, mensagem: texto.nullable() })
  .openapi("PagamentoVerificado");

export const PagamentosDaSolicitacaoSchema = z
  .object({
    solicitacao: z.object({ id, nrosolicitacao: texto, situacao: texto }),
    /** The client's share due (the selected proposal's). */
    valor: z.number(),
    max_parcelas: id,
    pagamentos: z.array(PagamentoSchema),
    /**
     * What the user may do now, from the tables (DESIGN §5): pay, record a payment made in person, make a
     * payment link, check a pending payment.
     */
    acoes: z.array(z.enum(ACOES_PAGAMENTO)),
  })
  .openapi("PagamentosDaSolicitacao");

export const PagamentoDoLinkSchema = z
  .object({
    solicitacao: z.object({ nrosolicitacao: texto, servico: texto, empresa: texto }),
    valor: z.number(),
    max_parcelas: id,
    /** The pending Pix or the last attempt, so a reload shows where the payer was. */
    pagamento: PagamentoSchema.nullable(),
    pago: z.boolean(),
    /** The link took its last card charge, declined: only Pix is left, and the page says so before any try. */
    cartao_bloqueado: z.boolean(),
  })
  .openapi("PagamentoDoLink");

export const GeraLinkBody = z.strictObject({ solicitacao: Id }).openapi("PagamentoLinkNovo");

export const ReciboForm = z
  .strictObject({
    comprovante: z
      .instanceof(File, { message: "Anexe o comprovante do pagamento." })
      .openapi({ type: "string", format: "binary" }),
    dtapagamento: Dia,
    observacao: z.string().trim().max(500, "Escreva no máximo 500 caracteres.").optional(),
  })
  .openapi("PagamentoPresencial");
