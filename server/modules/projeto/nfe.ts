import "server-only";
import { XMLParser } from "fast-xml-parser";
import { formatBRL, maskCNPJ } from "@/lib/format";
import { badRequest } from "../../lib/errors";

/**
 * The largest NF-e: SEFAZ refuses a message over 500 KB, and the authorisation protocol of a `nfeProc` adds a
 * few KB; an XML over this is no invoice, and is refused before it is parsed.
 */
export const NFE_MAX_BYTES = 1024 * 1024;
/**
 * The deepest an NF-e nests: its schema goes 8 levels down at most (nfeProc › NFe › infNFe › det › imposto ›
 * ICMS › ICMS00 › …, or the signature's Signature › SignedInfo › Reference › Transforms › Transform); twice that
 * is room enough, and a deeper document is refused while parsing, before its tree is built.
 */
export const NFE_MAX_NIVEIS = 16;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  // Keys and values as written: a CNPJ or an access key must keep its leading zeros.
  parseTagValue: false,
  parseAttributeValue: false,
  maxNestedTags: NFE_MAX_NIVEIS,
});

/** The NF-e access key's check digit (module 11, weights 2 to 9 from the right, 10 and 11 give 0). */
function digitoDaChave(chave43: string) {
  let soma = 0;
  for (let i = 0; i < 43; i++) soma += Number(chave43[42 - i]) * (2 + (i % 8));
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** The value at `chaves` inside the parsed document, or undefined where a level is missing. */
const em = (o: unknown, ...chaves: string[]): unknown =>
  chaves.reduce<unknown>(
    (x, k) => (x && typeof x === "object" ? (x as Record<string, unknown>)[k] : undefined),
    o,
  );

const erro = (mensagem: string) => badRequest("Nota fiscal recusada.", { arquivo: [mensagem] });

/**
 * Reads an NF-e XML (a `nfeProc` or a bare `NFe`) and checks it against the instalment it pays: a 44-digit
 * access key whose check digit holds, issued by the provider's CNPJ, for the instalment's value to the
 * cent. Answers the access key; each failure is a 400 on the `arquivo` field, in pt-BR.
 */
export function validarNfe(xml: string, esperado: { cnpj: string | null; valor: number }): string {
  if (Buffer.byteLength(xml) > NFE_MAX_BYTES)
    throw erro(`O XML passa de ${NFE_MAX_BYTES / 1024} KB, mais do que uma NF-e pode ter.`);
  // An NF-e declares no DTD: one here could only be there to define entities that expand.
  if (/<!DOCTYPE/i.test(xml)) throw erro("O XML declara um DOCTYPE, que uma NF-e não tem.");
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch (e) {
    throw erro(
      /nested tags/i.test((e as Error).message)
        ? `O XML tem mais de ${NFE_MAX_NIVEIS} níveis, mais do que uma NF-e pode ter.`
        : "O arquivo não é um XML válido.",
    );
  }
  const inf = em(doc, "nfeProc", "NFe", "infNFe") ?? em(doc, "NFe", "infNFe");
  if (!inf) throw erro("O XML não é uma NF-e (falta o grupo infNFe).");
  const chave = String(em(inf, "@Id") ?? em(doc, "nfeProc", "protNFe", "infProt", "chNFe") ?? "").replace(
    /^NFe/,
    "",
  );
  if (!/^\d{44}$/.test(chave)) throw erro("A chave de acesso da NF-e deve ter 44 dígitos.");
  if (digitoDaChave(chave.slice(0, 43)) !== Number(chave[43]))
    throw erro("Chave de acesso inválida: o dígito verificador não confere.");
  const emitente = String(em(inf, "emit", "CNPJ") ?? "");
  if (!esperado.cnpj || emitente !== esperado.cnpj)
    throw erro(
      `A NF-e foi emitida pelo CNPJ ${emitente ? maskCNPJ(emitente) : "(ausente)"}; emita-a pelo CNPJ da sua empresa.`,
    );
  const valor = Number(em(inf, "total", "ICMSTot", "vNF"));
  if (!Number.isFinite(valor) || Math.round(valor * 100) !== Math.round(esperado.valor * 100))
    throw erro(
      `O valor da NF-e (${Number.isFinite(valor) ? formatBRL(valor) : "ausente"}) difere do da parcela (${formatBRL(esperado.valor)}).`,
    );
  return chave;
}
