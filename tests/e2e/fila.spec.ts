import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { chamadasAoAbrir, entrarComo, esperarTabelaNaTela, htmlDe, VIEWPORTS } from "./support";

const linhas = (page: Page) => page.locator("tbody tr.tabela-linha");

// Issue 9, items 10 and 15, and issue 10: the staff queue fits its screen, keeps its filters out of the way on
// phones, arrives with its data, and prints SPEC §9's label as it is.
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the staff queue at ${name}`, () => {
    test.use({ viewport });

    test("arrives with the first page of its URL's filters, and calls no API for it after hydration", async ({
      page,
    }) => {
      await entrarComo(page, "gestor@hub.example");
      // The HTML itself carries the rows, the counts and the manager's open requests (issue 10).
      const html = await htmlDe(page, "/interno/solicitacoes?search=2026-900001");
      expect(html).toContain("2026-900001");
      expect(html).toContain("Várias empresas");
      expect(html).toMatch(/Todas \(\d+\)/);
      expect(html).toMatch(/Você é responsável por \d+ solicitação\(ões\) em aberto\./);
      // Columns shown from a breakpoint up are in it too, hidden by CSS where narrow: none appears on hydration.
      for (const coluna of ["Serviço", "Responsáveis"]) expect(html).toContain(`>${coluna}</th>`);
      // In place, not in a Suspense block sent after the frame, hidden until a script of React's reveals it.
      expect(html).not.toContain('<template id="B:');

      // React hydrates the server's rows rather than drawing them again (a mismatch would replace them, and
      // repaint the page once the script has run).
      await page.addInitScript(() =>
        document.addEventListener("DOMContentLoaded", () => {
          (window as unknown as { linhaDoServidor?: Element | null }).linhaDoServidor =
            document.querySelector("tbody tr.tabela-linha");
        }),
      );
      const fila = /\/api\/hub\/solicitacao\/interno\/(pendentes|demanda)\//;
      expect(await chamadasAoAbrir(page, "/interno/solicitacoes?search=2026-900001", fila)).toEqual([]);
      await expect(linhas(page)).toHaveCount(1);
      await expect(
        linhas(page).getByText("Várias empresas", { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      await page.waitForLoadState("load");
      expect(
        await page.evaluate(
          () => (window as unknown as { linhaDoServidor?: Element | null }).linhaDoServidor?.isConnected,
        ),
      ).toBe(true);
      // The counts came with the page: no placeholder stands in for the status chips, nor for the rows.
      await expect(page.locator(".ant-skeleton, .esqueleto")).toHaveCount(0);

      // The phone's filters are a drawer in the server's page already: nothing moves when the script loads.
      const deslocamento = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((lista) =>
              resolve(
                lista.getEntries().reduce((soma, e) => soma + (e as unknown as { value: number }).value, 0),
              ),
            ).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(deslocamento).toBeLessThan(0.1);
      await expect(page.getByRole("button", { name: /^Filtros/ })).toHaveCount(viewport.width > 576 ? 0 : 1);
    });

    test("fits the screen with one heading, and labels a request of several companies 'Várias empresas'", async ({
      page,
    }) => {
      await entrarComo(page, "gestor@hub.example");
      await page.goto("/interno/solicitacoes");
      const titulo = page.getByRole("heading", { level: 1, name: "Fila de solicitações" });
      await expect(titulo).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      expect((await titulo.boundingBox())!.width).toBeGreaterThan(100);
      await expect(linhas(page).first()).toBeVisible();

      await esperarTabelaNaTela(page, viewport.width);
      // The first row is on the first screen, not below the filters.
      expect((await linhas(page).first().boundingBox())!.y).toBeLessThan(viewport.height);
      if (viewport.width > 576) {
        for (const coluna of ["Responsáveis", "Enviada em", "Valor"])
          await expect(page.getByRole("columnheader", { name: coluna })).toBeInViewport();
        // A responsive column keeps its width (its <col>), hidden only below its breakpoint.
        const valor = await page.getByRole("columnheader", { name: "Valor" }).boundingBox();
        expect(Math.round(valor!.width)).toBe(120);
      }

      const busca = viewport.width > 576 ? page : page.getByRole("dialog");
      if (viewport.width <= 576) await page.getByRole("button", { name: /^Filtros/ }).click();
      await expect(
        busca.getByRole("radiogroup", { name: "Situação" }).getByRole("radio", { name: /^Todas \(\d+\)$/ }),
      ).toBeChecked();
      await busca.getByLabel("Buscar").fill("2026-900001");
      await busca.getByLabel("Buscar").press("Enter");
      if (viewport.width <= 576) {
        await page.getByRole("button", { name: "Fechar" }).click();
        await expect(page.getByRole("button", { name: "Filtros (1)" })).toBeVisible();
      }
      await expect(linhas(page)).toHaveCount(1);
      await expect(
        linhas(page).getByText("Várias empresas", { exact: true }).filter({ visible: true }),
      ).toBeVisible();
      // A phone shows the company under the number, in place of its column.
      await expect(page.getByRole("columnheader", { name: "Empresa" })).toBeVisible({
        visible: viewport.width > 576,
      });
    });
  });
}

// Issue 10: the rows' links prefetch a request's page when someone points at one, not all as the queue shows
// them (each prefetch is a render on the server and an answer to decode on the phone's main thread).
test("prefetches a request's page when its link is pointed at, not when the queue shows it", async ({
  page,
}) => {
  await entrarComo(page, "gestor@hub.example");
  const prefetches: string[] = [];
  page.on("request", (r) => {
    if (r.headers()["next-router-prefetch"]) prefetches.push(new URL(r.url()).pathname);
  });
  const sino = page.waitForResponse(/\/api\/hub\/notificacao\/mensagem\/list\//);
  await page.goto("/interno/solicitacoes");
  await expect(linhas(page).first()).toBeVisible();
  await sino;
  await page.waitForTimeout(1_000);
  expect(prefetches).toEqual([]);

  const link = linhas(page).first().getByRole("link").first();
  const destino = await link.getAttribute("href");
  await link.hover();
  await expect.poll(() => prefetches).toContain(destino);
});

// Issue 10: antd's icons draw without inserting their styles from each icon's effect (a long task at the end of a
// phone's hydration); their rules come with the portal's stylesheet, so the server's page has them styled.
test("antd's icons are styled before any script runs, and insert no styles of their own", async ({
  page,
  browser,
}) => {
  await entrarComo(page, "gestor@hub.example");
  const semScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const estatica = await semScripts.newPage();
  await estatica.goto("/interno/solicitacoes");
  const icone = estatica.getByRole("link", { name: /^Carrinho com/ }).locator(".anticon");
  await expect(icone).toHaveCSS("line-height", "0px");
  await semScripts.close();

  const sino = page.waitForResponse(/\/api\/hub\/notificacao\/mensagem\/list\//);
  await page.goto("/interno/solicitacoes");
  await sino;
  await page.waitForTimeout(1_000);
  const estilosDeIcones = page.locator("style").filter({ hasText: ".anticon" });
  await expect(estilosDeIcones).toHaveCount(0);
});
