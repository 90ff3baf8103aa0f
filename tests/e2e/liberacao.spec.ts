import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { abrirAcao, chooseOption, sendFromCatalogue, signedIn, VIEWPORTS, violacoes } from "./support";
import { abrirNaEquipe } from "./cotacao";

/** A day `dias` from today in São Paulo, as the date field reads it (DD/MM/AAAA). */
const daquiA = (dias: number) =>
  new Date(Date.now() + dias * 86_400_000).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });

for (const { name, viewport } of VIEWPORTS)
  test(`at ${name} staff release a request with a diagnostic choosing its cost centre in the release, which explains the two deadlines`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Each width asks for its own company, so neither spends the other's yearly limit of requests.
    const cliente = await signedIn(browser, "cliente@hub.example");
    const [nro] = await sendFromCatalogue(
      cliente,
      ["LGPD"],
      viewport.width > 576 ? "Sabor da Ilha" : "Sítio Zanella",
    );

    const gestor = await signedIn(browser, "gestor@hub.example");
    await gestor.setViewportSize(viewport);
    await abrirNaEquipe(gestor, nro);
    await abrirAcao(gestor, "Liberar para prestadores");
    const dialog = gestor.getByRole("dialog");

    // No centre yet: the release asks for it right there, instead of sending staff to another action.
    await expect(dialog.getByText(/Defina o centro de custo/)).toHaveCount(0);
    const centro = dialog.getByLabel("Centro de custo");
    await expect(centro).toBeVisible();

    // The two deadlines side by side, and how they relate (PRAZO_DIAGNOSTICO_DIAS = 15,
    // PRAZO_PROPOSTA_APOS_DIAGNOSTICO_DIAS = 5).
    const prazos = dialog.getByRole("region", { name: "Prazos" });
    await expect(prazos).toContainText(`Prazo do diagnóstico${daquiA(15)}`);
    // The proposals' deadline starts at the earliest the release allows: the diagnostic's.
    await expect(prazos).toContainText(`Prazo das propostas${daquiA(15)}`);
    await expect(dialog.getByLabel("Prazo para envio de propostas")).toHaveValue(daquiA(15));
    await expect(prazos).toContainText(
      "O prazo das propostas começa a contar da aprovação do diagnóstico se ela vier tarde: aprovado a menos de 5 dias do prazo das propostas (ou depois dele), o prazo passa a ser o dia da aprovação mais 5 dias.",
    );
    expect(await violacoes(gestor)).toEqual([]);

    await chooseOption(gestor, centro, "CC-2026-001");
    await expect(dialog.getByText("Saldo disponível")).toBeVisible();
    await chooseOption(gestor, dialog.getByLabel("Prestador", { exact: true }), "Vértice");
    const prazo = dialog.getByLabel("Prazo para envio de propostas");
    await prazo.click();
    await prazo.fill(daquiA(16));
    await prazo.press("Enter");
    await expect(prazos).toContainText(`Prazo das propostas${daquiA(16)}`);
    expect(await gestor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    await dialog.getByRole("button", { name: "Liberar", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(gestor.getByText("Aguardando diagnóstico").first()).toBeVisible();
    // The centre chosen in the release is the request's, and its history says so.
    await expect(gestor.getByText("CC-2026-001").first()).toBeVisible();
    await expect(gestor.getByText("Centro de custo definido")).toBeVisible();
    await expect(gestor.getByText("Liberada para prestadores")).toBeVisible();
  });
