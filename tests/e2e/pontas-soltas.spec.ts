import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  AZUL_DA_MARCA,
  entrarComo,
  esperarMarca,
  esperarNaLargura,
  fundo,
  signIn,
  VIEWPORTS,
  violacoes,
} from "./support";

// Issue 44, item 10's loose ends: the staff's new request in the portal's theme and words, the sign-in's alerts
// under the header, an honest "Tipo de cadastro" (the brand on the public link pages: acessibilidade.spec.ts).

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
      await entrarComo(page, "gestor@hub.example");
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
      // Measured once it has slid in: mid-animation it is still on its way down.
      await expect
        .poll(async () => (await mensagem.boundingBox())!.y)
        .toBeGreaterThanOrEqual(cabecalho.y + cabecalho.height);
    });

    test("'Tipo de cadastro' is required and answered, not marked optional", async ({ page }) => {
      await entrarComo(page, "cliente@hub.example");
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
  });
