import path from "node:path";
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { abrirAcao, chooseOption, openFromQueue, sendFromCatalogue, signedIn, signInAs } from "./support";

/** `bytes` written to a file of the test's output folder, for an upload field. */
function emDisco(nome: string, bytes: Uint8Array) {
  mkdirSync(test.info().outputDir, { recursive: true });
  const arquivo = path.join(test.info().outputDir, nome);
  writeFileSync(arquivo, bytes);
  return arquivo;
}

/** A real one-page PDF on disk. */
async function pdfEmDisco(nome: string) {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(nome, { x: 50, y: 700 });
  return emDisco(`${nome}.pdf`, await pdf.save());
}

/** The party opens the diagnostic of request `nro` from its diagnostics list, on the given tab. */
async function abrirDiagnostico(page: Page, parte: "prestador" | "cliente", nro: string, aba: string) {
  await page.goto(`/externo/${parte}/diagnosticos`);
  await page.getByRole("tab", { name: aba }).click();
  await page.getByLabel("Buscar").fill(nro);
  await page.getByLabel("Buscar").press("Enter");
  await page.getByRole("link", { name: `${nro}-D1` }).click();
  await expect(page.getByRole("heading", { name: `Diagnóstico ${nro}-D1` })).toBeVisible();
}

async function enviarArquivo(prestador: Page, botao: string, arquivo: string) {
  await prestador.getByRole("button", { name: botao }).click();
  const dialog = prestador.getByRole("dialog");
  await dialog.locator('input[type="file"]').setInputFiles(arquivo);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(prestador.getByText("Enviado", { exact: true }).first()).toBeVisible();
}

async function confirmar(page: Page, botao: string) {
  await page.getByRole("button", { name: botao }).click();
  await page.getByRole("button", { name: "Sim, continuar" }).click();
  await expect(page.getByText("A ação foi realizada com êxito.").first()).toBeVisible();
}

test("a diagnostic goes from release to approval: accepted, sent, returned for correction, resent, approved", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const cliente = await signedIn(browser, "cliente@hub.example");
  const [nro] = await sendFromCatalogue(cliente, ["LGPD"]);

  // The gestor releases it: the service needs a diagnostic, made by the provider chosen.
  const gestor = await signedIn(browser, "gestor@hub.example");
  await openFromQueue(gestor, nro);
  await abrirAcao(gestor, "Definir centro de custo");
  let dialog = gestor.getByRole("dialog");
  await chooseOption(gestor, dialog.getByLabel("Centro de custo"), "CC-2026-001");
  await dialog.getByRole("button", { name: "Salvar centro de custo" }).click();
  await expect(dialog).toBeHidden();
  await gestor.getByRole("button", { name: "Liberar para prestadores" }).click();
  dialog = gestor.getByRole("dialog");
  await chooseOption(gestor, dialog.getByLabel("Prestador", { exact: true }), "Vértice");
  const prazo = dialog.getByLabel("Prazo para envio de propostas");
  await prazo.click();
  await prazo.fill(new Date(Date.now() + 20 * 86_400_000).toLocaleDateString("pt-BR"));
  await prazo.press("Enter");
  await dialog.getByRole("button", { name: "Liberar", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(gestor.getByText("Aguardando diagnóstico").first()).toBeVisible();

  // The provider finds it on the home and accepts it, then sends the file.
  const prestador = await signedIn(browser, "prestador@hub.example");
  await prestador.goto("/externo/prestador");
  await expect(
    prestador.getByRole("region", { name: "Diagnósticos a fazer" }).getByText(`${nro}-D1`),
  ).toBeVisible();
  await abrirDiagnostico(prestador, "prestador", nro, "A fazer");
  await confirmar(prestador, "Aceitar diagnóstico");
  await expect(prestador.getByText("Em elaboração").first()).toBeVisible();
  // A file that is not a PDF is refused on the field, before anything is sent.
  await prestador.getByRole("button", { name: "Enviar diagnóstico" }).click();
  dialog = prestador.getByRole("dialog");
  const imagem = emDisco("foto.png", Buffer.from("89504e470d0a1a0a", "hex"));
  await dialog.locator('input[type="file"]').setInputFiles(imagem);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(dialog.getByText("foto.png: envie o arquivo em PDF.")).toBeVisible();
  await prestador.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await enviarArquivo(prestador, "Enviar diagnóstico", await pdfEmDisco("diagnostico-v1"));

  // The client finds it on the request and returns it saying what to fix.
  await cliente.goto("/externo/cliente/solicitacoes");
  await cliente.getByRole("link", { name: nro }).click();
  await cliente.getByRole("link", { name: `${nro}-D1` }).click();
  // "Diagnostician data": the provider making the diagnostic.
  await cliente.getByRole("button", { name: "Dados do diagnosticador" }).click();
  await expect(
    cliente.getByRole("dialog", { name: "Dados do diagnosticador" }).getByText("Credenciado para"),
  ).toBeVisible();
  await cliente.keyboard.press("Escape");
  const download = cliente.waitForEvent("download");
  await cliente.getByRole("button", { name: "Baixar diagnostico-v1.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("diagnostico-v1.pdf");
  await cliente.getByRole("button", { name: "Pedir correção" }).click();
  dialog = cliente.getByRole("dialog");
  await dialog.getByLabel("O que corrigir").fill("Inclua o inventário dos dados do delivery.");
  await dialog.getByRole("button", { name: "Devolver para correção" }).click();
  await expect(dialog).toBeHidden();
  await expect(cliente.getByText("Em correção").first()).toBeVisible();

  // The provider sees what to fix and resends; the client approves.
  await abrirDiagnostico(prestador, "prestador", nro, "A fazer");
  await expect(
    prestador.getByRole("alert").filter({ hasText: "Inclua o inventário dos dados do delivery." }),
  ).toBeVisible();
  await enviarArquivo(prestador, "Enviar correção", await pdfEmDisco("diagnostico-v2"));

  await abrirDiagnostico(cliente, "cliente", nro, "Para revisar");
  await expect(cliente.getByRole("button", { name: "Baixar diagnostico-v2.pdf" })).toBeVisible();
  await confirmar(cliente, "Aprovar diagnóstico");
  await expect(cliente.getByText("Aprovado", { exact: true }).first()).toBeVisible();

  // The request is now open for proposals, for staff too.
  await openFromQueue(gestor, nro);
  await expect(gestor.getByText("Aguardando propostas").first()).toBeVisible();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the provider reads the diagnostic to accept and refuses it with a reason", async ({ page }) => {
    await signInAs(page, "prestador@hub.example");
    await abrirDiagnostico(page, "prestador", "2026-900005", "A fazer");
    await expect(page.getByText("Aguardando aceite").first()).toBeVisible();
    await page.getByRole("button", { name: "Recusar" }).click();
    const dialog = page.getByRole("dialog", { name: /Recusar o diagnóstico/ });
    await dialog.getByRole("button", { name: "Recusar", exact: true }).click();
    await expect(dialog.getByText("Campo obrigatório.")).toBeVisible();
    await dialog.getByLabel("Motivo").fill("Sem agenda da equipe de LGPD até o prazo.");
    await dialog.getByRole("button", { name: "Recusar", exact: true }).click();
    const confirmacao = page.getByRole("dialog", {
      name: "Tem certeza de que deseja continuar com esta ação?",
    });
    await expect(confirmacao).toBeVisible();
    await confirmacao.getByRole("button", { name: "Sim, continuar" }).click();
    await expect(page.getByText("A ação foi realizada com êxito.").first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Rejeitado", { exact: true }).first()).toBeVisible();
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
