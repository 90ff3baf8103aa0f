import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { abrirAcao, idDaSolicitacao, signedIn, violacoes } from "./support";

// In the demo data 2026-900022 and 2026-900025 (Sítio Zanella, cliente@'s) wait for the client's evaluation,
// 2026-900023 (Nexo, cliente@'s) is concluded and evaluated, and 2026-900024 is an internal hiring whose
// demand prestador@'s Vértice has not accepted yet.

/** Gives every scored question of the evaluation form `nota` and writes in the text ones. */
async function responder(form: Locator, nota: number) {
  const grupos = form.getByRole("radiogroup");
  await expect(grupos).toHaveCount(5);
  for (const grupo of await grupos.all()) await grupo.getByText(String(nota), { exact: true }).click();
  await form.getByLabel("O que poderia melhorar?").fill("Mais uma visita ao sítio.");
}

async function abrirComoEquipe(page: Page, nro: string) {
  await page.goto(`/interno/solicitacoes/${await idDaSolicitacao(page, nro)}`);
  await expect(page.getByRole("heading", { level: 1, name: `Solicitação ${nro}` })).toBeVisible();
}

const cartao = (page: Page) =>
  page.locator(".cartao").filter({ has: page.getByText("Avaliação do serviço", { exact: true }) });

test("at 375 px cliente evaluates, gestor finishes the request and the final attestation downloads", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const cliente = await signedIn(browser, "cliente@hub.example");
  await cliente.setViewportSize({ width: 375, height: 812 });
  const gestor = await signedIn(browser, "gestor@hub.example");
  await gestor.setViewportSize({ width: 375, height: 812 });

  // Before the evaluation staff may not finish the request.
  await abrirComoEquipe(gestor, "2026-900022");
  await expect(cartao(gestor).getByText("Aguardando a avaliação do cliente.")).toBeVisible();
  await expect(gestor.getByRole("button", { name: "Finalizar solicitação" })).toHaveCount(0);

  await cliente.goto("/externo/cliente/projetos");
  await cliente.getByRole("link", { name: "2026-900022-P1" }).click();
  await cartao(cliente).getByRole("button", { name: "Avaliar serviço" }).click();
  const modal = cliente.getByRole("dialog", { name: "Avaliar o serviço" });
  // A scored question left blank is named on its field.
  await modal.getByRole("button", { name: "Enviar avaliação" }).click();
  await expect(modal.getByText("Dê uma nota de 1 a 5.").first()).toBeVisible();
  expect(await violacoes(cliente)).toEqual([]);
  await responder(modal, 4);
  await modal.getByLabel("Comentário").fill("Consultora muito atenciosa.");
  await modal.getByRole("button", { name: "Enviar avaliação" }).click();
  await expect(cartao(cliente).getByText(/nota média 4,0 de 5/)).toBeVisible();
  // Evaluated: nothing more is asked of the client; staff are to finish the request.
  await expect(cliente.getByRole("region", { name: "Próximo passo" })).toHaveText(
    "Agora: aguardando a equipe do programa finalizar a solicitação.",
  );
  await cartao(cliente).getByRole("button", { name: "Ver avaliação" }).click();
  await expect(
    cliente.getByRole("dialog", { name: "Avaliação do serviço" }).getByText("Consultora muito atenciosa."),
  ).toBeVisible();

  await gestor.reload();
  await expect(cartao(gestor).getByText(/nota média 4,0 de 5/)).toBeVisible();
  await expect(gestor.getByRole("region", { name: "Próximo passo" })).toContainText(
    "Próximo passo: finalizar a solicitação.",
  );
  await abrirAcao(gestor, "Finalizar solicitação");
  await gestor.getByRole("dialog").getByRole("button", { name: "Finalizar solicitação" }).click();
  await expect(gestor.getByText("Concluída").first()).toBeVisible();
  const download = gestor.waitForEvent("download");
  await cartao(gestor).getByRole("button", { name: "Baixar atestado final" }).click();
  expect((await download).suggestedFilename()).toBe("atestado-final-2026-900022.pdf");
});

