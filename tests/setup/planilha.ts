import ExcelJS from "exceljs";
import { CABECALHO_PAR } from "@/lib/endereco";

/** An export's cells read back with exceljs, row by row (empty rows kept): texts, numbers, Dates or null. */
export async function lerPlanilha(res: Response) {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const aba = livro.worksheets[0];
  const linhas: ExcelJS.Row[] = [];
  aba.eachRow({ includeEmpty: true }, (row) => linhas.push(row));
  return { aba, linhas, valores: linhas.map((r) => (r.values as unknown[]).slice(1).map((v) => v ?? null)) };
}

/** GET `caminho` of the API (an export) with a session, as the browser asks it. */
export const baixar = (
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  caminho: string,
  token: string,
) =>
  app.request(`/api/hub${caminho}`, {
    headers: { authorization: `Bearer ${token}`, [CABECALHO_PAR]: "10.0.0.1" },
  });
