import ExcelJS from "exceljs";

/** A spreadsheet answer read back with exceljs: each row of its first sheet as texts. */
export async function lerPlanilha(res: Response) {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const linhas: string[][] = [];
  livro.worksheets[0].eachRow((row) =>
    linhas.push((row.values as unknown[]).slice(1).map((v) => (v == null ? "" : String(v)))),
  );
  return linhas;
}
