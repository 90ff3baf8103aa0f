import ExcelJS from "exceljs";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { chooseOption, confirmarAcao, entrarComo, VIEWPORTS, violacoes } from "./support";

// The demo's cost centres have a year of movements; November 2026 holds the contracting's (reservations
// moved, commitments, spending) and two reservations of requests released that month. CC-2026-005 ends
// negative and CC-2026-006 critical.

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`cost centres at ${name}`, () => {
    test.use({ viewport });

    test("staff open the monthly follow-up, see the month's movements and export them", async ({ page }) => {
      await entrarComo(page, "coordenador@hub.example");
      await page.goto("/interno/centros-custo/acompanhamento?ano=2026&mes=11");
      await expect(page.getByRole("heading", { level: 1, name: "Acompanhamento de saldos" })).toBeVisible();
      await expect(page.getByText("Totais no fim de novembro de 2026")).toBeVisible();
      const movimentos = page.locator(".cartao").filter({ hasText: "Movimentos de novembro" }).last();
      await expect(movimentos.getByText("Compromisso").first()).toBeVisible();
      await expect(movimentos.getByText("Gasto").first()).toBeVisible();
      // The chart's figures are also a table for screen readers.
      await expect(page.getByRole("table", { name: "Saldos no fim de cada mês" })).toBeAttached();

      const centros = page.locator(".cartao").filter({ hasText: "Centros de custo" }).last();
      // The filters live in the URL: a click navigates, and the box shows the URL's state after it.
      await page.getByRole("checkbox", { name: "Saldo negativo" }).click();
      await expect(page).toHaveURL(/saldo_negativo=true/);
      await expect(centros.locator("tbody tr.tabela-linha")).toHaveCount(1);
      await expect(centros.getByText("CC-2026-005")).toBeVisible();
      await page.getByRole("checkbox", { name: "Saldo negativo" }).click();
      await expect(page).not.toHaveURL(/saldo_negativo=true/);
      await page.getByRole("checkbox", { name: "Críticos" }).click();
      await expect(page).toHaveURL(/criticos=true/);
      await expect(centros.getByText("CC-2026-006")).toBeVisible();
      await page.getByRole("checkbox", { name: "Críticos" }).click();
      await expect(page).not.toHaveURL(/criticos=true/);
      await expect(centros.locator("tbody tr.tabela-linha")).toHaveCount(7);

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Exportar planilha" }).click();
      const arquivo = await download;
      expect(arquivo.suggestedFilename()).toBe("acompanhamento-saldo-2026-11.xlsx");
      const livro = new ExcelJS.Workbook();
      await livro.xlsx.readFile(await arquivo.path());
      const saldos = livro.getWorksheet("Saldos")!;
      expect(saldos.getRow(1).getCell(1).value).toBe("Código");
      expect(saldos.getRow(saldos.rowCount).getCell(1).value).toBe("Total");
      expect(saldos.rowCount).toBe(1 + 7 + 1);
      expect(livro.getWorksheet("Meses")!.rowCount).toBe(1 + 11);
      expect(livro.getWorksheet("Movimentos")!.rowCount).toBeGreaterThan(1);

      expect(await violacoes(page)).toEqual([]);
    });

    test("a manager opens a centre from the list, reads its ledger and involves a person", async ({
      page,
    }) => {
      await entrarComo(page, "gestor@hub.example");
      await page.goto("/interno/centros-custo?cod_acao=4.3");
      await expect(page.getByText("1 centro(s) de custo")).toBeVisible();
      await page.getByRole("link", { name: "CC-2026-003" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Centro de custo CC-2026-003" }),
      ).toBeVisible();
      await expect(page.getByText("Disponível").first()).toBeVisible();
      // On a phone the description is under the date; its own column is there, hidden by CSS.
      await expect(
        page.getByText("Suplementação para a trilha de transformação digital").filter({ visible: true }),
      ).toBeVisible();

      const pessoas = page.locator(".cartao").filter({ hasText: "Pessoas envolvidas" }).last();
      await pessoas.getByRole("button", { name: "Adicionar" }).click();
      const dialog = page.getByRole("dialog", { name: "Pessoas envolvidas em CC-2026-003" });
      await chooseOption(page, dialog.getByLabel("Pessoas da equipe"), "Camila");
      await dialog.getByRole("button", { name: "Adicionar pessoas" }).click();
      await expect(dialog).toBeHidden();
      await expect(pessoas.getByText(/Camila/)).toBeVisible();
      await confirmarAcao(page, pessoas.getByRole("button", { name: /^Retirar Camila/ }));
      await expect(pessoas.getByText(/Camila/)).toHaveCount(0);

      expect(await violacoes(page)).toEqual([]);
    });
  });
}
