import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { completarEdital, enviarPdfEPublicar, escreverEdital, faltaParaPublicar } from "./edital";
import { signedIn, VIEWPORTS, violacoes } from "./support";

// Issue 45, item 1: a manager writes a tender in the editor (the default stage pre-filled), `check` lists
// what blocks it, the manager completes it and publishes it, and a visitor reads it on the public pages.

// Each width writes its own tender: the two spread over the workers.
test.describe.configure({ mode: "parallel" });

for (const { name, viewport } of VIEWPORTS)
  test(`at ${name} a manager writes and publishes a tender, and a visitor reads it`, async ({ browser }) => {
    // A long journey through two screens and two sessions: more time than a short spec's.
    test.setTimeout(240_000);
    // Unique per attempt: a retry runs on the same server, where the first attempt's tender may stand.
    const marca = `${viewport.width}-${Date.now() % 100_000}`;
    const numero = `E2E-${marca}/2031`;
    const titulo = `Credenciamento de consultorias financeiras ${marca}`;
    const gestor = await signedIn(browser, "gestor@hub.example");
    await gestor.setViewportSize(viewport);

    await gestor.goto("/credenciamento/editais");
    await expect(gestor.getByRole("heading", { name: "Editais" })).toBeVisible();
    expect(await violacoes(gestor)).toEqual([]);
    await gestor.getByRole("link", { name: "Novo edital" }).click();

    // A new tender starts on the default stage and its two groups.
    const etapa = gestor.getByRole("article", { name: "Etapa 1: Habilitação Jurídica e Fiscal" });
    await expect(etapa).toBeVisible();
    await expect(etapa.getByRole("heading", { name: "Habilitação Jurídica", exact: true })).toBeVisible();
    await expect(etapa.getByRole("heading", { name: "Habilitação Fiscal" })).toBeVisible();
    expect(await violacoes(gestor)).toEqual([]);
    await escreverEdital(gestor, numero, titulo, "Gestão Financeira");

    // Saved as a draft: check lists what is missing, and "Publicar" is not offered.
    const falta = faltaParaPublicar(gestor);
    await expect(falta).toContainText(
      'a etapa "Habilitação Jurídica e Fiscal" não tem datas de início e fim',
    );
    await expect(falta).toContainText("o edital não tem avaliadores");
    await expect(falta).toContainText("o edital não tem o arquivo do edital (PDF)");
    await expect(gestor.getByRole("button", { name: "Publicar" })).toHaveCount(0);
    expect(await violacoes(gestor)).toEqual([]);

    // Completed in the editor: the stage's dates, a document per group, an evaluator; then the notice PDF,
    // and nothing is missing and "Publicar" is offered.
    await completarEdital(gestor, numero, "01/02/2031", "28/02/2031");
    await enviarPdfEPublicar(gestor);
    await expect(gestor.getByRole("link", { name: "Editar" })).toHaveCount(0);

    // A visitor, without a session, finds it on the public list and reads it.
    // A context of its own, with no session (axe needs a page of a context the test made).
    const contexto = await browser.newContext({ viewport });
    const visitante = await contexto.newPage();
    await visitante.goto("/editais");
    await expect(visitante.getByRole("heading", { name: "Editais de credenciamento" })).toBeVisible();
    expect(await violacoes(visitante)).toEqual([]);
    await visitante.getByRole("link", { name: `Edital ${numero} — ${titulo}` }).click();
    // The list's entries read like the detail's heading: the detail is the page at the tender's address.
    await expect(visitante).toHaveURL(/\/editais\/\d+$/);
    await expect(
      visitante.getByRole("heading", { level: 1, name: `Edital ${numero} — ${titulo}` }),
    ).toBeVisible();
    await expect(visitante.getByText("De 01/02/2031 a 28/02/2031")).toBeVisible();
    await expect(visitante.getByText("Certidão negativa de débitos")).toBeVisible();
    await expect(visitante.getByRole("link", { name: "Edital: Edital" })).toHaveAttribute(
      "href",
      /\/arquivos\/\d+\/$/,
    );
    await expect(visitante.getByRole("link", { name: "Inscrever-se" })).toHaveAttribute(
      "href",
      /\/login\?callbackUrl=%2Fcredenciamento%2Feditais%2F\d+%2Finscricao/,
    );
    expect(await violacoes(visitante)).toEqual([]);
    await contexto.close();
  });
