// Helpers of the quotation specs: diagnostics and their files, the provider's opportunities and proposal
// form, and the request as the client and staff open it.
import path from "node:path";
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { chooseOption, confirmarAcao, idDaSolicitacao } from "./support";

/** `bytes` written to a file of the test's output folder, for an upload field. */
export function emDisco(nome: string, bytes: Uint8Array) {
  mkdirSync(test.info().outputDir, { recursive: true });
  const arquivo = path.join(test.info().outputDir, nome);
  writeFileSync(arquivo, bytes);
  return arquivo;
}

/** A real one-page PDF on disk. */
export async function pdfEmDisco(nome: string) {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(nome, { x: 50, y: 700 });
  return emDisco(`${nome}.pdf`, await pdf.save());
}

/** The party opens the diagnostic of request `nro` from its diagnostics list, on the given tab. */
export async function abrirDiagnostico(page: Page, parte: "prestador" | "cliente", nro: string, aba: string) {
  await page.goto(`/externo/${parte}/diagnosticos`);
  await page.getByRole("tab", { name: aba }).click();
  await page.getByLabel("Buscar").fill(nro);
  await page.getByLabel("Buscar").press("Enter");
  await page.getByRole("link", { name: `${nro}-D1` }).click();
  await expect(page.getByRole("heading", { name: `Diagnóstico ${nro}-D1` })).toBeVisible();
}

/** The provider sends the diagnostic's file from the button `botao` and sees it sent. */
export async function enviarArquivo(prestador: Page, botao: string, arquivo: string) {
  await prestador.getByRole("button", { name: botao }).click();
  const dialog = prestador.getByRole("dialog");
  await dialog.locator('input[type="file"]').setInputFiles(arquivo);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(prestador.getByText("Enviado", { exact: true }).first()).toBeVisible();
}

/** Clicks `botao`, confirms, and waits for the success message, which names what happened. */
export async function confirmar(page: Page, botao: string, sucesso: RegExp) {
  await confirmarAcao(page, page.getByRole("button", { name: botao }));
  await expect(page.getByText(sucesso).first()).toBeVisible();
}

/** Opens request `nro` on staff's detail page (through its id: the queue's search sits in a dialog on a phone). */
export async function abrirNaEquipe(page: Page, nro: string) {
  await page.goto(`/interno/solicitacoes/${await idDaSolicitacao(page, nro)}`);
  await expect(page.getByRole("heading", { level: 1, name: `Solicitação ${nro}` })).toBeVisible();
}

/** Opens the client's request `nro` from their list. */
export async function abrirDoCliente(page: Page, nro: string) {
  await page.goto("/externo/cliente/solicitacoes");
  await page.getByRole("link", { name: nro }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Solicitação ${nro}` })).toBeVisible();
}

/** Sends the proposal form on the page (a first one, or the draft in the edit modal) and confirms it. */
export async function enviarProposta(page: Page) {
  const enviar = { name: "Enviar proposta" };
  await confirmarAcao(
    page,
    page.getByRole("button", enviar).first(),
    page.locator(".ant-modal-confirm").getByRole("button", enviar),
  );
  await expect(page.getByText("Proposta enviada.")).toBeVisible();
}

/** The proposal card of `prestador` in the client's comparison. */
export const cartao = (page: Page, prestador: string) =>
  page.getByTestId("proposta-cartao").filter({ hasText: prestador });

/** Opens request `nro` from the provider's opportunities. */
export async function abrirOportunidade(page: Page, nro: string) {
  await page.goto("/externo/prestador/propostas");
  await page.getByLabel("Buscar").fill(nro);
  await page.getByLabel("Buscar").press("Enter");
  await page.getByRole("link", { name: nro }).click();
  await expect(page.getByRole("heading", { name: `Solicitação ${nro}` })).toBeVisible();
}

/**
 * Fills the proposal form: the period, validity, rates, `horas` on every stage, and the instalments of
 * "2 parcelas" on stages 1 and 3.
 */
export async function preencherProposta(page: Page, horas: number) {
  const inicio = new Date(Date.now() + 30 * 86_400_000);
  const fim = new Date(Date.now() + 120 * 86_400_000);
  const periodo = page.getByLabel("Período de execução");
  await periodo.click();
  await periodo.fill(inicio.toLocaleDateString("pt-BR"));
  await periodo.press("Enter");
  await page.getByPlaceholder("Data final").fill(fim.toLocaleDateString("pt-BR"));
  await page.getByPlaceholder("Data final").press("Enter");
  const validade = page.getByLabel("Validade da proposta");
  await validade.click();
  await validade.fill(inicio.toLocaleDateString("pt-BR"));
  await validade.press("Enter");
  await chooseOption(page, page.getByLabel("Modelo de hora"), "Consultoria padrão");
  await chooseOption(page, page.getByLabel("Plano de pagamento"), "2 parcelas");
  for (const campo of await page.getByLabel(/^Horas da etapa/).all()) await campo.fill(String(horas));
  await chooseOption(page, page.getByLabel("Parcela 1"), "Etapa 1");
  await chooseOption(page, page.getByLabel("Parcela 2"), "Etapa 3");
}
