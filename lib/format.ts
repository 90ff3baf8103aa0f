// Display rules from SPEC §5, used everywhere text, money, documents and dates are shown.
import dayjs, { type Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { MULTI_COMPANY_LABEL, WAIT_MS } from "@/lib/constants";

dayjs.extend(customParseFormat);

type Text = string | null | undefined;

/** A request's company as its lists name it: the company's name capitalised, or SPEC §9's 'Várias empresas' as it is. */
export const empresaLabel = (label: Text): string =>
  label === MULTI_COMPANY_LABEL ? label : capitalizeWords(label);

export function capitalizeWords(text: Text): string {
  if (!text) return "";
  const words = text.trim().toLowerCase().split(/\s+/);
  return words
    .map((word, index) =>
      word.length <= 2 && index > 0 && index < words.length - 1
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}

/** A user's first and last names, capitalised; empty when there is no one. */
export function fullName(person: { nome: string; sobrenome: string } | null | undefined): string {
  return person ? capitalizeWords(`${person.nome} ${person.sobrenome}`) : "";
}

export function sentenceCase(text: Text): string {
  if (!text) return "";
  return text.toLowerCase().replace(/\p{L}/u, (letter) => letter.toUpperCase());
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

export function formatDate(value: string | Date | Dayjs | null | undefined): string {
  if (!value) return "";
  const date = dayjs(value);
  return date.isValid() ? date.format("DD/MM/YYYY") : "";
}

/** A moment with its time, "26/11/2026 às 14:30" (signatures, link expiries). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = dayjs(value);
  return date.isValid() ? date.format("DD/MM/YYYY [às] HH:mm") : "";
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
