import "server-only";
import ExcelJS from "exceljs";
import { TIPOS_ARQUIVO } from "@/lib/regras/arquivo";
import { MESES, ROTULO_MOVIMENTO, ROTULO_SITUACAO } from "@/lib/regras/centrocusto";
import { fileResponse } from "../../../lib/files";
import { celulasDe, FORMATOS, type Coluna } from "../../../lib/xlsx";
import type { Acompanhamento } from "./schemas";

// The follow-up is a report of tens of centres and a month's movements: written whole, in memory.

const SALDOS = [
  { titulo: "Orçamento", chave: "orcamento" },
  { titulo: "Disponível", chave: "saldo" },
  { titulo: "Reservado", chave: "reservado" },
  { titulo: "Comprometido", chave: "comprometido" },
  { titulo: "Gasto", chave: "gasto" },
] as const;
/** A centre's budget and balances in money cells: the follow-up's sheets and the centres' export. */
export const colunasDeSaldo = <T extends Acompanhamento["totais"]>(): Coluna<T>[] =>
  SALDOS.map((s) => ({ titulo: s.titulo, largura: 16, tipo: "dinheiro", valor: (l) => l[s.chave] }));

/** A sheet with a bold, frozen heading, one row per item and, when given, a bold last line. */
function aba<T>(
  livro: ExcelJS.Workbook,
  nome: string,
  colunas: Coluna<T>[],
  linhas: T[],
  total?: (string | number)[],
) {
  const folha = livro.addWorksheet(nome, { views: [{ state: "frozen", ySplit: 1 }] });
  folha.columns = colunas.map((c) => {
    const numFmt = FORMATOS[c.tipo ?? "texto"];
    return { header: c.titulo, width: c.largura, style: numFmt ? { numFmt } : {} };
  });
  folha.getRow(1).font = { bold: true };
  for (const linha of linhas) folha.addRow(celulasDe(colunas, linha));
  // The totals are sums in cents already (the follow-up adds them so): the money columns format them.
  if (total) folha.addRow(total).font = { bold: true };
}

/** The follow-up as a workbook: the centres with their total line, the months (the chart) and the month's movements. */
export async function planilhaDoAcompanhamento(a: Acompanhamento): Promise<Response> {
  const livro = new ExcelJS.Workbook();
  type Centro = Acompanhamento["centros"][number];
  aba<Centro>(
    livro,
    "Saldos",
    [
      { titulo: "Código", largura: 14, valor: (c) => c.codigo },
      { titulo: "Descrição", largura: 48, valor: (c) => c.descricao },
      { titulo: "Ação", largura: 10, valor: (c) => c.acao.codigo },
      { titulo: "Projeto", largura: 32, valor: (c) => c.projeto },
      ...colunasDeSaldo<Centro>(),
      { titulo: "Situação", largura: 12, valor: (c) => ROTULO_SITUACAO[c.situacao] },
    ],
    a.centros,
    ["Total", `${a.centros.length} centro(s)`, "", "", ...SALDOS.map((s) => a.totais[s.chave])],
  );
  type Mes = Acompanhamento["meses"][number];
  aba<Mes>(
    livro,
    "Meses",
    [{ titulo: "Mês", largura: 12, valor: (m) => MESES[m.mes - 1] }, ...colunasDeSaldo<Mes>()],
    a.meses,
  );
  type Movimento = Acompanhamento["movimentos"][number];
  aba<Movimento>(
    livro,
    "Movimentos",
    [
      { titulo: "Data", largura: 18, tipo: "dataHora", valor: (m) => m.dtainclusao },
      { titulo: "Centro de custo", largura: 14, valor: (m) => m.centrocusto.codigo },
      { titulo: "Tipo", largura: 14, valor: (m) => ROTULO_MOVIMENTO[m.tipo] },
      { titulo: "Valor", largura: 16, tipo: "dinheiro", valor: (m) => m.valor },
      { titulo: "Solicitação", largura: 14, valor: (m) => m.solicitacao?.nrosolicitacao ?? null },
      {
        titulo: "Usuário",
        largura: 24,
        valor: (m) => (m.usuario ? `${m.usuario.nome} ${m.usuario.sobrenome}`.trim() : null),
      },
      { titulo: "Descrição", largura: 48, valor: (m) => m.descricao },
    ],
    a.movimentos,
  );
  const bytes = new Uint8Array(await livro.xlsx.writeBuffer());
  const mes = String(a.mes).padStart(2, "0");
  return fileResponse({
    nome: `acompanhamento-saldo-${a.ano}-${mes}.xlsx`,
    tipo: TIPOS_ARQUIVO.planilha[0],
    bytes,
  });
}
