import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { abrirAcao, chooseOption, openFromQueue, sendFromCatalogue, signedIn } from "./support";

async function clientSees(page: Page, nro: string, status: string) {
  await page.goto("/externo/cliente/solicitacoes");
  const row = page.locator("tbody tr.tabela-linha").filter({ hasText: nro });
  await expect(row.getByText(status)).toBeVisible();
  await row.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Solicitação ${nro}` })).toBeVisible();
}

test("a gestor takes a client's request to providers; a returned one comes back once the client answers", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const cliente = await signedIn(browser, "cliente@hub.example");
  const [toRelease, toReturn] = await sendFromCatalogue(cliente, ["fluxo de caixa", "marketing digital"]);
  const gestor = await signedIn(browser, "gestor@hub.example");

  await openFromQueue(gestor, toRelease);
  await abrirAcao(gestor, "Vincular consultor");
  let dialog = gestor.getByRole("dialog");
  await chooseOption(gestor, dialog.getByLabel("Consultor"), "Camila");
  await dialog.getByRole("button", { name: "Vincular", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(gestor.getByText(/Camila Teixeira/).first()).toBeVisible();

  await abrirAcao(gestor, "Definir centro de custo");
  dialog = gestor.getByRole("dialog");
  await chooseOption(gestor, dialog.getByLabel("Centro de custo"), "CC-2026-001");
  await dialog.getByRole("button", { name: "Salvar centro de custo" }).click();
  await expect(dialog).toBeHidden();
  await expect(gestor.getByText("CC-2026-001").first()).toBeVisible();

  await gestor.getByRole("button", { name: "Liberar para prestadores" }).click();
  dialog = gestor.getByRole("dialog");
  const prazo = dialog.getByLabel("Prazo para envio de propostas");
  await prazo.click();
  await prazo.fill(new Date(Date.now() + 10 * 86_400_000).toLocaleDateString("pt-BR"));
  await prazo.press("Enter");
  await dialog.getByRole("button", { name: "Liberar", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(gestor.getByText("Aguardando propostas").first()).toBeVisible();

  await expect(gestor.getByText("Centro de custo definido")).toBeVisible();
  await clientSees(cliente, toRelease, "Aguardando propostas");
  // The client's history shows the release, never the staff's own steps (cost centre, consultant).
  await expect(cliente.getByText("Liberada para prestadores")).toBeVisible();
  await expect(cliente.getByText("Centro de custo definido")).toHaveCount(0);
  await expect(cliente.getByText("Consultor vinculado")).toHaveCount(0);
  await expect(cliente.getByText("CC-2026-001")).toHaveCount(0);

  await openFromQueue(gestor, toReturn);
  await gestor.getByRole("button", { name: "Devolver ao cliente" }).click();
  dialog = gestor.getByRole("dialog");
  await dialog.getByLabel("Motivo").fill("Informe quantos funcionários a loja tem hoje.");
  await dialog.getByRole("button", { name: "Devolver", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(gestor.getByText("Devolvida ao cliente").first()).toBeVisible();

  await clientSees(cliente, toReturn, "Devolvida ao cliente");
  await expect(
    cliente.getByText("Informe quantos funcionários a loja tem hoje.", { exact: true }),
  ).toBeVisible();
  await cliente.getByLabel("Resposta").fill("A loja tem hoje doze funcionários registrados.");
  await cliente.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(cliente.getByText("A ação foi realizada com êxito.")).toBeVisible();
  await expect(cliente.getByText("Aguardando análise").first()).toBeVisible();

  await gestor.goto("/interno/solicitacoes");
  await gestor.getByLabel("Buscar").fill(toReturn);
  await gestor.getByLabel("Buscar").press("Enter");
  const row = gestor.locator("tbody tr.tabela-linha").filter({ hasText: toReturn });
  await expect(row.getByText("Aguardando análise")).toBeVisible();
});
