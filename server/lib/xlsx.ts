import "server-only";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { emSaoPaulo } from "@/lib/format";
import { TIPOS_ARQUIVO } from "@/lib/regras/arquivo";
import { downloadHeaders } from "./files";

export const XLSX = TIPOS_ARQUIVO.planilha[0];

/**
 * What each kind of cell takes: money as reais and a percentage as its number of percent (40 for 40%), each a
 * number or a decimal text as the database gives it, both kept to two decimals.
 */
type Valores = {
  texto: string | null;
  inteiro: number | null;
  dinheiro: number | string | null;
  percentual: number | string | null;
  data: Date | string | null;
  dataHora: Date | string | null;
};
export type TipoDeCelula = keyof Valores;

/**
 * One column of an export: its heading, width (in characters), kind and the value of each row. Money, dates and
 * counts are typed cells with a Brazilian format, so a spreadsheet sums and sorts them; only texts are texts.
 */
export type Coluna<T> = {
  [K in TipoDeCelula]: { titulo: string; largura: number; valor: (linha: T) => Valores[K] } & (K extends "texto"
    ? { tipo?: K }
    : { tipo: K });
}[TipoDeCelula];

export const FORMATOS: Record<TipoDeCelula, string | undefined> = {
  texto: undefined,
  inteiro: "0",
  dinheiro: '"R$" #,##0.00;[Red]-"R$" #,##0.00',
  percentual: "0.00%",
  data: "dd/mm/yyyy",
  dataHora: "dd/mm/yyyy hh:mm",
};

/**
 * A value in hundredths (a sum's cents, a percentage's hundredths), read exactly: "1234.565" (a numeric column)
 * half up to 123457, 0.1 + 0.2 to 30. A number's binary error is dropped at 15 significant digits before it is
 * rounded, so 1.005 is 101. A whole number of hundredths divided by 100 is the double nearest to its decimal,
 * the one Excel holds when the value is typed.
 */
export function centesimos(valor: number | string): number {
  if (typeof valor === "number") {
    const vezes100 = Number((valor * 100).toPrecision(15));
    return Math.sign(vezes100) * Math.round(Math.abs(vezes100)) || 0;
  }
  const partes = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/.exec(valor);
  if (!partes || !(partes[2] || partes[3])) throw new Error(`Valor decimal inválido: ${valor}`);
  const [, sinal, inteiros, decimais = ""] = partes;
  const arredonda = Number(decimais[2] ?? "0") >= 5 ? 1 : 0;
  const total = Number(inteiros || "0") * 100 + Number(decimais.slice(0, 2).padEnd(2, "0")) + arredonda;
  return sinal === "-" ? -total : total;
}

/**
 * São Paulo's day (and time) of `valor` as a date cell. A cell has no zone: Excel shows the wall clock it holds,
 * so the cell holds São Paulo's (lib/format.ts reads it), written as if it were UTC, which is how exceljs stores
 * a Date. A date column ("2026-03-05") is that day; an instant is the day it was in São Paulo.
 */
export function dataDaCelula(valor: Date | string, comHora: boolean): Date | null {
  const m = emSaoPaulo(valor);
  if (!m) return null;
  const [hora, minuto] = comHora ? [Number(m.hora), Number(m.minuto)] : [0, 0];
  return new Date(Date.UTC(Number(m.ano), Number(m.mes) - 1, Number(m.dia), hora, minuto));
}

const celula: { [K in TipoDeCelula]: (v: NonNullable<Valores[K]>) => string | number | Date | null } = {
  texto: (v) => v,
  inteiro: (v) => v,
  dinheiro: (v) => centesimos(v) / 100,
  percentual: (v) => centesimos(v) / 10000,
  data: (v) => dataDaCelula(v, false),
  dataHora: (v) => dataDaCelula(v, true),
};

/** The cells of one row, each of its column's kind. */
export const celulasDe = <T>(colunas: readonly Coluna<T>[], linha: T) =>
  colunas.map((c) => {
    const v = c.valor(linha);
    return v === null ? null : (celula[c.tipo ?? "texto"] as (v: unknown) => string | number | Date | null)(v);
  });

/**
 * A spreadsheet written while it is sent (exceljs' streaming WorkbookWriter): each batch of `lotes` is
 * committed before the next one is read, and reading waits while the client lags behind, so a large export
 * never sits whole in memory. The sheet ends with a total line. Its size is known only at the end, so there
 * is no Content-Length: the browser counts the bytes it received.
 */
export function planilhaEmStream<T>(p: {
  arquivo: string;
  aba: string;
  colunas: readonly Coluna<T>[];
  lotes: AsyncIterable<T[]>;
  total: (linhas: number) => string;
}): Response {
  const saida = new PassThrough();
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true });
  const aba = livro.addWorksheet(p.aba, { views: [{ state: "frozen", ySplit: 1 }] });
  aba.columns = p.colunas.map((c) => {
    const numFmt = FORMATOS[c.tipo ?? "texto"];
    return { header: c.titulo, width: c.largura, style: numFmt ? { numFmt } : {} };
  });
  aba.getRow(1).font = { bold: true };

  const escrever = async () => {
    let linhas = 0;
    for await (const lote of p.lotes) {
      for (const linha of lote) aba.addRow(celulasDe(p.colunas, linha)).commit();
      linhas += lote.length;
      if (saida.writableNeedDrain) await Promise.race([once(saida, "drain"), once(saida, "close")]);
      // The client went away: nobody reads the rest.
      if (saida.destroyed) return;
    }
    aba.addRow([]);
    aba.addRow([p.total(linhas)]).font = { bold: true };
    aba.commit();
    await livro.commit();
  };
  escrever().catch((erro: unknown) => saida.destroy(erro instanceof Error ? erro : new Error(String(erro))));
  return new Response(Readable.toWeb(saida) as ReadableStream<Uint8Array>, {
    headers: downloadHeaders(p.arquivo, XLSX),
  });
}
