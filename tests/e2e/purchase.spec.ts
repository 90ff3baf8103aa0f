import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { answerQuestions, buscarNoCatalogo, chooseOption, signIn } from "./support";

async function journey(page: Page) {
  // An anonymous visitor browses the catalogue and opens an offer.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Catálogo de serviços" })).toBeVisible();
  const cards = page.getByTestId("oferta-card");
  await expect(cards.first()).toBeVisible();
  await buscarNoCatalogo(page, "fluxo de caixa");
  const first = cards.first();
  await expect(first).toBeVisible();
  const firstTitle = (await first.getByRole("link").first().textContent())!;
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/servicos\/\d+$/);
  await expect(page.getByText("Etapas e entregas")).toBeVisible();
  await expect(page.getByText("Entrega:").first()).toBeVisible();
  // The tab names the offer; once added, the button says so and leads to the cart instead of adding again.
  const titulo = await page.getByRole("heading", { level: 1 }).textContent();
  await expect(page).toHaveTitle(`${titulo} · Hub`);
  await page.getByRole("button", { name: /^Adicionar ao carrinho/ }).click();
  await expect(page.getByText("Serviço adicionado ao carrinho.")).toBeVisible();
  const noCarrinho = page.getByRole("link", { name: /^No carrinho/ });
  await expect(noCarrinho).toHaveAttribute("href", "/carrinho");
  await expect(page.getByRole("button", { name: /^Adicionar ao carrinho/ })).toHaveCount(0);

  // A second, different offer from the catalogue list.
  await page.goto("/");
  await buscarNoCatalogo(page, "propriedade rural");
  const second = page.getByTestId("oferta-card").filter({ hasNotText: firstTitle }).first();
  await second.getByRole("button", { name: /^Adicionar ao carrinho/ }).click();
  await expect(page.getByText("Serviço adicionado ao carrinho.").last()).toBeVisible();

  // Checkout asks for a sign-in and comes back to the cart.
  await page.goto("/carrinho");
  await expect(page.getByTestId("carrinho-item")).toHaveCount(2);
  await page.getByRole("link", { name: "Entrar para finalizar" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcarrinho/);
  await signIn(page, "cliente@hub.example");
  await expect(page).toHaveURL("/carrinho");

  const items = page.getByTestId("carrinho-item");
  await expect(items).toHaveCount(2);
  await page.getByRole("button", { name: "Enviar solicitação" }).click();
  await expect(page.getByText("Escolha a empresa.").first()).toBeVisible();

  await chooseOption(page, items.nth(0).getByRole("combobox").first(), "Sabor da Ilha");
  await chooseOption(page, items.nth(1).getByRole("combobox").first(), "Nexo");
  for (const [i, text] of [
    "MELHORAR o controle do caixa da empresa",
    "organizar a gestão da propriedade",
  ].entries()) {
    await items
      .nth(i)
      .getByLabel(/^Objetivo para/)
      .fill(text);
    await answerQuestions(items.nth(i));
  }
  await expect(
    items.nth(0).getByText("Como será exibido: Melhorar o controle do caixa da empresa"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Enviar solicitação" }).click();

  await expect(page).toHaveURL("/externo/cliente/solicitacoes");
  // The success names the two new requests and what comes next.
  await expect(
    page.getByText(
      /^Solicitações \S+ e \S+ enviadas\. A equipe do programa vai analisá-las; acompanhe em Minhas solicitações\.$/,
    ),
  ).toBeVisible();
  // Newest first: the two requests just sent lead the list, one per company.
  const rows = page.locator("tbody tr.tabela-linha");
  const newest = [await rows.nth(0).textContent(), await rows.nth(1).textContent()].join(" | ");
  expect(newest.match(/Aguardando análise/g)).toHaveLength(2);
  expect(newest).toMatch(/Sabor da Ilha/i);
  expect(newest).toMatch(/Nexo/i);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("hub-shopping-cart")!).state.items),
  ).toEqual([]);

  await rows.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: /^Solicitação \d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByText("Respostas de dimensionamento")).toBeVisible();
}

test("an anonymous visitor fills the cart, signs in, checks out for two companies and sees both requests", async ({
  page,
}) => {
  await journey(page);
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test("the same purchase journey at 375 px", async ({ page }) => {
    await journey(page);
  });
});

test("an unknown offer id sends the detail page to /404", async ({ page }) => {
  await page.goto("/servicos/999999");
  await expect(page).toHaveURL("/404");
  await expect(page.getByText("Página não encontrada")).toBeVisible();
});

test("a client registers a new company from the checkout and it is chosen for the item", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "cliente@hub.example");
  await expect(page).toHaveURL("/externo/cliente");
  await page.goto("/");
  await page
    .getByTestId("oferta-card")
    .first()
    .getByRole("button", { name: /Adicionar/ })
    .click();
  await page.goto("/carrinho");
  await page.getByRole("button", { name: "Nova empresa" }).click();
  const dialog = page.getByRole("dialog", { name: "Cadastrar empresa" });
  await dialog.getByLabel("CNPJ", { exact: true }).fill("11.222.333/0001-80");
  await dialog.getByLabel("E-mail").fill("contato@padaria.example");
  await dialog.getByRole("button", { name: "Cadastrar" }).click();
  await expect(dialog.getByText("CNPJ inválido.")).toBeVisible();
  await dialog.getByLabel("CNPJ", { exact: true }).fill("11.222.333/0001-81");
  await dialog.getByLabel("Razão social").fill("Padaria Pão Quente Ltda");
  await dialog.getByLabel("Nome fantasia").fill("Pão Quente");
  await dialog.getByLabel("CEP").fill("88010000");
  await dialog.getByLabel("Telefone").fill("48999887766");
  await dialog.getByLabel("Endereço").fill("Rua Felipe Schmidt, 100");
  await dialog.getByLabel("UF").click();
  await dialog.getByLabel("UF").fill("SC");
  await dialog.getByLabel("UF").press("Enter");
  await dialog.getByLabel("Cidade").click();
  await dialog.getByLabel("Cidade").fill("Florianópolis");
  await expect(page.locator(".ant-select-dropdown:visible .ant-select-item-option").first()).toHaveText(
    "Florianópolis",
  );
  await dialog.getByLabel("Cidade").press("Enter");
  await dialog.getByRole("button", { name: "Cadastrar" }).click();
  await expect(page.getByRole("dialog", { name: "Cadastrar empresa" })).toBeHidden();
  await expect(
    page
      .getByTestId("carrinho-item")
      .getByLabel(/^Empresa para/)
      .locator("option:checked"),
  ).toHaveText(/Pão Quente/i);
});
