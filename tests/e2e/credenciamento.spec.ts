import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  apiAs,
  chooseOption,
  confirmarAcao,
  openFromQueue,
  pickOption,
  sendFromCatalogue,
  signedIn,
  violacoes,
} from "./support";

// Vértice (prestador@'s company) has no documents on file in the demo data and is not accredited for
// "Identidade Visual e Posicionamento de Marca" (SRV-006) nor "Transformação Digital de Processos"
// (SRV-007); Mentora and Conecta are, for SRV-006. Mentora has asked two services; a Conecta link is suspended.
const IDENTIDADE = "Identidade Visual e Posicionamento de Marca";
const DIGITAL = "Transformação Digital de Processos";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function empresaPorNome(page: Page, nome: string): Promise<number> {
  const r = await apiAs(page, "GET", `/empresa/interno/busca/empresa/?search=${encodeURIComponent(nome)}`);
  return r.results[0].id;
}

const linha = (page: Page, servico: string) =>
  page
    .locator(".cartao")
    .filter({ hasText: "Credenciamentos" })
    .locator(".lista-item")
    .filter({ hasText: servico });

async function enviarDocumento(page: Page, tipo: string) {
  await page.getByRole("button", { name: "Enviar documento" }).click();
  const modal = page.getByRole("dialog", { name: "Enviar documento" });
  await pickOption(page, modal, "Tipo de documento", tipo);
  await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: `${tipo}.pdf`, mimeType: "application/pdf", buffer: PDF });
  await modal.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(
    page.locator(".cartao").filter({ hasText: "Documentos" }).getByText(tipo, { exact: true }),
  ).toBeVisible();
}

/** The providers the release modal offers for a direct choice, then closes it. */
async function prestadoresDaLiberacao(gestor: Page, nro: string) {
  await openFromQueue(gestor, nro);
  await gestor.getByRole("button", { name: "Liberar para prestadores" }).click();
  const modal = gestor.getByRole("dialog");
  await modal.getByRole("switch").click();
  await modal.getByLabel("Prestador", { exact: true }).click();
  const opcoes = gestor.locator(".ant-select-dropdown:visible .ant-select-item-option");
  // Read once the list shows: while the dropdown's opening animation starts it is scaled to nothing, and a read
  // right after its first option showed could find none.
  let textos: string[] = [];
  await expect.poll(async () => (textos = await opcoes.allTextContents()).length).toBeGreaterThan(0);
  // Options read "Nome fantasia (CNPJ)".
  const nomes = textos.map((t) => t.replace(/ \(.*\)$/, ""));
  await gestor.keyboard.press("Escape");
  await modal.locator(".ant-modal-footer").getByRole("button", { name: "Fechar" }).click();
  await expect(modal).toBeHidden();
  return nomes;
}

async function suspender(gestor: Page, alvo: Locator, motivo: string) {
  await alvo.getByRole("button", { name: "Suspender" }).click();
  const modal = gestor.getByRole("dialog", { name: `Suspender ${IDENTIDADE}` });
  await modal.getByRole("button", { name: "Suspender" }).click();
  await expect(modal.getByText("Anexe o documento da suspensão.")).toBeVisible();
  await modal.getByLabel("Motivo").fill(motivo);
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: "oficio.pdf", mimeType: "application/pdf", buffer: PDF });
  await modal.getByRole("button", { name: "Suspender" }).click();
  await expect(modal).toBeHidden();
}

