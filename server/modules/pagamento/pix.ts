import "server-only";
import { createStaticPix, hasError } from "pix-utils";

/** The BR Code's lengths (Manual de Padrões para Iniciação do Pix: fields 59, 60 and 26-02). */
export const LIMITES_PIX = { nome: 25, cidade: 15, descricao: 40 } as const;

/**
 * A text as the BR Code may carry it: without accents ("São" → "Sao"), other characters as spaces, single
 * spaces, cut to `max` characters. Banks refuse or garble a payload with other bytes, and its lengths
 * count characters while the CRC counts bytes.
 */
export function textoDoPix(texto: string, max: number) {
  return texto
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7E]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** The "copia e cola" of a static Pix to the programme's key: payee and description kept to what it allows. */
export function brCode(x: {
  valor: number;
  txid: string;
  descricao: string;
  recebedor: { chave: string; nome: string; cidade: string };
}) {
  const pix = createStaticPix({
    merchantName: textoDoPix(x.recebedor.nome, LIMITES_PIX.nome),
    merchantCity: textoDoPix(x.recebedor.cidade, LIMITES_PIX.cidade),
    pixKey: x.recebedor.chave,
    infoAdicional: textoDoPix(x.descricao, LIMITES_PIX.descricao),
    transactionAmount: x.valor,
    txid: x.txid,
  });
  // The settings give the payee; a key the BR Code cannot carry is a setting to fix.
  if (hasError(pix)) throw new Error(`Pix do programa inválido: ${pix.message}`);
  return pix.toBRCode();
}
