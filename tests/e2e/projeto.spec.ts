import { expect, test } from "@playwright/test";
import { signedIn, violacoes } from "./support";

// 2026-900020 (Nexo Software, cliente@'s) was contracted with prestador@'s Vértice in the demo data.
const NRO = "2026-900020-P1";

test("the provider finds the project to deliver, with its stages, instalments and history", async ({
  browser,
}) => {
  const prestador = await signedIn(browser, "prestador@hub.example");
  await prestador.goto("/externo/prestador/projetos");
  await expect(prestador.getByRole("tab", { name: "A entregar", selected: true })).toBeVisible();
  await prestador.getByRole("link", { name: NRO }).click();
  await expect(prestador.getByText(`Projeto ${NRO}`)).toBeVisible();
  // The demo project has a stage to deliver, one returned with what to adjust, one waiting for the client.
  const etapas = prestador.locator(".ant-table-row");
  await expect(etapas.getByText("A entregar", { exact: true })).toHaveCount(1);
  await expect(etapas.getByText("Devolvida para ajustes", { exact: true })).toHaveCount(1);
  await expect(etapas.getByText("Entregue, aguardando aprovação", { exact: true })).toHaveCount(1);
  await expect(prestador.getByText("Inclua a planilha com as categorias de despesa")).toBeVisible();
  await expect(prestador.getByText(/^Parcela 1: R\$/)).toBeVisible();
  await expect(prestador.getByText("Execução autorizada")).toBeVisible();
  // Not every stage is approved: the project cannot go to evaluation yet.
  await expect(prestador.getByRole("button", { name: "Enviar para avaliação" })).toBeDisabled();
  await expect(prestador.getByText("Disponível quando o cliente aprovar todas as etapas (0 de 3).")).toBeVisible();
  // The tab lives in the URL: nothing of Vértice's is closed yet.
  await prestador.goto("/externo/prestador/projetos?aba=encerrados");
  await expect(prestador.getByRole("tab", { name: "Encerrados", selected: true })).toBeVisible();
  await expect(prestador.getByText("Nenhum projeto nesta aba por enquanto.")).toBeVisible();
});

test("at 375 px the client follows its project and downloads the signed contract, with no serious axe violation", async ({
  browser,
}) => {
  const cliente = await signedIn(browser, "cliente@hub.example");
  await cliente.setViewportSize({ width: 375, height: 812 });
  await cliente.goto("/externo/cliente/projetos");
  await cliente.getByRole("link", { name: NRO }).click();
  await expect(cliente.getByText(`Projeto ${NRO}`)).toBeVisible();
  expect(await violacoes(cliente)).toEqual([]);
  const download = cliente.waitForEvent("download");
  await cliente.getByRole("button", { name: "Baixar contrato assinado de Nexo Software" }).click();
  expect((await download).suggestedFilename()).toBe(`contrato-assinado-${NRO}.pdf`);
});

test("the provider delivers a stage, the client returns it, the provider resends it and the client approves", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const pdf = (nome: string) => ({
    name: nome,
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  const prestador = await signedIn(browser, "prestador@hub.example");
  const cliente = await signedIn(browser, "cliente@hub.example");
  const abrir = async (page: typeof prestador, parte: string) => {
    await page.goto(`/externo/${parte}/projetos?aba=todos`);
    await page.getByRole("link", { name: NRO }).click();
    await expect(page.getByText(`Projeto ${NRO}`)).toBeVisible();
  };
  const etapa1 = (page: typeof prestador) => page.locator(".ant-table-row").filter({ hasText: /^1\. / });
  const enviar = async (botao: string, arquivo: string) => {
    await etapa1(prestador).getByRole("button", { name: botao }).click();
    const modal = prestador.getByRole("dialog", { name: "Enviar entrega da etapa 1" });
    await modal.locator('input[type="file"]').setInputFiles(pdf(arquivo));
    await modal.getByRole("button", { name: "Enviar entrega" }).click();
    await expect(etapa1(prestador).getByText("Entregue, aguardando aprovação")).toBeVisible();
  };

  await abrir(prestador, "prestador");
  await enviar("Enviar entrega", "diagnostico-financeiro.pdf");

  await abrir(cliente, "cliente");
  const download = cliente.waitForEvent("download");
  await etapa1(cliente).getByRole("button", { name: "Baixar entrega da etapa 1" }).click();
  expect((await download).suggestedFilename()).toBe("entrega-etapa-1.pdf");
  await etapa1(cliente).getByRole("button", { name: "Pedir ajustes" }).click();
  const ajustes = cliente.getByRole("dialog", { name: "Pedir ajustes na etapa 1" });
  await ajustes
    .getByLabel("O que ajustar")
    .fill("Inclua o fluxo de caixa projetado dos próximos seis meses.");
  await ajustes.getByRole("button", { name: "Devolver para ajustes" }).click();
  await expect(etapa1(cliente).getByText("Devolvida para ajustes")).toBeVisible();

  await prestador.reload();
  await expect(
    prestador.getByText("Inclua o fluxo de caixa projetado dos próximos seis meses."),
  ).toBeVisible();
  await enviar("Reenviar entrega", "diagnostico-financeiro-v2.pdf");

  await cliente.reload();
  await etapa1(cliente).getByRole("button", { name: "Aprovar" }).click();
  await cliente.getByRole("button", { name: "Sim, continuar" }).click();
  await expect(etapa1(cliente).getByText("Aprovada")).toBeVisible();
  await expect(cliente.getByLabel("1 de 3 etapas aprovadas")).toBeVisible();
});
