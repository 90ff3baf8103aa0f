import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { abrirAcao, apiAs, confirmarAcao, idDaSolicitacao, signedIn, VIEWPORTS, violacoes } from "./support";

// 2026-900020 (Nexo Software, cliente@'s) was contracted with prestador@'s Vértice in the demo data: stage 1
// returned to the provider, stage 2 approved with 'Nota 1' authorised, stage 3 waiting for the client.
const NRO = "2026-900020-P1";

const pdf = (nome: string) => ({
  name: nome,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
});

async function abrir(page: Page, caminho: string, projeto = NRO) {
  await page.goto(caminho);
  await page.getByRole("link", { name: projeto }).click();
  await expect(page.getByText(`Projeto ${projeto}`)).toBeVisible();
}

const etapa = (page: Page, ordem: number) =>
  page.locator(".tabela-linha").filter({ hasText: new RegExp(`^${ordem}\\. `) });

test("the provider finds the project, with its stages, invoices and history", async ({ browser }) => {
  const prestador = await signedIn(browser, "prestador@hub.example");
  await prestador.goto("/externo/prestador/projetos");
  await expect(prestador.getByRole("tab", { name: "Todos", selected: true })).toBeVisible();
  await abrir(prestador, "/externo/prestador/projetos");
  await expect(etapa(prestador, 1).getByText("Devolvida para ajustes", { exact: true })).toBeVisible();
  // Returned and past its due date: late.
  await expect(etapa(prestador, 1).getByText("Atrasada")).toBeVisible();
  await expect(etapa(prestador, 2).getByText("Aprovada", { exact: true })).toBeVisible();
  await expect(
    etapa(prestador, 3).getByText("Entregue, aguardando aprovação", { exact: true }),
  ).toBeVisible();
  // What the client asked to fix shows on the stage (issue 44), as well as in the history.
  await expect(etapa(prestador, 1).getByText("Inclua a planilha com as categorias de despesa")).toBeVisible();
  await expect(prestador.getByText("Nota 1: Autorizada, aguardando a nota")).toBeVisible();
  await expect(prestador.getByText("Execução autorizada")).toBeVisible();
  // Not every stage is approved: the project cannot go to evaluation yet.
  await expect(prestador.getByRole("button", { name: "Enviar para avaliação" })).toBeDisabled();
  await expect(
    prestador.getByText("Disponível quando o cliente aprovar todas as etapas (1 de 3)."),
  ).toBeVisible();
  // The tab lives in the URL: the closed ones are those waiting for evaluation or concluded, not this one.
  await prestador.goto("/externo/prestador/projetos?aba=encerrados");
  await expect(prestador.getByRole("tab", { name: "Encerrados", selected: true })).toBeVisible();
  await expect(prestador.getByRole("link", { name: "2026-900023-P1" })).toBeVisible();
  await expect(prestador.getByRole("link", { name: NRO })).toHaveCount(0);
});

test("at 375 px the client follows its project and downloads the signed contract, with no serious axe violation", async ({
  browser,
}) => {
  const cliente = await signedIn(browser, "cliente@hub.example");
  await cliente.setViewportSize({ width: 375, height: 812 });
  await abrir(cliente, "/externo/cliente/projetos");
  expect(await violacoes(cliente)).toEqual([]);
  const download = cliente.waitForEvent("download");
  await cliente.getByRole("button", { name: "Baixar contrato assinado de Nexo Software" }).click();
  expect((await download).suggestedFilename()).toBe(`contrato-assinado-${NRO}.pdf`);
});

