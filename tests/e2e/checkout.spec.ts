import { expect, type Locator } from "@playwright/test";
import { test } from "./fixtures";
import { entrarComo, VIEWPORTS, violacoes } from "./support";

const sobrepoe = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

for (const largura of VIEWPORTS)
  test.describe(`checkout at ${largura.name}`, () => {
    test.use({ viewport: largura.viewport });

    test("shows each problem on its field, and the objective's counter clear of its help text", async ({
      page,
    }) => {
      await entrarComo(page, "cliente@hub.example");
      await page.goto("/");
      await page
        .getByTestId("oferta-card")
        .first()
        .getByRole("button", { name: /^Adicionar ao carrinho/ })
        .click();
      await page.goto("/carrinho");
      const item = page.getByTestId("carrinho-item");
      await expect(item).toHaveCount(1);
      await page.getByRole("button", { name: "Enviar solicitação" }).click();
      // The checkout is drawn without antd (the header's signed-in controls have it).
      expect(await page.locator("#conteudo [class*='ant-']").count()).toBe(0);

      const campo = (rotulo: string) =>
        item.locator(".campo").filter({ has: page.getByText(rotulo, { exact: true }) });
      await expect(campo("Empresa").locator(".campo-erro")).toHaveText("Escolha a empresa.");
      await expect(item.getByLabel(/^Empresa para/)).toHaveAttribute("aria-invalid", "true");
      // The first field to fix takes the focus.
      await expect(item.getByLabel(/^Empresa para/)).toBeFocused();
      await expect(campo("Objetivo").locator(".campo-erro")).toHaveText(
        "Descreva o objetivo (pelo menos 10 caracteres).",
      );
      await expect(page.getByText("Falta completar")).toHaveCount(0);
      expect(await violacoes(page)).toEqual([]);

      const objetivo = item.getByLabel(/^Objetivo para/);
      await objetivo.fill(
        "Organizar o controle financeiro da empresa, separar as contas pessoais das da empresa e prever o caixa dos próximos meses",
      );
      await expect(campo("Objetivo").locator(".campo-erro")).toHaveCount(0);
      const contador = campo("Objetivo").locator(".campo-contador");
      const extra = campo("Objetivo").getByText(/^Como será exibido/);
      await expect(extra).toContainText("Como será exibido");
      expect(await sobrepoe(contador, extra)).toBe(false);
      await expect(contador).toHaveText("121 / 2000");
      // Removing asks first; "Não" keeps the item.
      await page.getByRole("button", { name: /^Remover/ }).click();
      await page
        .getByRole("group", { name: "Remover do carrinho?" })
        .getByRole("button", { name: "Não" })
        .click();
      await expect(item).toHaveCount(1);
      await page.getByRole("button", { name: /^Remover/ }).click();
      await page.getByRole("button", { name: "Sim" }).click();
      await expect(page.getByText("Seu carrinho está vazio.")).toBeVisible();
    });
  });
