import { expect, test, type Locator } from "@playwright/test";
import { signInAs, VIEWPORTS } from "./support";

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
      await signInAs(page, "cliente@hub.example");
      await page.goto("/");
      await page
        .getByTestId("oferta-card")
        .first()
        .getByRole("button", { name: /^Adicionar ao carrinho/ })
        .click();
      await page.goto("/carrinho");
      const item = page.getByTestId("carrinho-item");
      await page.getByRole("button", { name: "Enviar solicitação" }).click();

      const campo = (rotulo: string) =>
        item.locator(".ant-form-item").filter({ has: page.getByText(rotulo, { exact: true }) });
      await expect(campo("Empresa").locator(".ant-form-item-explain-error")).toHaveText("Escolha a empresa.");
      await expect(campo("Objetivo").locator(".ant-form-item-explain-error")).toHaveText(
        "Descreva o objetivo (pelo menos 10 caracteres).",
      );
      await expect(page.getByText("Falta completar")).toHaveCount(0);

      const objetivo = item.getByLabel(/^Objetivo para/);
      await objetivo.fill(
        "Organizar o controle financeiro da empresa, separar as contas pessoais das da empresa e prever o caixa dos próximos meses",
      );
      await expect(campo("Objetivo").locator(".ant-form-item-explain-error")).toHaveCount(0);
      const contador = campo("Objetivo").locator(".ant-input-data-count");
      const extra = campo("Objetivo").locator(".ant-form-item-extra");
      await expect(extra).toContainText("Como será exibido");
      expect(await sobrepoe(contador, extra)).toBe(false);
      await page.getByRole("button", { name: /^Remover/ }).click();
      await page.getByRole("button", { name: "Sim" }).click();
    });
  });
