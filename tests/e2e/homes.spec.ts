import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { signInAs, VIEWPORTS } from "./support";

// The provider's and the evaluator's homes say what waits or is coming and lead somewhere real.
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`homes at ${name}`, () => {
    test.use({ viewport });

    test("the provider's home shows its diagnostics and opportunities and its accredited services leading to their offers, with no stale 'coming soon' card", async ({
      page,
    }) => {
      await signInAs(page, "prestador@hub.example");
      await expect(page).toHaveURL("/externo/prestador");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("region", { name: "Diagnósticos a fazer" })).toContainText(
        "2026-900009-D1",
      );
      // Projects are in the portal already: nothing says they are "coming soon".
      await expect(page.getByRole("region", { name: "Em breve no portal" })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Oportunidades abertas" })).toContainText("2026-900011");
      const servicos = page.getByRole("region", { name: "Serviços credenciados" });
      const link = servicos.getByRole("link", { name: "Ver as ofertas deste serviço no catálogo" }).first();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/\?search=/);
      await expect(page.getByTestId("oferta-card").first()).toBeVisible();
    });

    test("the evaluator's home lists the enrolments waiting for them and leads to their evaluations", async ({
      page,
    }) => {
      await signInAs(page, "avaliador@hub.example");
      await expect(page).toHaveURL("/credenciamento/avaliador");
      await expect(page.locator("h1")).toHaveCount(1);
      // The demo's Mentora sent its first stage of a tender assigned to avaliador@.
      await expect(page.getByRole("link", { name: /^Mentora Inovação — edital/ }).first()).toBeVisible();
      await page.getByRole("link", { name: "Ver os editais e as inscrições atribuídos a você" }).click();
      await expect(page).toHaveURL("/credenciamento/avaliador/avaliacoes");
    });
  });
}
