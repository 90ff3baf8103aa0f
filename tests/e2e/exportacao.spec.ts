import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { apiAs, entrarComo, VIEWPORTS } from "./support";

// An administrator filters a back-office list and exports it: the file holds exactly the rows the list counts
// with those filters, on every page (more than one page here), in the list's order, names and typed cells.
type Pagina = { count: number; results: { razaosocial: string }[] };

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the export of a filtered list at ${name}`, () => {
    test.use({ viewport });

    test("holds exactly the rows the partners' list shows with its filters, all pages", async ({ page }) => {
      await entrarComo(page, "admin@hub.example");
      await page.goto("/admin/parceiros");
      // Twelve active partners (over the list's page of ten) and one inactive the filter leaves out.
      const marca = `Planilha ${viewport.width}`;
      for (let i = 1; i <= 12; i++)
        await apiAs(page, "POST", "/parceiro/interno/", {
          body: {
            razaosocial: `Fundo ${marca} ${String(i).padStart(2, "0")}`,
            subsidio: 2.5 + i,
            ativo: true,
          },
        });
      await apiAs(page, "POST", "/parceiro/interno/", {
        body: { razaosocial: `Fundo ${marca} Inativo`, subsidio: 1, ativo: false },
      });

      await page.getByLabel("Buscar parceiros").fill(marca);
      await page.getByLabel("Buscar parceiros").press("Enter");
      await expect(page).toHaveURL(
        new RegExp(`search=${encodeURIComponent(marca).replace("%20", "(\\+|%20)")}`),
      );
      const lida = page.waitForResponse((r) => /\/api\/hub\/parceiro\/interno\/\?.*ativo=true/.test(r.url()));
      await page.getByLabel("Situação").selectOption("true");
      await expect(page).toHaveURL(/ativo=true/);
      const lista = (await (await lida).json()) as Pagina;
      expect(lista.count).toBe(12);
      await expect(page.getByText("12 parceiro(s)")).toBeVisible();

      const baixado = page.waitForEvent("download");
      await page.getByRole("button", { name: "Exportar planilha" }).click();
      const download = await baixado;
      expect(download.suggestedFilename()).toMatch(/^parceiros-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const livro = new ExcelJS.Workbook();
      await livro.xlsx.load((await readFile(await download.path())) as never);
      const aba = livro.worksheets[0];
      const linhas: unknown[][] = [];
      aba.eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
      expect(linhas[0]).toEqual(["Razão social", "Subsídio", "Situação", "Solicitações", "Objetivo"]);
      const dados = linhas.slice(1, -1);
      expect(dados).toHaveLength(lista.count);
      // The list's first page, in its order, then the rest of the filtered rows.
      expect(dados.slice(0, lista.results.length).map((l) => l[0])).toEqual(
        lista.results.map((p) => p.razaosocial),
      );
      expect(dados.map((l) => l[0])).toEqual(
        Array.from({ length: 12 }, (_, i) => `Fundo ${marca} ${String(i + 1).padStart(2, "0")}`),
      );
      // The subsidy is a percentage cell, not a text.
      expect(dados[0][1]).toBe(0.035);
      expect(aba.getRow(2).getCell(2).numFmt).toBe("0.00%");
      expect(linhas.at(-1)).toEqual(["Total: 12 parceiros"]);
      // The status line has said what it was doing, and the button is back.
      await expect(page.getByRole("button", { name: "Exportar planilha" })).toBeEnabled();
    });
  });
}
