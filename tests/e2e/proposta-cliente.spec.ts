import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { abrirAcao, confirmarAcao, entrarComo, openFromQueue, signedIn } from "./support";
import { cartao } from "./cotacao";

test("the client compares three proposals, selects one, staff negotiate it, the provider revises, and it goes to final analysis", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const cliente = await signedIn(browser, "cliente@hub.example");
  await cliente.goto("/externo/cliente/solicitacoes");
  await cliente.getByRole("link", { name: "2026-900013" }).click();
  const propostas = cliente.getByRole("region", { name: "Propostas" });
  await expect(propostas.getByTestId("proposta-cartao")).toHaveCount(3);
  for (const nome of ["Vértice Consultoria", "Mentora Inovação", "Conecta Marketing"])
    await expect(cartao(cliente, nome)).toBeVisible();

  // "Proposals": side by side, one column per provider, the lowest client share marked.
  await propostas.getByRole("button", { name: "Comparar lado a lado" }).click();
  const lado = cliente.getByRole("dialog", { name: "Propostas lado a lado" });
  for (const nome of ["Vértice Consultoria", "Mentora Inovação", "Conecta Marketing"])
    await expect(lado.getByRole("columnheader", { name: nome })).toBeVisible();
  await expect(lado.getByText("· menor valor")).toHaveCount(1);
  await cliente.keyboard.press("Escape");

  await cartao(cliente, "Mentora Inovação").getByRole("button", { name: "Ver detalhes" }).click();
  const detalhe = cliente.getByRole("dialog");
  await expect(detalhe.getByText("Análise da presença digital")).toBeVisible();
  await cliente.keyboard.press("Escape");
  // "Provider data": who the provider is, where, and what it is accredited for.
  await cartao(cliente, "Vértice Consultoria").getByRole("button", { name: "Dados do prestador" }).click();
  const dados = cliente.getByRole("dialog", { name: "Dados do prestador" });
  await expect(dados.getByText("28.732.778/0001-04")).toBeVisible();
  await expect(dados.getByText("Credenciado para")).toBeVisible();
  await cliente.keyboard.press("Escape");
  // The Florianópolis shopkeepers' chamber co-funds this request: its part shows in each card.
  await expect(cartao(cliente, "Vértice Consultoria").getByText(/de parceiros\)/)).toBeVisible();

  await cartao(cliente, "Mentora Inovação").getByRole("button", { name: "Selecionar esta proposta" }).click();
  await expect(cartao(cliente, "Mentora Inovação").getByText("Selecionada", { exact: true })).toBeVisible();
  await expect(cartao(cliente, "Vértice Consultoria").getByText("Não selecionada")).toBeVisible();

  // Staff open a negotiation on the selected proposal.
  const gestor = await signedIn(browser, "gestor@hub.example");
  await openFromQueue(gestor, "2026-900013");
  await gestor.getByRole("button", { name: "Abrir negociação" }).click();
  const dialog = gestor.getByRole("dialog");
  await dialog.getByLabel("O que negociar").fill("Inclua a gestão do perfil no Google por mais um mês.");
  await dialog.getByRole("button", { name: "Abrir negociação" }).click();
  await expect(dialog).toBeHidden();
  await expect(gestor.getByText("Em negociação").first()).toBeVisible();

  // The provider revises it, and the request is back with the client.
  const mentora = await signedIn(browser, "helena.prado@hub.example");
  await mentora.goto("/externo/prestador/propostas?aba=emanalise");
  await mentora.getByRole("link", { name: "2026-900013" }).click();
  await expect(
    mentora.getByText("Inclua a gestão do perfil no Google por mais um mês.").first(),
  ).toBeVisible();
  await mentora.getByRole("button", { name: "Revisar proposta" }).click();
  await mentora.getByLabel("Horas da etapa 4").fill("12");
  await mentora.getByRole("button", { name: "Enviar revisão" }).click();
  await mentora.getByRole("button", { name: "Enviar proposta" }).last().click();
  await expect(mentora.getByText("Proposta enviada.")).toBeVisible();

  await cliente.reload();
  await confirmarAcao(cliente, cliente.getByRole("button", { name: "Enviar para análise do gestor" }));
  await expect(cliente.getByText("Análise final do gestor").first()).toBeVisible();

  await openFromQueue(gestor, "2026-900013");
  await expect(gestor.getByText("Análise final do gestor").first()).toBeVisible();
});

test("staff see a round closed without proposals and open a new round", async ({ page }) => {
  await entrarComo(page, "gestor@hub.example");
  await openFromQueue(page, "2026-900015");
  const secao = page.getByRole("region", { name: "Propostas" });
  await expect(secao.getByText("Prazo encerrado sem propostas")).toBeVisible();
  await abrirAcao(page, "Nova rodada");
  const dialog = page.getByRole("dialog");
  const prazo = dialog.getByLabel("Novo prazo para envio de propostas");
  await prazo.click();
  await prazo.fill(new Date(Date.now() + 15 * 86_400_000).toLocaleDateString("pt-BR"));
  await prazo.press("Enter");
  await dialog.getByRole("button", { name: "Abrir nova rodada" }).click();
  await expect(dialog).toBeHidden();
  await expect(secao.getByText("Prazo encerrado sem propostas")).toHaveCount(0);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the client reads the proposals of a request in negotiation", async ({ page }) => {
    await entrarComo(page, "cliente@hub.example");
    await page.goto("/externo/cliente/solicitacoes");
    await page.getByRole("link", { name: "2026-900014" }).click();
    await expect(page.getByRole("region", { name: "Propostas" }).getByTestId("proposta-cartao")).toHaveCount(
      2,
    );
    await expect(cartao(page, "Vértice Consultoria").getByText("Em negociação")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
