import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { entrarComo, esperarTabelaNaTela, VIEWPORTS } from "./support";

// The CPF links fit their screen: on a phone the CPF and the company go under the person's name.
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the CPF links at ${name}`, () => {
    test.use({ viewport });

    test("fit the screen, each link's CPF and company in view", async ({ page }) => {
      await entrarComo(page, "gestor@hub.example");
      await page.goto("/interno/vinculos-cpf");
      const linha = page.locator("tbody tr.tabela-linha").first();
      await expect(linha).toBeVisible();
      await esperarTabelaNaTela(page, viewport.width);
      // A masked CPF, shown once: in its column, or under the name where the column does not fit.
      await expect(linha.getByText(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/).filter({ visible: true })).toHaveCount(1);
      await expect(linha.getByRole("button", { name: /^Detalhes do vínculo/ })).toBeInViewport();
    });
  });
}