test("a provider asks accreditation with its documents; gestor accredits one service, refuses another, and a suspension takes the provider out of a new release", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const prestador = await signedIn(browser, "prestador@hub.example");
  await prestador.setViewportSize({ width: 375, height: 812 });
  await prestador.goto("/externo/prestador/empresa");
  await expect(prestador.getByText(/Para pedir credenciamento, envie antes: Contrato social/)).toBeVisible();
  await expect(prestador.getByRole("button", { name: "Solicitar credenciamento" })).toBeDisabled();
  for (const tipo of [
    "Contrato social",
    "Cartão CNPJ",
    "Certidão negativa de débitos federais",
    "Certificado de regularidade do FGTS",
  ])
    await enviarDocumento(prestador, tipo);
  await expect(prestador.getByText(/Para pedir credenciamento/)).toHaveCount(0);

  await prestador.getByRole("button", { name: "Solicitar credenciamento" }).click();
  const pedido = prestador.getByRole("dialog", { name: "Solicitar credenciamento" });
  for (const servico of [IDENTIDADE, DIGITAL])
    await chooseOption(prestador, pedido.getByLabel("Serviços"), servico);
  await pedido.getByRole("button", { name: "Solicitar" }).click();
  await expect(pedido).toBeHidden();
  await expect(linha(prestador, IDENTIDADE).getByText("Solicitado")).toBeVisible();
  await expect(linha(prestador, DIGITAL).getByText("Solicitado")).toBeVisible();
  expect(await violacoes(prestador)).toEqual([]);

  // Staff decide on the company's page.
  const gestor = await signedIn(browser, "gestor@hub.example");
  const vertice = await empresaPorNome(gestor, "Vértice");
  await gestor.goto(`/interno/empresas/${vertice}`);
  await confirmarAcao(gestor, linha(gestor, IDENTIDADE).getByRole("button", { name: "Credenciar" }));
  await expect(linha(gestor, IDENTIDADE).getByText("Credenciado")).toBeVisible();
  await linha(gestor, DIGITAL).getByRole("button", { name: "Recusar" }).click();
  const recusa = gestor.getByRole("dialog", { name: `Recusar credenciamento em ${DIGITAL}` });
  await recusa.getByLabel("Motivo").fill("Curto");
  await recusa.getByRole("button", { name: "Recusar" }).click();
  await expect(recusa.getByText("Escreva pelo menos 10 caracteres.")).toBeVisible();
  await recusa.getByLabel("Motivo").fill("Faltam atestados de projetos de transformação digital.");
  await recusa.getByRole("button", { name: "Recusar" }).click();
  await expect(recusa).toBeHidden();

  // The provider sees both decisions, the refusal with its reason.
  await prestador.reload();
  await expect(linha(prestador, IDENTIDADE).getByText("Credenciado")).toBeVisible();
  await expect(linha(prestador, DIGITAL).getByText("Recusado")).toBeVisible();
  await expect(
    linha(prestador, DIGITAL).getByText(
      "Motivo da recusa: Faltam atestados de projetos de transformação digital.",
    ),
  ).toBeVisible();

  // A new request of that service: Vértice is among the providers to choose, until staff suspend its link.
  const cliente = await signedIn(browser, "cliente@hub.example");
  const [nro] = await sendFromCatalogue(cliente, ["identidade visual"], "Nexo Software");
  expect(await prestadoresDaLiberacao(gestor, nro)).toContain("Vértice Consultoria");
  await gestor.goto(`/interno/empresas/${vertice}`);
  await suspender(gestor, linha(gestor, IDENTIDADE), "Documentação fiscal vencida desde setembro.");
  await expect(linha(gestor, IDENTIDADE).getByText("Suspenso")).toBeVisible();
  const escolhas = await prestadoresDaLiberacao(gestor, nro);
  expect(escolhas).not.toContain("Vértice Consultoria");
  expect(escolhas).toContain("Mentora Inovação");

  // Lifting the suspension brings it back.
  await gestor.goto(`/interno/empresas/${vertice}`);
  await linha(gestor, IDENTIDADE).getByRole("button", { name: "Encerrar suspensão" }).click();
  const fim = gestor.getByRole("dialog", { name: `Encerrar a suspensão de ${IDENTIDADE}` });
  await fim.getByLabel("Motivo").fill("Certidões renovadas e conferidas.");
  await fim.getByRole("button", { name: "Encerrar suspensão" }).click();
  await expect(fim).toBeHidden();
  expect(await prestadoresDaLiberacao(gestor, nro)).toContain("Vértice Consultoria");
});

test("at 375 px staff read a suspended link with its reason and document, and a provider's pending requests", async ({
  browser,
}) => {
  const gestor = await signedIn(browser, "gestor@hub.example");
  await gestor.setViewportSize({ width: 375, height: 812 });
  await gestor.goto(`/interno/empresas/${await empresaPorNome(gestor, "Conecta Marketing")}`);
  const suspenso = gestor.locator(".lista-item").filter({ hasText: "Suspenso" });
  await expect(suspenso.getByText(/Motivo da suspensão: Duas entregas/)).toBeVisible();
  const download = gestor.waitForEvent("download");
  await suspenso.getByRole("button", { name: "oficio-suspensao-conecta.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("oficio-suspensao-conecta.pdf");
  expect(await gestor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await gestor.goto(`/interno/empresas/${await empresaPorNome(gestor, "Mentora")}`);
  const pendentes = gestor.locator(".lista-item").filter({ hasText: "Solicitado" });
  await expect(pendentes).toHaveCount(2);
  await expect(pendentes.first().getByRole("button", { name: "Credenciar" })).toBeVisible();
  expect(await violacoes(gestor)).toEqual([]);
});
