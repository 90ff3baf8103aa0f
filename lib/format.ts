// Display rules from SPEC §5, used everywhere text, money, documents and dates are shown.
import dayjs, { type Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { MULTI_COMPANY_LABEL, WAIT_MS } from "@/lib/constants";

dayjs.extend(customParseFormat);

type Text = string | null | undefined;

/** A request's company as its lists name it: the company's name capitalised, or SPEC §9's 'Várias empresas' as it is. */
export const empresaLabel = (label: Text): string =>
  label === MULTI_COMPANY_LABEL ? label : capitalizeWords(label);

/**
 * How a text was typed, which says whether the display may tidy it: a text in capitals only or in lower case only
 * was typed carelessly (or by a caps-lock), any other text by someone who chose its capitals, kept as typed.
 */
function caixa(text: string): "maiusculas" | "minusculas" | "escolhida" {
  const maiusculas = /\p{Lu}/u.test(text);
  const minusculas = /\p{Ll}/u.test(text);
  if (maiusculas && minusculas) return "escolhida";
  return maiusculas ? "maiusculas" : "minusculas";
}

/**
 * A word that keeps its capitals when the display tidies a text: one with digits (5S, ISO9001, 9001), or, in a
 * text in capitals, one of up to 5 letters without a vowel (LGPD, SC, PGRS), which no Portuguese word is. Other
 * acronyms (ISO, ERP, BPA) cannot be told from words (VALE, PLANO) in a text all in capitals: they keep their
 * capitals whenever the text itself has lower case letters, as every text with both is kept as typed.
 */
const sigla = (word: string): boolean =>
  /\d/.test(word) || (/^\P{L}*\p{Lu}{1,5}\P{L}*$/u.test(word) && !/[AEIOUYÁÉÍÓÚÂÊÔÃÕÀÜ]/u.test(word));

/**
 * Inner words a name tidied from capitals or lower case keeps in lower case: SPEC §5's words of up to 2 letters
 * (de, da, e, em, à) and the longer connectors Portuguese titles write in lower case too.
 */
const conectivo = (word: string) =>
  word.length <= 2 ||
  ["das", "dos", "aos", "nas", "nos", "com", "sem", "por", "para", "pelo", "pela", "pelos", "pelas"].includes(
    word,
  );

/** A word's first letter in capitals ("(erp)" → "(Erp)", "às" → "Às"). */
const inicial = (word: string) => word.replace(/\p{L}/u, (letter) => letter.toUpperCase());

/**
 * Names as SPEC §5 shows them, capitalised words (inner connectors in lower case), each part tidied only when it
 * was typed all in capitals or all in lower case; a part with both is kept as typed.
 */
function capitalizar(partes: string[]): string {
  const words = partes.flatMap((parte) => {
    const arrumar = caixa(parte) !== "escolhida";
    return parte.split(/\s+/).flatMap((word) => (word ? [{ word, arrumar }] : []));
  });
  return words
    .map(({ word, arrumar }, index) => {
      if (!arrumar || sigla(word)) return word;
      const lower = word.toLowerCase();
      return conectivo(lower) && index > 0 && index < words.length - 1 ? lower : inicial(lower);
    })
    .join(" ");
}

/** A name: "VALE DOS VINHEDOS" → "Vale dos Vinhedos"; "Adequação à LGPD para Microempresas" as typed. */
export function capitalizeWords(text: Text): string {
  return text ? capitalizar([text]) : "";
}

/** A user's first and last names, capitalised; empty when there is no one. */
export function fullName(person: { nome: string; sobrenome: string } | null | undefined): string {
  return person ? capitalizar([person.nome, person.sobrenome]) : "";
}

/**
 * An objective, question or comment as SPEC §5 shows it, first letter upper and the rest lower, when it was typed
 * all in capitals or all in lower case; a text with both is kept as typed ("Adequar a Nexo Software à LGPD").
 */
export function sentenceCase(text: Text): string {
  if (!text) return "";
  if (caixa(text) === "escolhida") return text;
  return inicial(text.replace(/\S+/g, (word) => (sigla(word) ? word : word.toLowerCase())));
}

/**
 * A number as Intl's pt-BR writes it ("-1.234,5"), with at most `casas` decimals (all of them when `fixas`), but
 * without Intl: a page's first Intl object loads ICU's locale data, 60–130 ms of a phone's main thread at
 * Lighthouse's 4× CPU, and the queue and the request's page write money while they hydrate. As Intl does, it
 * rounds the shortest decimal that reads back as the number (1.005 → "1,01"), half away from zero. Numbers that
 * JavaScript writes with an exponent (≥ 10²¹, < 10⁻⁶) or not at all go to Intl. lib/format.test.ts checks it
 * against Intl.
 */
function decimal(valor: number, casas: number, fixas: boolean): string {
  const texto = String(Math.abs(valor));
  if (!/^\d+(\.\d+)?$/.test(texto))
    return new Intl.NumberFormat("pt-BR", {
      minimumFractionDigits: fixas ? casas : 0,
      maximumFractionDigits: casas,
    }).format(valor);
  const [inteiro, fracao = ""] = texto.split(".");
  let digitos = BigInt(inteiro + fracao.slice(0, casas).padEnd(casas, "0"));
  if (fracao.length > casas && fracao[casas] >= "5") digitos += BigInt(1);
  const cheio = digitos.toString().padStart(casas + 1, "0");
  const parteInteira = cheio.slice(0, cheio.length - casas).replace(/\B(?=(\d{3})+$)/g, ".");
  let parteDecimal = cheio.slice(cheio.length - casas);
  if (!fixas) parteDecimal = parteDecimal.replace(/0+$/, "");
  const sinal = valor < 0 || Object.is(valor, -0) ? "-" : "";
  return sinal + parteInteira + (parteDecimal ? `,${parteDecimal}` : "");
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** "R$ 1.234,56" — Intl separates the symbol with a non-breaking space (U+00A0). */
export function formatBRL(value: number | string | null | undefined): string {
  const number = toNumber(value);
  if (number === null) return "";
  const texto = decimal(number, 2, true);
  return texto.startsWith("-") ? `-R$\u00a0${texto.slice(1)}` : `R$\u00a0${texto}`;
}

/** A count or a measure as people read it: "1.234", "2,5". */
export function formatNumero(value: number): string {
  return decimal(value, 1, false);
}

/** A span of days: "1 dia", "2,5 dias". */
export function formatDias(value: number): string {
  return `${formatNumero(value)} ${Math.abs(value) === 1 ? "dia" : "dias"}`;
}

let compacto: Intl.NumberFormat | undefined;

/**
 * A chart axis's figure, short ("1,2 mil", "3 mi"). Only charts use it, so its Intl object is made on first use:
 * a page's first one loads ICU's locale data.
 */
export function formatCompacto(value: number): string {
  compacto ??= new Intl.NumberFormat("pt-BR", { notation: "compact", maximumFractionDigits: 1 });
  return compacto.format(value);
}

/** Whole-number percentage, as clients see subsidy shares ("33%"). */
export function formatPercent(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? "" : `${Math.round(number)}%`;
}

/** An evaluation's mean score as people read it ("4,2 de 5"); a dash when nothing was scored. */
export function formatNota(nota: number | null): string {
  return nota === null ? "—" : `${nota.toFixed(1).replace(".", ",")} de 5`;
}

/** A percentage as staff and contracts state it, decimals kept ("12,5%"). */
export function formatPercentExato(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? "" : `${decimal(number, 2, false)}%`;
}

export function onlyDigits(text: Text): string {
  return text ? text.replace(/\D/g, "") : "";
}

export function formatPhone(digits: Text): string {
  if (!digits) return "";
  const d = onlyDigits(digits);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return digits;
}

// Separators are added only once characters follow them, so the masks also work while typing.
function applyMask(chars: string, pattern: string): string {
  let result = "";
  let next = 0;
  for (const symbol of pattern) {
    if (next >= chars.length) break;
    result += symbol === "#" ? chars[next++] : symbol;
  }
  return result;
}

export function maskCPF(text: Text): string {
  return applyMask(onlyDigits(text), "###.###.###-##");
}

/** Numeric and alphanumeric (2026) CNPJ: letters are allowed in the first 12 positions. */
export function maskCNPJ(text: Text): string {
  const chars = (text ?? "").toUpperCase().replace(/[^0-9A-Z]/g, "");
  return applyMask(chars, "##.###.###/####-##");
}

export function maskCEP(text: Text): string {
  return applyMask(onlyDigits(text), "#####-###");
}

/** São Paulo's zone: the programme's dates and times, whatever the zone of the server (UTC) or of the device. */
export const ZONA_SAO_PAULO = "America/Sao_Paulo";

export type Momento = { ano: string; mes: string; dia: string; hora: string; minuto: string };

let relogio: Intl.DateTimeFormat | undefined;

// A date without a zone ("2024-03-05", a date column; "2024-03-05T10:00", a wall-clock time) already is São
// Paulo's and is read as written; an instant (a Date, an ISO text with Z or an offset) is turned into São Paulo's
// date and time by Intl, whose zone data follows any change to Brazil's clocks; a Dayjs is a day picked in a
// calendar on this device, read as picked. The same text thus writes the same on the server and in the browser,
// which React's hydration requires (error #418 otherwise).
export function emSaoPaulo(value: string | Date | Dayjs): Momento | null {
  if (dayjs.isDayjs(value)) {
    if (!value.isValid()) return null;
    const [ano, mes, dia, hora, minuto] = value.format("YYYY MM DD HH mm").split(" ");
    return { ano, mes, dia, hora, minuto };
  }
  const parede =
    typeof value === "string" && /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::[\d.]+)?)?$/.exec(value);
  if (parede) {
    const [, ano, mes, dia, hora = "00", minuto = "00"] = parede;
    return dayjs(`${ano}-${mes}-${dia}`, "YYYY-MM-DD", true).isValid()
      ? { ano, mes, dia, hora, minuto }
      : null;
  }
  const instante = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instante.getTime())) return null;
  relogio ??= new Intl.DateTimeFormat("en-US", {
    timeZone: ZONA_SAO_PAULO,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const partes = Object.fromEntries(relogio.formatToParts(instante).map((p) => [p.type, p.value]));
  return { ano: partes.year, mes: partes.month, dia: partes.day, hora: partes.hour, minuto: partes.minute };
}

/** A day as São Paulo reads it, "26/11/2026". */
export function formatDate(value: string | Date | Dayjs | null | undefined): string {
  const m = value ? emSaoPaulo(value) : null;
  return m ? `${m.dia}/${m.mes}/${m.ano}` : "";
}

/** A moment with its time in São Paulo, "26/11/2026 às 14:30" (signatures, messages, link expiries). */
export function formatDateTime(value: string | Date | null | undefined): string {
  const m = value ? emSaoPaulo(value) : null;
  return m ? `${m.dia}/${m.mes}/${m.ano} às ${m.hora}:${m.minuto}` : "";
}

/** A file's size as people read it: "12 KB", "1,5 MB" (a download in progress, an attachment). */
export function formatTamanho(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;
}

/** Stage dates arrive as "DD/MM/YYYY"; strict parsing makes "31/02/2024" invalid instead of rolling over. */
export function parseStageDate(text: string): Dayjs {
  return dayjs(text, "DD/MM/YYYY", true);
}

export function sortByOrdem<T extends { ordem: number }>(list: readonly T[] | null | undefined): T[] {
  return [...(list ?? [])].sort((a, b) => a.ordem - b.ordem);
}

export function truncate(text: Text, max: number): string {
  if (!text) return "";
  if (text.length <= max) return text;
  if (max <= 3) return ".".repeat(Math.max(max, 0));
  return `${text.slice(0, max - 3).trimEnd()}...`;
}

export function wait(ms: number = WAIT_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