test("an evaluation link opens the questionnaire in a browser with no session, once", async ({ browser }) => {
  const gestor = await signedIn(browser, "gestor@hub.example");
  await abrirComoEquipe(gestor, "2026-900025");
  await cartao(gestor).getByRole("button", { name: "Gerar link de avaliação" }).click();
  const url = await gestor.getByRole("textbox", { name: "Link de avaliação" }).inputValue();
  expect(url).toContain("/avaliacao/");

  const anonimo = await (await browser.newContext()).newPage();
  await anonimo.goto(new URL(url).pathname);
  await expect(anonimo.getByText("2026-900025")).toBeVisible();
  // The link's page is drawn without antd (issue 10's budget for public pages), and passes axe.
  expect(await anonimo.locator("[class*='ant-']").count()).toBe(0);
  expect(await violacoes(anonimo)).toEqual([]);
  await responder(anonimo.locator("form"), 5);
  await anonimo.getByRole("button", { name: "Enviar avaliação" }).click();
  await expect(anonimo.getByText("Obrigado pela avaliação")).toBeVisible();
  await anonimo.reload();
  await expect(anonimo.getByText("Link indisponível")).toBeVisible();

  await gestor.reload();
  await expect(cartao(gestor).getByText(/nota média 5,0 de 5/)).toBeVisible();
  await cartao(gestor).getByRole("button", { name: "Ver avaliação" }).click();
  await expect(
    gestor.getByRole("dialog", { name: "Avaliação do serviço" }).getByText("(por link)"),
  ).toBeVisible();
});

test("the provider reads a concluded project's evaluation and downloads its attestation", async ({
  browser,
}) => {
  const prestador = await signedIn(browser, "prestador@hub.example");
  await prestador.goto("/externo/prestador/projetos?aba=encerrados");
  await prestador.getByRole("link", { name: "2026-900023-P1" }).click();
  await expect(cartao(prestador).getByText(/nota média 4,6 de 5/)).toBeVisible();
  await expect(prestador.getByText("Certificado de conclusão da trilha de marketing digital")).toBeVisible();
  await expect(prestador.getByRole("button", { name: "Inserir certificado" })).toHaveCount(0);
  const download = prestador.waitForEvent("download");
  await cartao(prestador).getByRole("button", { name: "Baixar atestado final" }).click();
  expect((await download).suggestedFilename()).toBe("atestado-final-2026-900023.pdf");
});

test("at 375 px prestador accepts an internal demand and delivers a stage saying what was done", async ({
  browser,
}) => {
  const prestador = await signedIn(browser, "prestador@hub.example");
  await prestador.setViewportSize({ width: 375, height: 812 });
  await prestador.goto("/externo/prestador/projetos");
  await prestador.getByRole("link", { name: "2026-900024-P1" }).click();
  const etapa1 = prestador.locator(".tabela-linha").filter({ hasText: /^1\. / });
  await expect(etapa1.getByRole("button", { name: "Enviar entrega" })).toHaveCount(0);
  await prestador.getByRole("button", { name: "Aceitar demanda" }).click();
  const aceite = prestador.getByRole("dialog", { name: "Configurar demanda interna" });
  await aceite.getByLabel("Observação para a equipe").fill("Duas consultoras dedicadas.");
  await aceite.getByRole("button", { name: "Aceitar demanda" }).click();
  await expect(prestador.getByText("Demanda interna aguardando o seu aceite")).toHaveCount(0);
  await expect(prestador.getByText("Demanda interna aceita pelo prestador")).toBeVisible();

  await etapa1.getByRole("button", { name: "Enviar entrega" }).click();
  const entrega = prestador.getByRole("dialog", { name: "Enviar entrega da etapa 1" });
  await entrega.locator('input[type="file"]').setInputFiles({
    name: "capacitacao.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await entrega.getByRole("button", { name: "Enviar entrega" }).click();
  await expect(
    entrega.getByText("Preencha este campo.").or(entrega.locator(".ant-form-item-explain-error")).first(),
  ).toBeVisible();
  await entrega.getByLabel("O que foi entregue").fill("Oficina de fluxo de caixa com as empresas incubadas.");
  await entrega.getByRole("button", { name: "Enviar entrega" }).click();
  await expect(etapa1.getByText("Entregue, aguardando aprovação")).toBeVisible();
  expect(await violacoes(prestador)).toEqual([]);
});
