import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { linksPublicos, signIn, signInAs, VIEWPORTS, violacoes } from "./support";

// Issue 44, item 10's loose ends: the staff's new request in the portal's theme and words, the sign-in's alerts
// under the header, an honest "Tipo de cadastro", the portal's brand on the public link pages.

/** The brand's blue (lib/constants.ts BRAND.primary), as the browser reports a background. */
const AZUL_DA_MARCA = "rgb(17, 72, 143)";

const fundo = (l: Locator) => l.evaluate((e) => getComputedStyle(e).backgroundColor);

/** The portal's header, with the brand: its name linking to the catalogue, on the brand's blue. */
async function esperarMarca(page: Page) {
  const cabecalho = page.getByRole("banner");
  await expect(cabecalho.getByRole("link", { name: "Hub", exact: true })).toBeVisible();
  expect(await fundo(cabecalho)).toBe(AZUL_DA_MARCA);
  return cabecalho;
}

/** Nothing scrolls sideways. */
async function esperarNaLargura(page: Page, largura: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);
}

/** Puts the catalogue's first offer in the cart, from the catalogue open on `page`. */
const adicionarPrimeiraOferta = (page: Page) =>
  page
    .getByTestId("oferta-card")
    .first()
    .getByRole("button", { name: /Adicionar/ })
    .click();

for (const { name, viewport } of VIEWPORTS)
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test("the staff's new request speaks Portuguese, in the portal's theme, with no serious axe issue", async ({
      page,
    }) => {
      await signInAs(page, "gestor@hub.example");
      await page.goto("/interno/solicitacoes/nova");
      await expect(page.getByRole("heading", { level: 1, name: "Nova solicitação interna" })).toBeVisible();
      const form = page.locator("form");
      await expect(form.locator("label", { hasText: "Justificativa" })).toHaveText(
        /^Justificativa\s*\(opcional\)$/,
      );
      await expect(form.getByText("(optional)")).toHaveCount(0);
      expect(await fundo(form.getByRole("button", { name: "Enviar solicitação" }))).toBe(AZUL_DA_MARCA);
      expect(await violacoes(page)).toEqual([]);
      await esperarNaLargura(page, viewport.width);
    });

    test("the sign-in's alerts sit under the portal's header, and so do the portal's messages", async ({
      page,
    }) => {
      for (const aviso of ["redirected=true", "error=SessionRequired"]) {
        await page.goto(`/login?${aviso}`);
        const cabecalho = await esperarMarca(page);
        const alerta = page.locator(".login [role=alert]");
        await expect(alerta).toBeVisible();
        const fimDoCabecalho = (await cabecalho.boundingBox())!;
        expect((await alerta.boundingBox())!.y).toBeGreaterThanOrEqual(
          fimDoCabecalho.y + fimDoCabecalho.height,
        );
        expect(await violacoes(page)).toEqual([]);
        await esperarNaLargura(page, viewport.width);
      }
      // A wrong password's alert, and a floating message on the catalogue, stay below the header too.
      await signIn(page, "cliente@hub.example", "senha-errada");
      await expect(page.locator(".login [role=alert]")).toContainText("E-mail/CPF ou senha incorretos.");
      await page.goto("/");
      await adicionarPrimeiraOferta(page);
      const mensagem = page
        .locator(".ant-message-notice")
        .filter({ hasText: "Serviço adicionado ao carrinho." });
      await expect(mensagem).toBeVisible();
      const cabecalho = (await page.getByRole("banner").boundingBox())!;
      expect((await mensagem.boundingBox())!.y).toBeGreaterThanOrEqual(cabecalho.y + cabecalho.height);
    });

    test("'Tipo de cadastro' is required and answered, not marked optional", async ({ page }) => {
      await signInAs(page, "cliente@hub.example");
      await page.goto("/");
      await adicionarPrimeiraOferta(page);
      await page.goto("/carrinho");
      await page.getByRole("button", { name: "Nova empresa" }).click();
      const dialogo = page.getByRole("dialog", { name: "Cadastrar empresa" });
      const tipo = dialogo.locator(".ant-form-item").filter({ hasText: "Tipo de cadastro" });
      await expect(tipo.locator(".ant-form-item-label label")).toHaveText("Tipo de cadastro");
      await expect(tipo.getByRole("radio", { name: "Empresa (CNPJ)" })).toBeChecked();
      await tipo.getByText("Produtor rural (CPF)").click();
      await expect(dialogo.getByLabel("CPF", { exact: true })).toBeVisible();
    });

    test("the public link pages show the portal's name and brand, with no serious axe issue", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await signInAs(page, "gestor@hub.example");
      const links = await linksPublicos(page);
      const anonimo = await (await browser.newContext({ viewport })).newPage();
      for (const [link, titulo] of [
        [links.assinar, "Assinar contrato"],
        [links.pagar, "Pagamento"],
        [links.avaliar, "Avaliação do serviço"],
      ] as const) {
        await anonimo.goto(link);
        await expect(anonimo.getByRole("heading", { level: 1, name: titulo })).toBeVisible();
        await esperarMarca(anonimo);
        expect(await violacoes(anonimo)).toEqual([]);
        await esperarNaLargura(anonimo, viewport.width);
      }
      // The brand of the portal's own header: the same name on the same blue.
      await anonimo.goto("/");
      await esperarMarca(anonimo);
      await anonimo.context().close();
    });
  });
