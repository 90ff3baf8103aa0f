import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { entrarComo, signedIn } from "./support";
import { abrirOportunidade, pdfEmDisco, preencherProposta } from "./cotacao";

test("two providers quote an open request: one keeps a draft and sends it later, bids stay sealed", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const prestador = await signedIn(browser, "prestador@hub.example");
  await abrirOportunidade(prestador, "2026-900012");
  await preencherProposta(prestador, 6);
  await prestador.getByRole("button", { name: "Salvar rascunho" }).click();
  await expect(prestador.getByText("Rascunho salvo.")).toBeVisible();
  await expect(
    prestador.getByRole("heading", { name: "Proposta para a solicitação 2026-900012" }),
  ).toBeVisible();
  await expect(prestador.getByText("Rascunho", { exact: true }).first()).toBeVisible();
  // The server priced it: 4 stages × 6 h × R$ 150,00.
  await expect(prestador.getByText("R$ 3.600,00").first()).toBeVisible();

  await prestador.getByRole("button", { name: "Continuar o rascunho" }).click();
  await prestador.getByLabel("Horas da etapa 3").fill("10");
  await prestador.getByRole("button", { name: "Enviar proposta" }).click();
  await prestador.getByRole("button", { name: "Enviar proposta" }).last().click();
  await expect(prestador.getByText("Proposta enviada.")).toBeVisible();
  await expect(prestador.getByText("Enviada", { exact: true }).first()).toBeVisible();
  await expect(prestador.getByText("R$ 4.200,00").first()).toBeVisible();
  // Its own PDF of the proposal, beside the form.
  await prestador.getByRole("button", { name: "Anexar PDF" }).click();
  const dialog = prestador.getByRole("dialog");
  await dialog.locator('input[type="file"]').setInputFiles(await pdfEmDisco("proposta-vertice"));
  await dialog.getByRole("button", { name: "Anexar", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(prestador.getByRole("button", { name: "Baixar proposta-vertice.pdf" })).toBeVisible();

  const mentora = await signedIn(browser, "helena.prado@hub.example");
  await abrirOportunidade(mentora, "2026-900012");
  await preencherProposta(mentora, 8);
  await mentora.getByRole("button", { name: "Enviar proposta" }).click();
  await mentora.getByRole("button", { name: "Enviar proposta" }).last().click();
  await expect(mentora.getByText("Proposta enviada.")).toBeVisible();

  // Each provider sees only its own proposal on the request.
  await abrirOportunidade(prestador, "2026-900012");
  await expect(
    prestador
      .getByRole("region", { name: "Sua proposta" })
      .or(prestador.getByText("Abrir a proposta"))
      // The next-step banner links to the sent proposal too.
      .first(),
  ).toBeVisible();
  await prestador.goto("/externo/prestador/propostas?aba=enviadas");
  await expect(prestador.getByRole("link", { name: "2026-900012" })).toHaveCount(1);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the provider revises a proposal in negotiation and it goes back to the client", async ({ page }) => {
    await entrarComo(page, "prestador@hub.example");
    await page.goto("/externo/prestador/propostas?aba=emanalise");
    await page.getByRole("link", { name: "2026-900014" }).click();
    await expect(
      page.getByText("Reduzir as horas da última etapa para caber no saldo do programa.").first(),
    ).toBeVisible();
    await page.getByRole("button", { name: "Revisar proposta" }).click();
    await page.getByLabel("Horas da etapa 3").fill("6");
    await page.getByRole("button", { name: "Enviar revisão" }).click();
    await page.getByRole("button", { name: "Enviar proposta" }).last().click();
    await expect(page.getByText("Proposta enviada.")).toBeVisible();
    await expect(page.getByText("Selecionada", { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
