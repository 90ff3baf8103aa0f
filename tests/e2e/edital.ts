// Steps of the tender specs (issue 45) that more than one spec takes: the editor's, the enrolment's and the
// evaluator's, and the protocol's text.
import { readFile } from "node:fs/promises";
import { expect, type Download, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { chooseOption, confirmarAcao, enviarDialogo } from "./support";

/** A minimal PDF: the uploads' content check reads its header and trailer. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** The documents the specs ask in the default stage, one per group (Jurídica, then Fiscal). */
export const DOCUMENTOS = ["Contrato social", "Certidão negativa de débitos"];

/** The blocking list the tender's detail shows while `check` finds something missing. */
export const faltaParaPublicar = (gestor: Page) => gestor.getByRole("list", { name: "Falta para publicar" });

/**
 * In the editor of a new tender, its number, title, object and one service, saved as a draft: the detail it
 * leads to shows what is missing.
 */
export async function escreverEdital(gestor: Page, numero: string, titulo: string, servico: string) {
  await gestor.getByLabel("Número do edital").fill(numero);
  await gestor.getByLabel("Título").fill(titulo);
  await gestor.getByLabel("Objeto").fill("Credenciar consultorias para o programa.");
  await chooseOption(gestor, gestor.getByLabel("Serviços credenciados"), servico);
  await gestor.getByRole("button", { name: "Salvar edital" }).click();
  await expect(gestor.getByRole("heading", { name: `Edital ${numero}` })).toBeVisible();
}

/**
 * From a draft's detail, the editor completes it: the default stage's dates (DD/MM/AAAA), a document per
 * group (DOCUMENTOS), avaliador@ as its evaluator; saved, only the notice PDF is missing.
 */
export async function completarEdital(gestor: Page, numero: string, inicio: string, fim: string) {
  await gestor.getByRole("link", { name: "Editar" }).click();
  await gestor.getByRole("button", { name: "Editar etapa" }).click();
  const dialogoEtapa = gestor.getByRole("dialog", { name: /Editar a etapa/ });
  await dialogoEtapa.getByLabel("Início").fill(inicio);
  await dialogoEtapa.getByLabel("Fim").fill(fim);
  await enviarDialogo(dialogoEtapa, "Salvar etapa");
  await expect(gestor.getByText(`${inicio} a ${fim}`)).toBeVisible();
  for (const [i, nome] of DOCUMENTOS.entries()) {
    await gestor.getByRole("button", { name: "Novo documento" }).nth(i).click();
    const dialogo = gestor.getByRole("dialog", { name: /Novo documento/ });
    await dialogo.getByLabel("Nome").fill(nome);
    await enviarDialogo(dialogo, "Salvar documento");
    await expect(gestor.getByText(nome)).toBeVisible();
  }
  await chooseOption(gestor, gestor.getByLabel("Avaliadores"), "avaliador@hub.example");
  await gestor.getByRole("button", { name: "Salvar edital" }).click();
  await expect(gestor.getByRole("heading", { name: `Edital ${numero}` })).toBeVisible();
  await expect(faltaParaPublicar(gestor)).toHaveText("o edital não tem o arquivo do edital (PDF)");
}

/** On a draft's detail, the notice PDF sent: nothing is missing, and the manager publishes it. */
export async function enviarPdfEPublicar(gestor: Page) {
  await gestor
    .locator("input[type=file]")
    .setInputFiles({ name: "edital.pdf", mimeType: "application/pdf", buffer: PDF });
  await gestor.getByRole("button", { name: "Enviar arquivo" }).click();
  await expect(gestor.getByText("Nada falta: o edital pode ser publicado.")).toBeVisible();
  await gestor.getByRole("button", { name: "Publicar" }).click();
  await expect(gestor.getByText("Publicado", { exact: true }).first()).toBeVisible();
  await expect(gestor.getByText("Edital publicado").first()).toBeVisible();
}

/** A document of an enrolment's stage, as the company and the evaluator see it. */
export const documento = (page: Page, nome: string) => page.getByRole("listitem", { name: nome });

/** The company uploads document `nome` from its button `botao` and sees it sent. */
export async function enviarDocumento(page: Page, nome: string, botao = "Enviar documento") {
  await documento(page, nome).getByRole("button", { name: botao }).click();
  const modal = page.getByRole("dialog", { name: `Enviar ${nome}` });
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: "doc.pdf", mimeType: "application/pdf", buffer: PDF });
  await modal.getByRole("button", { name: "Enviar documento" }).click();
  await expect(modal).toBeHidden();
  await expect(documento(page, nome)).toContainText("Enviado");
}

/** The evaluator accepts document `nome`. */
export async function aceitarDocumento(page: Page, nome: string) {
  await confirmarAcao(page, documento(page, nome).getByRole("button", { name: "Aceitar" }));
  await expect(documento(page, nome)).toContainText("Aceito");
}

/** The evaluator returns document `nome` with `motivo` and a deadline (DD/MM/AAAA). */
export async function devolverDocumento(page: Page, nome: string, motivo: string, prazo: string) {
  await documento(page, nome).getByRole("button", { name: "Devolver" }).click();
  const devolver = page.getByRole("dialog", { name: `Devolver ${nome}` });
  await devolver.getByLabel("O que a empresa deve corrigir").fill(motivo);
  await devolver.getByLabel("Prazo para a correção").fill(prazo);
  await devolver.getByLabel("Prazo para a correção").press("Enter");
  await devolver.getByRole("button", { name: "Devolver para correção" }).click();
  await expect(devolver).toBeHidden();
  await expect(documento(page, nome)).toContainText("Devolvido");
}

/** The text of a downloaded PDF, its runs of white space made one space. */
export async function textoDoPdf(download: Download) {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
}
