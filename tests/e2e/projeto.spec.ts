import { expect, test } from "@playwright/test";
import { signedIn, violacoes } from "./support";

// 2026-900020 (Nexo Software, cliente@'s) was contracted with prestador@'s Vértice in the demo data.
const NRO = "2026-900020-P1";

test("the provider finds the project to deliver, with its stages and instalments", async ({ browser }) => {
  const prestador = await signedIn(browser, "prestador@hub.example");
  await prestador.goto("/externo/prestador/projetos");
  await expect(prestador.getByRole("tab", { name: "A entregar", selected: true })).toBeVisible();
  await prestador.getByRole("link", { name: NRO }).click();
  await expect(prestador.getByText(`Projeto ${NRO}`)).toBeVisible();
  await expect(prestador.getByText("A entregar", { exact: true })).toHaveCount(3);
  await expect(prestador.getByText(/^Parcela 1: R\$/)).toBeVisible();
  await expect(prestador.getByText("Execução autorizada")).toBeVisible();
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
