import { expect, test, type Page } from "@playwright/test";
import { signInAs, VIEWPORTS } from "./support";

const linhas = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");

// Issue 9, items 10 and 15: the staff queue fits its screen, keeps its filters out of the way on phones,
// shows skeletons until the data arrives, and prints SPEC §9's label as it is.
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the staff queue at ${name}`, () => {
    test.use({ viewport });

    test("shows skeletons, never an empty queue, until its first page arrives", async ({ page }) => {
      await signInAs(page, "gestor@hub.example");
      let soltar = () => {};
      const segurada = new Promise<void>((resolve) => (soltar = resolve));
      await page.route("**/api/hub/solicitacao/interno/pendentes/**", async (route) => {
        await segurada;
        await route.continue();
      });
      await page.goto("/interno/solicitacoes");
      await expect(page.locator(".ant-skeleton").first()).toBeVisible();
      await page.waitForTimeout(1_000);
      await expect(page.getByText("Todas (0)")).toHaveCount(0);
      await expect(page.getByText("Nenhuma solicitação na fila.")).toHaveCount(0);
      soltar();
      await expect(linhas(page).first()).toBeVisible();
      await expect(page.getByText(/^Todas \(\d+\)$/)).toHaveCount(viewport.width > 576 ? 1 : 0);
    });

    test("fits the screen with one heading, and labels a request of several companies 'Várias empresas'", async ({
      page,
    }) => {
      await signInAs(page, "gestor@hub.example");
      await page.goto("/interno/solicitacoes");
      const titulo = page.getByRole("heading", { level: 1, name: "Fila de solicitações" });
      await expect(titulo).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      expect((await titulo.boundingBox())!.width).toBeGreaterThan(100);
      await expect(linhas(page).first()).toBeVisible();

      // Nothing scrolls sideways: the table is as wide as its card at most.
      const { tabela, area, pagina } = await page.evaluate(() => ({
        tabela: document
          .querySelector(".ant-table-content table, .ant-table-body table")!
          .getBoundingClientRect().width,
        area: document.querySelector(".ant-card-body")!.getBoundingClientRect().width,
        pagina: document.documentElement.scrollWidth,
      }));
      expect(tabela).toBeLessThanOrEqual(area);
      expect(pagina).toBeLessThanOrEqual(viewport.width);
      // The first row is on the first screen, not below the filters.
      expect((await linhas(page).first().boundingBox())!.y).toBeLessThan(viewport.height);
      if (viewport.width > 576)
        for (const coluna of ["Responsáveis", "Enviada em", "Valor"])
          await expect(page.getByRole("columnheader", { name: coluna })).toBeInViewport();

      const busca = viewport.width > 576 ? page : page.getByRole("dialog");
      if (viewport.width <= 576) await page.getByRole("button", { name: /^Filtros/ }).click();
      await busca.getByLabel("Buscar").fill("2026-900001");
      await busca.getByLabel("Buscar").press("Enter");
      if (viewport.width <= 576) {
        await page.getByRole("button", { name: "Fechar" }).click();
        await expect(page.getByRole("button", { name: "Filtros (1)" })).toBeVisible();
      }
      await expect(linhas(page)).toHaveCount(1);
      await expect(linhas(page).getByText("Várias empresas", { exact: true })).toBeVisible();
    });
  });
}
