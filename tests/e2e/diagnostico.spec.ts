import { expect } from "@playwright/test";
import { test } from "./fixtures";
import {
  abrirAcao,
  adiantarRelogio,
  apiAs,
  chooseOption,
  confirmarAcao,
  entrarComo,
  idDaSolicitacao,
  sendFromCatalogue,
  signedIn,
  VIEWPORTS,
} from "./support";
import {
  abrirDiagnostico,
  abrirDoCliente,
  abrirNaEquipe,
  abrirOportunidade,
  cartao,
  confirmar,
  emDisco,
  enviarArquivo,
  enviarProposta,
  pdfEmDisco,
  preencherProposta,
} from "./cotacao";

// The deadline of the round passes by moving the server's clock; later tests share the server.
test.afterEach(() => adiantarRelogio(0));

for (const { name, viewport } of VIEWPORTS)
  test(`at ${name} a request with a diagnostic goes from release to the managers' final analysis: diagnostic accepted, sent, corrected and approved; two proposals (one a draft first); the deadline passes; the client compares, selects and sends it`, async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const pagina = async (email: string) => {
      const page = await signedIn(browser, email);
      await page.setViewportSize(viewport);
      return page;
    };
    // Each run asks for its own company, so neither spends the other's yearly limit of requests (Nexo
    // Software's is left to the purchase and accreditation specs).
    const cliente = await pagina("cliente@hub.example");
    const [nro] = await sendFromCatalogue(
      cliente,
      ["LGPD"],
      viewport.width > 576 ? "Sabor da Ilha" : "Sítio Zanella",
    );

    // The gestor releases it: the service needs a diagnostic, made by the provider chosen. The deadline for
    // proposals is the earliest the release allows (the diagnostic's: 15 days on); the clock moves past it.
    const gestor = await pagina("gestor@hub.example");
    await abrirNaEquipe(gestor, nro);
    await abrirAcao(gestor, "Definir centro de custo");
    let dialog = gestor.getByRole("dialog");
    await chooseOption(gestor, dialog.getByLabel("Centro de custo"), "CC-2026-001");
    await dialog.getByRole("button", { name: "Salvar centro de custo" }).click();
    await expect(dialog).toBeHidden();
    await abrirAcao(gestor, "Liberar para prestadores");
    dialog = gestor.getByRole("dialog");
    await chooseOption(gestor, dialog.getByLabel("Prestador", { exact: true }), "Vértice");
    const prazo = dialog.getByLabel("Prazo para envio de propostas");
    await prazo.click();
    await prazo.fill(
      new Date(Date.now() + 15 * 86_400_000).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" }),
    );
    await prazo.press("Enter");
    await dialog.getByRole("button", { name: "Liberar", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(gestor.getByText("Aguardando diagnóstico").first()).toBeVisible();

    // The provider finds it on the home and accepts it, then sends the file.
    const prestador = await pagina("prestador@hub.example");
    await prestador.goto("/externo/prestador");
    await expect(
      prestador.getByRole("region", { name: "Diagnósticos a fazer" }).getByText(`${nro}-D1`),
    ).toBeVisible();
    await abrirDiagnostico(prestador, "prestador", nro, "A fazer");
    await confirmar(prestador, "Aceitar diagnóstico", /^Diagnóstico \S+ aceito\.$/);
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
    await abrirDoCliente(cliente, nro);
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
    // In the next-step banner, with the button that sends the correction (issue 44).
    const comBotao = prestador
      .getByRole("region", { name: "Próximo passo" })
      .filter({ has: prestador.getByRole("button", { name: "Enviar correção" }) });
    await expect(
      comBotao.getByRole("alert").filter({ hasText: "Inclua o inventário dos dados do delivery." }),
    ).toBeVisible();
    await enviarArquivo(prestador, "Enviar correção", await pdfEmDisco("diagnostico-v2"));

    await abrirDiagnostico(cliente, "cliente", nro, "Para revisar");
    await expect(cliente.getByRole("button", { name: "Baixar diagnostico-v2.pdf" })).toBeVisible();
    await confirmar(cliente, "Aprovar diagnóstico", /^Diagnóstico \S+ aprovado\.$/);
    await expect(cliente.getByText("Aprovado", { exact: true }).first()).toBeVisible();

    // The request is now open for proposals, for staff too.
    await abrirNaEquipe(gestor, nro);
    await expect(gestor.getByText("Aguardando propostas").first()).toBeVisible();

    // Two providers quote: Vértice keeps a draft and sends it from the edit modal, Mentora sends at once.
    await abrirOportunidade(prestador, nro);
    await preencherProposta(prestador, 6);
    await prestador.getByRole("button", { name: "Salvar rascunho" }).click();
    await expect(prestador.getByText("Rascunho salvo.")).toBeVisible();
    await expect(
      prestador.getByRole("heading", { name: `Proposta para a solicitação ${nro}` }),
    ).toBeVisible();
    await prestador.getByRole("button", { name: "Continuar o rascunho" }).click();
    dialog = prestador.getByRole("dialog", { name: `Editar a proposta para a solicitação ${nro}` });
    await dialog.getByLabel("Horas da etapa 3").fill("10");
    await enviarProposta(prestador);
    await expect(dialog).toBeHidden();
    await expect(prestador.getByText("Enviada", { exact: true }).first()).toBeVisible();
    // 4 stages: 6 + 6 + 10 + 6 hours at R$ 150,00.
    await expect(prestador.getByText("R$ 4.200,00").first()).toBeVisible();

    const mentora = await pagina("helena.prado@hub.example");
    await abrirOportunidade(mentora, nro);
    await preencherProposta(mentora, 8);
    await enviarProposta(mentora);

    // Sealed until the deadline: the client reads no proposal yet.
    await abrirDoCliente(cliente, nro);
    await expect(cliente.getByText("Aguardando propostas").first()).toBeVisible();
    await expect(cliente.getByRole("region", { name: "Propostas" })).toHaveCount(0);

    // The deadline passes. Sessions are checked against the moved clock, so everyone signs in again.
    const detalhe = await apiAs(
      gestor,
      "GET",
      `/solicitacao/interno/detalhe/${await idDaSolicitacao(gestor, nro)}/`,
    );
    adiantarRelogio(Date.parse(detalhe.dtaprazoenvioproposta) - Date.now() + 60_000);
    for (const page of [cliente, gestor, prestador, mentora]) await page.context().close();

    // The client compares the two proposals, reads one's work plan, selects Vértice's and sends it on.
    const clienteDepois = await pagina("cliente@hub.example");
    await abrirDoCliente(clienteDepois, nro);
    const propostas = clienteDepois.getByRole("region", { name: "Propostas" });
    await expect(propostas.getByTestId("proposta-cartao")).toHaveCount(2);
    await propostas.getByRole("button", { name: "Comparar lado a lado" }).click();
    const lado = clienteDepois.getByRole("dialog", { name: "Propostas lado a lado" });
    for (const nome of ["Vértice Consultoria", "Mentora Inovação"])
      await expect(lado.getByRole("columnheader", { name: nome })).toBeVisible();
    // Vértice's 28 hours cost less than Mentora's 32.
    await expect(lado.getByText("· menor valor")).toHaveCount(1);
    await clienteDepois.keyboard.press("Escape");
    await expect(lado).toBeHidden();
    await cartao(clienteDepois, "Mentora Inovação").getByRole("button", { name: "Ver detalhes" }).click();
    await clienteDepois.getByRole("button", { name: "Plano de trabalho" }).click();
    const plano = clienteDepois.getByRole("dialog", { name: "Plano de trabalho de Mentora Inovação" });
    await expect(plano.getByText("Etapa 1: Inventário de Dados")).toBeVisible();
    await expect(plano.getByText("32 h")).toBeVisible();
    await clienteDepois.keyboard.press("Escape");
    await expect(plano).toBeHidden();
    // The focus goes back to the button that opened the plan, in the proposal's detail, whose Escape closes it:
    // pressed before then, on a loaded machine, the Escape met no dialog.
    await expect(
      clienteDepois.getByRole("dialog").getByRole("button", { name: "Plano de trabalho" }),
    ).toBeFocused();
    await clienteDepois.keyboard.press("Escape");
    await expect(clienteDepois.getByRole("dialog")).toHaveCount(0);
    await cartao(clienteDepois, "Vértice Consultoria")
      .getByRole("button", { name: "Selecionar esta proposta" })
      .click();
    await expect(
      cartao(clienteDepois, "Vértice Consultoria").getByText("Selecionada", { exact: true }),
    ).toBeVisible();
    await expect(cartao(clienteDepois, "Mentora Inovação").getByText("Não selecionada")).toBeVisible();
    await confirmarAcao(
      clienteDepois,
      clienteDepois.getByRole("button", { name: "Enviar para análise do gestor" }),
    );
    await expect(clienteDepois.getByText("Análise final do gestor").first()).toBeVisible();
    expect(await clienteDepois.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // The gestor finds it in the final analysis.
    const gestorDepois = await pagina("gestor@hub.example");
    await abrirNaEquipe(gestorDepois, nro);
    await expect(gestorDepois.getByText("Análise final do gestor").first()).toBeVisible();
  });

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the provider reads the diagnostic to accept and refuses it with a reason", async ({ page }) => {
    await entrarComo(page, "prestador@hub.example");
    await abrirDiagnostico(page, "prestador", "2026-900005", "A fazer");
    await expect(page.getByText("Aguardando aceite").first()).toBeVisible();
    await page.getByRole("button", { name: "Recusar" }).click();
    const dialog = page.getByRole("dialog", { name: /Recusar o diagnóstico/ });
    await dialog.getByRole("button", { name: "Recusar", exact: true }).click();
    await expect(dialog.getByText("Campo obrigatório.")).toBeVisible();
    await dialog.getByLabel("Motivo").fill("Sem agenda da equipe de LGPD até o prazo.");
    await confirmarAcao(page, dialog.getByRole("button", { name: "Recusar", exact: true }));
    await expect(page.getByText(/^Diagnóstico \S+ recusado\.$/).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Rejeitado", { exact: true }).first()).toBeVisible();
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
