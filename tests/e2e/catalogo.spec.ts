import { buscarNoCatalogo, VIEWPORTS } from "./support";
import { expect } from "@playwright/test";
import { test } from "./fixtures";

// What a visitor hits in the shop, at desktop and phone widths.
for (const largura of VIEWPORTS)
  test.describe(`catalogue at ${largura.name}`, () => {
    test.use({ viewport: largura.viewport });

    test("Back from an offer returns to the search and filters, which live in the URL", async ({ page }) => {
      await page.goto("/");
      await buscarNoCatalogo(page, "custos");
      const url = page.url();
      await page.getByTestId("oferta-card").first().getByRole("link").first().click();
      await expect(page).toHaveURL(/\/servicos\/\d+$/);
      await page.goBack();
      await expect(page).toHaveURL(url);
      await expect(page.getByLabel("Buscar serviços")).toHaveValue("custos");
    });

    test("the search is in the first screen, above the showcases (it was 3,726 px down on a phone)", async ({
      page,
    }) => {
      await page.goto("/");
      const busca = await page.getByLabel("Buscar serviços").boundingBox();
      expect(busca!.y + busca!.height).toBeLessThanOrEqual(largura.viewport.height);
      const vitrine = await page.locator(".vitrine").first().boundingBox();
      expect(busca!.y).toBeLessThan(vitrine!.y);
    });

    test("a search shows that its results are on their way, then shows them", async ({ page }) => {
      await page.goto("/");
      const resultados = page.getByTestId("catalogo-resultados");
      await expect(resultados).toHaveAttribute("aria-busy", "false");
      // The server's render of the searched page (a request Next marks with an RSC header), held back.
      await page.route("**/*", async (route) => {
        if (route.request().headers()["rsc"]) await new Promise((r) => setTimeout(r, 1_500));
        await route.fallback();
      });
      await page.getByLabel("Buscar serviços").fill("custos");
      await page.getByLabel("Buscar serviços").press("Enter");
      await expect(resultados).toHaveAttribute("aria-busy", "true");
      await expect(page.getByText("Buscando serviços…")).toBeVisible();
      await expect(page).toHaveURL((url) => url.searchParams.get("search") === "custos");
      await expect(resultados).toHaveAttribute("aria-busy", "false");
    });

    test("its pages are links, and a change of the size per page goes back to page 1", async ({ page }) => {
      await page.goto("/?page_size=10");
      const paginas = page.getByRole("navigation", { name: "Páginas do catálogo" });
      const primeira = await page.getByTestId("oferta-card").first().textContent();
      // A real address: it opens in a new tab, and works before the page's script has loaded.
      await expect(paginas.getByRole("link", { name: "Página 2" })).toHaveAttribute(
        "href",
        "/?page=2&page_size=10",
      );
      await paginas.getByRole("link", { name: "Página 2" }).click();
      await expect(page).toHaveURL("/?page=2&page_size=10");
      await expect(paginas.locator("[aria-current=page]")).toHaveText("2");
      await expect(page.getByTestId("oferta-card").first()).not.toHaveText(primeira!);
      await paginas.getByLabel("Itens por página").selectOption("48");
      await expect(page).toHaveURL("/?page_size=48");
      await expect(paginas.getByRole("link", { name: "Página 2" })).toHaveCount(0);
    });

    test("the shop's pages are drawn without antd, and load it only for a message", async ({ page }) => {
      for (const caminho of ["/", "/servicos/1", "/login", "/carrinho", "/pagina-que-nao-existe"]) {
        await page.goto(caminho);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await page.locator("[class*='ant-']").count(), caminho).toBe(0);
      }
      await page.goto("/");
      await page
        .getByRole("button", { name: /^Adicionar ao carrinho/ })
        .first()
        .click();
      await expect(page.getByText("Serviço adicionado ao carrinho.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Carrinho com 1 item(ns)" })).toBeVisible();
    });

    test("an offer's page sends its texts to the browser once as its page and once as React's copy of it", async ({
      page,
    }) => {
      await page.goto("/servicos/1");
      const etapa = (await page.locator(".etapas li .texto-secundario").first().innerText()).slice(0, 30);
      const html = await (await page.request.get("/servicos/1")).text();
      // A third copy would be the whole offer handed to the cart button, which needs only its id, title and price.
      expect(html.split(etapa).length - 1).toBe(2);
    });

    test("the header stays in reach down a long page, with the cart badge", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("oferta-card").first()).toBeVisible();
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const carrinho = page.getByRole("link", { name: /^Carrinho com/ });
      await expect(carrinho).toBeInViewport();
      expect((await page.locator("header").first().boundingBox())!.y).toBe(0);
    });

    test("a missing page keeps the header and menu, with one heading; /favicon.ico is the app's icon", async ({
      page,
      request,
    }) => {
      const res = await page.goto("/pagina-que-nao-existe");
      expect(res!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Carrinho com/ })).toBeVisible();
      const icone = await request.get("/favicon.ico");
      expect(icone.status()).toBe(200);
      expect(icone.headers()["content-type"]).toContain("image/svg+xml");
    });
  });
