import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { centesimos, dataDaCelula, FORMATOS, planilhaEmStream, type Coluna } from "./xlsx";

type Linha = { nome: string; itens: number; valor: string | number; taxa: number; dia: string; quando: Date };

const COLUNAS: Coluna<Linha>[] = [
  { titulo: "Nome", largura: 20, valor: (l) => l.nome },
  { titulo: "Itens", largura: 8, tipo: "inteiro", valor: (l) => l.itens },
  { titulo: "Valor", largura: 14, tipo: "dinheiro", valor: (l) => l.valor },
  { titulo: "Taxa", largura: 8, tipo: "percentual", valor: (l) => l.taxa },
  { titulo: "Dia", largura: 12, tipo: "data", valor: (l) => l.dia },
  { titulo: "Quando", largura: 18, tipo: "dataHora", valor: (l) => l.quando },
];

async function* lotes(...grupos: Linha[][]) {
  for (const g of grupos) yield g;
}

/** The streamed workbook read back whole with exceljs. */
async function ler(res: Response) {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  return livro.worksheets[0];
}

describe("centesimos", () => {
  it("reads decimal texts exactly, rounding the third decimal half up, signs and bare forms included", () => {
    expect(centesimos("1234.56")).toBe(123456);
    expect(centesimos("1234.565")).toBe(123457);
    expect(centesimos("1234.564")).toBe(123456);
    expect(centesimos("-0.5")).toBe(-50);
    expect(centesimos("7")).toBe(700);
    expect(centesimos(".25")).toBe(25);
    expect(centesimos("99999999999.99")).toBe(9999999999999);
    expect(() => centesimos("1,50")).toThrow();
    expect(() => centesimos("")).toThrow();
  });

  it("drops a float's binary error before rounding to the cent", () => {
    expect(centesimos(0.1 + 0.2)).toBe(30);
    expect(centesimos(1.005)).toBe(101);
    expect(centesimos(-1.005)).toBe(-101);
    expect(centesimos(19.99 * 3)).toBe(5997);
    expect(centesimos(0)).toBe(0);
    expect(centesimos(-0.001)).toBe(0);
  });

  it("sums many cents with no drift: 10,000 × R$ 0,10 is R$ 1.000,00", () => {
    let soma = 0;
    for (let i = 0; i < 10_000; i++) soma += 0.1;
    expect(soma).not.toBe(1000);
    expect(centesimos(soma) / 100).toBe(1000);
  });
});

describe("dataDaCelula", () => {
  it("holds São Paulo's wall clock: an instant after 21:00 UTC-3 is already the next day in UTC", () => {
    // 2026-03-05 23:30 in São Paulo is 2026-03-06 02:30 UTC.
    const instante = new Date("2026-03-06T02:30:00Z");
    expect(dataDaCelula(instante, true)?.toISOString()).toBe("2026-03-05T23:30:00.000Z");
    expect(dataDaCelula(instante, false)?.toISOString()).toBe("2026-03-05T00:00:00.000Z");
    expect(dataDaCelula("2026-03-06T02:30:00.000Z", false)?.toISOString()).toBe("2026-03-05T00:00:00.000Z");
  });

  it("reads a date column as the day it names, and nothing from an invalid text", () => {
    expect(dataDaCelula("2026-12-31", false)?.toISOString()).toBe("2026-12-31T00:00:00.000Z");
    expect(dataDaCelula("31/12/2026", false)).toBeNull();
  });
});

describe("planilhaEmStream: typed cells", () => {
  it("writes numbers, money, percentages and dates as typed cells with Brazilian formats, texts as texts", async () => {
    const res = planilhaEmStream<Linha>({
      arquivo: "teste.xlsx",
      aba: "Teste",
      colunas: COLUNAS,
      lotes: lotes(
        [
          {
            nome: "Alfa",
            itens: 3,
            valor: "1234.56",
            taxa: 40,
            dia: "2026-03-05",
            quando: new Date("2026-03-06T02:30:00Z"),
          },
        ],
        [
          {
            nome: "007",
            itens: 0,
            valor: 0.1 + 0.2,
            taxa: 12.5,
            dia: "2026-12-31",
            quando: new Date("2026-12-31T15:00:00Z"),
          },
        ],
      ),
      total: (n) => `Total: ${n}`,
    });
    const aba = await ler(res);
    expect((aba.getRow(1).values as unknown[]).slice(1)).toEqual(COLUNAS.map((c) => c.titulo));

    const alfa = aba.getRow(2);
    expect(alfa.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(alfa.getCell(2).value).toBe(3);
    expect(alfa.getCell(2).numFmt).toBe(FORMATOS.inteiro);
    expect(alfa.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(alfa.getCell(3).value).toBe(1234.56);
    expect(alfa.getCell(3).numFmt).toBe('"R$" #,##0.00;[Red]-"R$" #,##0.00');
    expect(alfa.getCell(4).value).toBe(0.4);
    expect(alfa.getCell(4).numFmt).toBe("0.00%");
    expect(alfa.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect((alfa.getCell(5).value as Date).toISOString()).toBe("2026-03-05T00:00:00.000Z");
    expect(alfa.getCell(5).numFmt).toBe("dd/mm/yyyy");
    expect(alfa.getCell(6).type).toBe(ExcelJS.ValueType.Date);
    expect((alfa.getCell(6).value as Date).toISOString()).toBe("2026-03-05T23:30:00.000Z");
    expect(alfa.getCell(6).numFmt).toBe("dd/mm/yyyy hh:mm");

    const outra = aba.getRow(3);
    // A text of digits stays a text (a code keeps its zeros); money from a float sum is its cents.
    expect(outra.getCell(1).value).toBe("007");
    expect(outra.getCell(3).value).toBe(0.3);
    expect(outra.getCell(4).value).toBe(0.125);
    expect((outra.getCell(6).value as Date).toISOString()).toBe("2026-12-31T12:00:00.000Z");

    expect(aba.getRow(5).getCell(1).value).toBe("Total: 2");
  });

  it("leaves a null value an empty cell of any kind", async () => {
    const vazia = { nome: null, itens: null, valor: null, taxa: null, dia: null, quando: null };
    const res = planilhaEmStream<typeof vazia>({
      arquivo: "vazia.xlsx",
      aba: "Vazia",
      colunas: COLUNAS.map((c) => ({ ...c, valor: () => null })) as Coluna<typeof vazia>[],
      lotes: (async function* () {
        yield [vazia];
      })(),
      total: () => "Total: 1",
    });
    const aba = await ler(res);
    expect(COLUNAS.map((_, i) => aba.getRow(2).getCell(i + 1).value)).toEqual(COLUNAS.map(() => null));
  });
});