// 2026-900026 (Sítio Zanella, cliente@'s) is 2026-900020's twin in the demo data, for the phone-size run.
for (const { name, viewport, nro } of [
  { ...VIEWPORTS[0], nro: "2026-900020" },
  { ...VIEWPORTS[1], nro: "2026-900026" },
])
  test(`at ${name} prestador resends a stage, cliente returns it, prestador resends, cliente approves, gestor authorises the invoice, prestador sends it, gestor pays it, the project goes to evaluation, cliente evaluates, gestor finishes and the attestation downloads`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const prestador = await signedIn(browser, "prestador@hub.example");
    const cliente = await signedIn(browser, "cliente@hub.example");
    const gestor = await signedIn(browser, "gestor@hub.example");
    for (const page of [prestador, cliente, gestor]) await page.setViewportSize(viewport);
    const projeto = `${nro}-P1`;
    const reenviar = async (arquivo: string) => {
      await etapa(prestador, 1).getByRole("button", { name: "Reenviar entrega" }).click();
      const modal = prestador.getByRole("dialog", { name: "Enviar entrega da etapa 1" });
      await modal.locator('input[type="file"]').setInputFiles(pdf(arquivo));
      await modal.getByRole("button", { name: "Enviar entrega" }).click();
      await expect(etapa(prestador, 1).getByText("Entregue, aguardando aprovação")).toBeVisible();
    };
    const aprovar = async (ordem: number) => {
      await confirmarAcao(cliente, etapa(cliente, ordem).getByRole("button", { name: "Aprovar" }));
      await expect(etapa(cliente, ordem).getByText("Aprovada", { exact: true })).toBeVisible();
    };

    await abrir(prestador, "/externo/prestador/projetos", projeto);
    await reenviar("mapeamento-de-despesas.pdf");

    await abrir(cliente, "/externo/cliente/projetos", projeto);
    const download = cliente.waitForEvent("download");
    await etapa(cliente, 1).getByRole("button", { name: "Baixar entrega da etapa 1" }).click();
    expect((await download).suggestedFilename()).toBe("entrega-etapa-1.pdf");
    await etapa(cliente, 1).getByRole("button", { name: "Pedir ajustes" }).click();
    const ajustes = cliente.getByRole("dialog", { name: "Pedir ajustes na etapa 1" });
    await ajustes.getByLabel("O que ajustar").fill("Separe as despesas fixas das variáveis na planilha.");
    await ajustes.getByRole("button", { name: "Devolver para ajustes" }).click();
    await expect(etapa(cliente, 1).getByText("Devolvida para ajustes")).toBeVisible();

    await prestador.reload();
    await expect(
      etapa(prestador, 1).getByText("Separe as despesas fixas das variáveis na planilha."),
    ).toBeVisible();
    await reenviar("mapeamento-de-despesas-v2.pdf");

    await cliente.reload();
    await aprovar(1);
    await aprovar(3);
    await expect(cliente.getByLabel("3 de 3 etapas aprovadas")).toBeVisible();

    // Stage 3 approved: staff authorise its instalment's invoice from the project page.
    const [doProjeto] = (await apiAs(gestor, "GET", `/projeto/consultor/?search=${projeto}`)).results;
    await gestor.goto(`/interno/consultor/projetos/${doProjeto.id}`);
    await confirmarAcao(gestor, gestor.getByRole("button", { name: "Autorizar Nota 2" }));
    await expect(gestor.getByText("Nota 2: Autorizada, aguardando a nota")).toBeVisible();

    await prestador.reload();
    await prestador.getByRole("button", { name: "Enviar Nota 2" }).click();
    const nota = prestador.getByRole("dialog", { name: "Enviar Nota 2" });
    await nota.locator('input[type="file"]').setInputFiles(pdf("nota-2.pdf"));
    await nota.getByRole("button", { name: "Enviar nota" }).click();
    await expect(prestador.getByText("Nota 2: Enviada, aguardando pagamento")).toBeVisible();
    // Every stage approved: the provider may send the project for evaluation now.
    await expect(prestador.getByRole("button", { name: "Enviar para avaliação" })).toBeEnabled();

    await gestor.reload();
    await gestor.getByRole("button", { name: "Registrar pagamento" }).click();
    const pagamento = gestor.getByRole("dialog", { name: "Registrar pagamento da Nota 2" });
    await pagamento.locator('input[type="file"]').setInputFiles(pdf("comprovante-nota-2.pdf"));
    await pagamento.getByRole("button", { name: "Registrar pagamento" }).click();
    await expect(gestor.getByText("Nota 2: Paga")).toBeVisible();

    // The provider sends the project for evaluation; the client evaluates; staff finish the request.
    await confirmarAcao(prestador, prestador.getByRole("button", { name: "Enviar para avaliação" }));
    await expect(prestador.getByRole("button", { name: "Enviar para avaliação" })).toHaveCount(0);
    await cliente.reload();
    await cliente.getByRole("button", { name: "Avaliar serviço" }).click();
    const avaliacao = cliente.getByRole("dialog", { name: "Avaliar o serviço" });
    // `all()` does not wait: the questions must be there before they are counted.
    await expect(avaliacao.getByRole("radiogroup").first()).toBeVisible();
    for (const grupo of await avaliacao.getByRole("radiogroup").all())
      await grupo.getByText("5", { exact: true }).click();
    await avaliacao.getByRole("button", { name: "Enviar avaliação" }).click();
    await expect(cliente.getByText(/nota média 5,0 de 5/)).toBeVisible();
    await gestor.goto(`/interno/solicitacoes/${await idDaSolicitacao(gestor, nro)}`);
    await expect(gestor.getByText(/nota média 5,0 de 5/)).toBeVisible();
    await abrirAcao(gestor, "Finalizar solicitação");
    await gestor.getByRole("dialog").getByRole("button", { name: "Finalizar solicitação" }).click();
    await expect(gestor.getByText("Concluída").first()).toBeVisible();
    const atestado = gestor.waitForEvent("download");
    await gestor.getByRole("button", { name: "Baixar atestado final" }).click();
    expect((await atestado).suggestedFilename()).toBe(`atestado-final-${nro}.pdf`);
  });
