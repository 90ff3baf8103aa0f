import "server-only";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { TIPOS_ARQUIVO } from "@/lib/regras/arquivo";
import { downloadHeaders } from "./files";

export const XLSX = TIPOS_ARQUIVO.planilha[0];

/** One column of an export: its heading, width (in characters) and the cell of each row. */
export type Coluna<T> = { titulo: string; largura: number; valor: (linha: T) => string | number | null };

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
  aba.columns = p.colunas.map((c) => ({ header: c.titulo, width: c.largura }));
  aba.getRow(1).font = { bold: true };

  const escrever = async () => {
    let linhas = 0;
    for await (const lote of p.lotes) {
      for (const linha of lote) aba.addRow(p.colunas.map((c) => c.valor(linha))).commit();
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
