import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import {
  abrirAcao,
  apiAs,
  chooseOption,
  idDaSolicitacao,
  signedIn,
  VIEWPORTS,
  violacoes,
} from "./support";

/** Opens one of the client's requests from "Minhas solicitações". */
async function abrirMinha(page: Page, nro: string) {
  await page.goto("/externo/cliente/solicitacoes");
  await page.getByRole("link", { name: nro }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Solicitação ${nro}` })).toBeVisible();
}

/** Opens a request's staff detail by its number (at 375 px the queue keeps its search behind its filters). */
async function abrirComoEquipe(page: Page, nro: string) {
  await page.goto(`/interno/solicitacoes/${await idDaSolicitacao(page, nro)}`);
  await expect(page.getByRole("heading", { level: 1, name: `Solicitação ${nro}` })).toBeVisible();
}

/** The client reads and signs its side of the contract in the portal. */
async function assinarComoCliente(page: Page) {
  const contrato = page.locator(".cartao").filter({ has: page.getByText("Contrato", { exact: true }) });
  await contrato.getByRole("button", { name: "Assinar", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Assinar contrato" });
  await expect(modal.getByRole("button", { name: "Assinar" })).toBeDisabled();
  const download = page.waitForEvent("download");
  await modal.getByRole("button", { name: "Baixar contrato (PDF)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^contrato-.*\.pdf$/);
  await modal.getByText("Li o contrato e concordo com os seus termos.").click();
  await modal.getByRole("button", { name: "Assinar" }).click();
  await expect(page.getByText("Contrato assinado.")).toBeVisible();
}

// The whole chain once per screen size, each on its own demo request in final analysis.
for (const [{ viewport }, nro] of [
  [VIEWPORTS[0], "2026-900016"],
  [VIEWPORTS[1], "2026-900021"],
] as const)
  test(`at ${viewport.width} px: gestor sends the contracts, the client signs in the portal, the provider by a shared link, staff sign the batch, the client pays by card, staff authorise execution`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const gestor = await signedIn(browser, "gestor@hub.example");
    await gestor.setViewportSize(viewport);
    await abrirComoEquipe(gestor, nro);
    await abrirAcao(gestor, "Enviar contratos");
    const analise = gestor.getByRole("dialog");
    await expect(analise.getByText("Vértice Consultoria")).toBeVisible();
    await expect(analise.getByText("CC-2026-001")).toBeVisible();
    const previa = gestor.waitForEvent("download");
    await analise.getByRole("button", { name: "Pré-visualizar contrato" }).click();
    expect((await previa).suggestedFilename()).toBe(`previa-contrato-${nro}.pdf`);
    await analise.getByRole("button", { name: "Enviar contratos" }).click();
    await expect(gestor.getByText("Aguardando assinaturas").first()).toBeVisible();

    const cliente = await signedIn(browser, "cliente@hub.example");
    await cliente.setViewportSize(viewport);
    await abrirMinha(cliente, nro);
    await assinarComoCliente(cliente);
    await expect(cliente.getByText(/Assinado no portal por Mariana Albuquerque/)).toBeVisible();

    // The provider shares a signing link; it opens in a browser with no session.
    const prestador = await signedIn(browser, "prestador@hub.example");
    await prestador.setViewportSize(viewport);
    await prestador.goto("/externo/prestador/propostas?aba=enviadas");
    await prestador.getByRole("link", { name: nro }).click();
    await prestador.getByRole("button", { name: "Gerar link para contratada assinar" }).click();
    const url = await prestador.getByRole("textbox", { name: "Link para assinar" }).inputValue();
    expect(url).toContain("/contrato/assinar/");

    const anonimo = await (await browser.newContext({ viewport })).newPage();
    await anonimo.goto(url);
    await expect(anonimo.getByRole("heading", { name: "Assinar contrato" })).toBeVisible();
    await expect(anonimo.getByText(nro)).toBeVisible();
    // The link's page is drawn without antd (issue 10's budget for public pages).
    expect(await anonimo.locator("[class*='ant-']").count()).toBe(0);
    await anonimo.getByLabel("Nome completo").fill("Rafael Menezes");
    await anonimo.getByLabel("CPF").fill("11111111111");
    await anonimo.getByRole("button", { name: "Assinar contrato" }).click();
    await expect(anonimo.getByText("CPF inválido.")).toBeVisible();
    await expect(anonimo.getByText("Confirme que leu o contrato.")).toBeVisible();
    await anonimo.getByLabel("CPF").fill("68188229679");
    await anonimo.getByText("Li o contrato e concordo com os seus termos.").click();
    await anonimo.getByRole("button", { name: "Assinar contrato" }).click();
    await expect(anonimo.getByText("Contrato assinado", { exact: true })).toBeVisible();
    await anonimo.reload();
    await expect(anonimo.getByText("Link indisponível")).toBeVisible();

    // Staff sign for the programme from the batch page.
    await gestor.goto("/interno/assinaturas?prontas=true");
    const linha = gestor.locator("tbody tr.tabela-linha").filter({ hasText: nro });
    await linha.getByRole("checkbox").check();
    await gestor.getByRole("button", { name: "Assinar selecionadas (1)" }).click();
    await gestor.getByRole("dialog").getByRole("button", { name: "Assinar 1 contrato(s)" }).click();
    await expect(gestor.getByText("1 contrato(s) assinado(s) pelo programa.")).toBeVisible();
    await expect(linha).toHaveCount(0);

    // Everyone has signed: the client pays next and downloads the signed contract.
    await cliente.reload();
    await expect(cliente.getByText("Aguardando pagamento").first()).toBeVisible();
    const assinado = cliente.waitForEvent("download");
    await cliente.getByRole("button", { name: "Baixar contrato assinado" }).click();
    expect((await assinado).suggestedFilename()).toMatch(/^contrato-assinado-.*\.pdf$/);

    // The client pays its share by credit card in the sandbox: a declined test card first, then one approved.
    await cliente
      .getByRole("region", { name: "Próximo passo" })
      .getByRole("button", { name: "Pagar", exact: true })
      .click();
    const pagar = cliente.getByRole("dialog", { name: /^Pagar R\$/ });
    await pagar.getByLabel("Número do cartão").fill("4000000000000002");
    await pagar.getByLabel("Nome impresso no cartão").fill("MARIANA ALBUQUERQUE");
    await pagar.getByLabel("Validade").fill("1230");
    await pagar.getByLabel("Código de segurança").fill("123");
    await pagar.getByRole("button", { name: /^Pagar R\$/ }).click();
    await expect(pagar.getByText("Pagamento não autorizado pelo emissor do cartão.")).toBeVisible();
    await pagar.getByLabel("Número do cartão").fill("4111111111111111");
    await chooseOption(cliente, pagar.getByRole("combobox", { name: "Parcelas" }), "3x de");
    await pagar.getByRole("button", { name: /^Pagar R\$/ }).click();
    await expect(cliente.getByText("Pagamento confirmado.")).toBeVisible();
    await expect(cliente.getByText("Aguardando autorização").first()).toBeVisible();
    await expect(cliente.getByText(/em 3x · Visa final 1111/)).toBeVisible();

    // Staff authorise execution with the service order: the project exists.
    await abrirComoEquipe(gestor, nro);
    await abrirAcao(gestor, "Autorizar execução");
    const autorizar = gestor.getByRole("dialog");
    await autorizar.locator('input[type="file"]').setInputFiles({
      name: "ordem-de-servico.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
    });
    await autorizar.getByRole("button", { name: "Autorizar execução" }).click();
    await expect(gestor.getByText("Em execução").first()).toBeVisible();
    const projetos = await apiAs(gestor, "GET", `/projeto/consultor/?search=${nro}`);
    expect(projetos.results.map((p: { nroprojeto: string }) => p.nroprojeto)).toEqual([`${nro}-P1`]);
  });

test("at 375 px the client signs a contract, and the signing pages have no serious axe violation", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const viewport = { width: 375, height: 812 };
  const cliente = await signedIn(browser, "cliente@hub.example");
  await cliente.setViewportSize(viewport);
  await abrirMinha(cliente, "2026-900017");
  expect(await violacoes(cliente)).toEqual([]);
  // The client shares its own side first (to sign on another device), then signs here after all.
  await cliente.getByRole("button", { name: "Gerar link para contratante assinar" }).click();
  const url = await cliente.getByRole("textbox", { name: "Link para assinar" }).inputValue();
  await cliente.keyboard.press("Escape");

  const anonimo = await (await browser.newContext({ viewport })).newPage();
  await anonimo.goto(url);
  await expect(anonimo.getByRole("heading", { name: "Assinar contrato" })).toBeVisible();
  expect(await violacoes(anonimo)).toEqual([]);
  // A download that fails says so in SPEC §8's words, and the page stays usable.
  await anonimo.route("**/link/contrato/*/arquivo/", (rota) => rota.fulfill({ status: 500 }));
  await anonimo.getByRole("button", { name: "Baixar e ler o contrato (PDF)" }).click();
  await expect(anonimo.getByText("erro ao baixar o pdf")).toBeVisible();
  await anonimo.unroute("**/link/contrato/*/arquivo/");

  await assinarComoCliente(cliente);
  // Its link was for the same signature, now done: it opens nothing.
  await anonimo.reload();
  await expect(anonimo.getByText("Link indisponível")).toBeVisible();
});
