import ExcelJS from "exceljs";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { entrarComo, VIEWPORTS, violacoes } from "./support";

// The demo's Nexo Software is in São José (SC); the search is typed without the accents.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

for (const largura of VIEWPORTS)
  test(`at ${largura.name} gestor finds a company without accents, exports the list and notes its history with an attachment`, async ({
    page,
  }) => {
    await page.setViewportSize(largura.viewport);
    await entrarComo(page, "gestor@hub.example");
    await page.goto("/interno/empresas");
    await expect(page.getByRole("heading", { level: 1, name: "Empresas" })).toBeVisible();
    await page.getByLabel("Buscar empresas").fill("sao jose");
    await page.getByLabel("Buscar empresas").press("Enter");
    await expect(page).toHaveURL(/search=sao(\+|%20)jose/);
    await expect(page.getByRole("link", { name: "Nexo Software" })).toBeVisible();
    const total = Number((await page.getByText(/^\d+ empresa\(s\)$/).textContent())!.split(" ")[0]);

    // The spreadsheet holds what the search found, with its total line.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar planilha" }).click();
    const planilha = await download;
    expect(planilha.suggestedFilename()).toMatch(/^empresas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.readFile(await planilha.path());
    const linhas: string[] = [];
    livro.worksheets[0].eachRow((row) => linhas.push(String(row.getCell(1).value ?? "")));
    expect(linhas[0]).toBe("Nome fantasia");
    expect(linhas).toContain("Nexo Software");
    expect(linhas.at(-1)).toBe(`Total: ${total} ${total === 1 ? "empresa" : "empresas"}`);
    await expect(page.getByRole("button", { name: "Exportar planilha" })).toBeEnabled();

    await page.getByRole("link", { name: "Nexo Software" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nexo Software" })).toBeVisible();
    await expect(page.getByText("CNPJ 39.844.618/0001-73")).toBeVisible();
    await expect(page.getByText("São José/SC")).toBeVisible();
    expect(await violacoes(page)).toEqual([]);

    const historico = page.locator(".cartao").filter({ hasText: "Nova anotação" });
    const nota = `Retorno combinado por telefone (${largura.name}).`;
    await historico.getByLabel("Nova anotação").fill(nota);
    await historico.locator('input[type="file"]').setInputFiles({
      name: `ata ${largura.name}.pdf`,
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await historico.getByRole("button", { name: "Registrar anotação" }).click();
    await expect(historico.getByText(`“${nota}”`)).toBeVisible();
    await expect(historico.getByLabel("Nova anotação")).toHaveValue("");
    const anexo = page.waitForEvent("download");
    await historico.getByRole("button", { name: `Baixar ata ${largura.name}.pdf` }).click();
    expect((await anexo).suggestedFilename()).toBe(`ata ${largura.name}.pdf`);
  });
