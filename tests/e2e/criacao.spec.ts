import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { chooseOption, confirmarAcao, entrarComo } from "./support";

// A minimal one-page PDF: its bytes say PDF, which is what the server checks.
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test("a gestor drafts a request for two companies, resumes the draft, attaches a document and sends it", async ({
  page,
}) => {
  await entrarComo(page, "gestor@hub.example");

  await page.goto("/interno/solicitacoes/nova");
  await chooseOption(
    page,
    page.getByRole("combobox", { name: "Modelo de oferta" }),
    "Fluxo de Caixa Essencial",
  );
  await page.getByRole("button", { name: "Enviar solicitação" }).click();
  await expect(page.getByText("Escolha pelo menos uma empresa.")).toBeVisible();

  await chooseOption(page, page.getByRole("combobox", { name: "Empresas" }), "Sabor da Ilha");
  await chooseOption(page, page.getByRole("combobox", { name: "Empresas" }), "Nexo");
  await page.getByLabel("Objetivo").fill("Capacitar as duas empresas no controle do fluxo de caixa");
  await page.getByRole("button", { name: "Salvar rascunho" }).click();
  await expect(page.getByText("Rascunho salvo.")).toBeVisible();
  await expect(page).toHaveURL(/rascunho=\d+/);

  await page.goto("/interno/rascunhos");
  const draft = page.locator("tbody tr.tabela-linha").filter({ hasText: /Capacitar as duas empresas/ });
  await expect(draft).toHaveCount(1);
  await draft.getByRole("link", { name: /Editar/ }).click();
  await expect(page.getByLabel("Objetivo")).toHaveValue(
    "Capacitar as duas empresas no controle do fluxo de caixa",
  );

  await page.getByLabel("Justificativa").fill("Demanda levantada na visita da unidade.");
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "ata-da-visita.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("ata-da-visita.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Enviar solicitação" }).click();

  await expect(page).toHaveURL(/\/interno\/solicitacoes\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Solicitação \d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByText("Empresas (2)")).toBeVisible();
  await expect(page.getByText("ata-da-visita.pdf")).toBeVisible();

  // The draft was used up by the send.
  await page.goto("/interno/rascunhos");
  await expect(
    page.locator("tbody tr.tabela-linha").filter({ hasText: /Capacitar as duas empresas/ }),
  ).toHaveCount(0);
});

test("a gestor deletes an internal hiring draft after confirming", async ({ page }) => {
  await entrarComo(page, "gestor@hub.example");
  await page.goto("/interno/contratacao-interna");
  await chooseOption(
    page,
    page.getByRole("combobox", { name: "Modelo de oferta" }),
    "Fluxo de Caixa Essencial",
  );
  await page.getByLabel("Objetivo").fill("Contratar apoio para revisar o caixa do programa");
  await page.getByRole("button", { name: "Salvar rascunho" }).click();
  await expect(page.getByText("Rascunho salvo.")).toBeVisible();

  await page.goto("/interno/rascunhos");
  const draft = page.locator("tbody tr.tabela-linha").filter({ hasText: /Contratar apoio para revisar/ });
  // Confirmed in a dialog that names the action and its effect.
  const pergunta = page.getByRole("dialog").filter({ hasText: "Ele não poderá ser recuperado." });
  await confirmarAcao(
    page,
    draft.getByRole("button", { name: "Excluir rascunho" }),
    pergunta.getByRole("button", { name: "Sim, continuar" }),
  );
  await expect(draft).toHaveCount(0);
});
