import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { idDaSolicitacao, signedIn, VIEWPORTS } from "./support";

// 2026-900020 (Nexo Software, cliente@'s, in execution with Vértice) has a conversation between the client
// and staff in the demo data, the manager's answer still unread by the client.

const painel = (page: Page) => page.getByRole("region", { name: "Mensagens" });
const conversa = (page: Page) => painel(page).getByRole("log", { name: "Mensagens da conversa" });

/** Opens a request's page and scrolls to its messages, which read their conversations only once in sight. */
async function abrirMensagens(page: Page, url: string) {
  await page.goto(url);
  await painel(page).scrollIntoViewIfNeeded();
}

/** The unread count the header's bell shows. */
async function naoVistas(page: Page) {
  const rotulo = await page.getByRole("button", { name: /^Notificações: / }).getAttribute("aria-label");
  return Number(rotulo?.match(/\d+/)?.[0]);
}

async function escrever(page: Page, texto: string) {
  const campo = painel(page).getByLabel("Nova mensagem");
  await campo.fill(texto);
  await campo.press("Enter");
  await expect(conversa(page).getByText(texto)).toBeVisible();
  // Sent: the field is empty again, ready for the next one.
  await expect(campo).toHaveValue("");
}

for (const { name, viewport } of VIEWPORTS)
  test(`at ${name} the client writes to staff on its request, the gestor answers and the client reads it`, async ({
    browser,
  }) => {
    const marca = `${name} ${Date.now()}`;
    const gestor = await signedIn(browser, "gestor@hub.example");
    await gestor.setViewportSize(viewport);
    const id = await idDaSolicitacao(gestor, "2026-900020");

    const cliente = await signedIn(browser, "cliente@hub.example");
    await cliente.setViewportSize(viewport);
    await abrirMensagens(cliente, `/externo/cliente/solicitacoes/${id}`);
    await expect(painel(cliente).getByRole("tab", { name: /Equipe do Hub/ })).toBeVisible();
    await expect(conversa(cliente).getByText(/a entrega corrigida sai até sexta-feira/)).toBeVisible();
    // Shift+Enter breaks the line rather than sending.
    const campo = painel(cliente).getByLabel("Nova mensagem");
    await campo.fill("Obrigada!");
    await campo.press("Shift+Enter");
    await expect(conversa(cliente).getByText("Obrigada!", { exact: true })).toHaveCount(0);
    await abrirMensagens(gestor, `/interno/solicitacoes/${id}`);
    await expect(painel(gestor).getByRole("tab", { name: /Cliente/ })).toBeVisible();
    const antesGestor = await naoVistas(gestor);
    await escrever(cliente, `Obrigada! Podemos marcar a visita para segunda? (${marca})`);

    // The gestor's open page gets the message and the bell counts it, with no reload.
    const doCliente = painel(gestor).getByRole("tab", { name: /Cliente/ });
    await expect(doCliente).toBeVisible();
    await expect(
      conversa(gestor).getByText(`Obrigada! Podemos marcar a visita para segunda? (${marca})`),
    ).toBeVisible();
    // The provider's conversation is a tab of its own, not mixed with the client's.
    await expect(painel(gestor).getByRole("tab", { name: /Vértice/i })).toBeVisible();
    await expect.poll(() => naoVistas(gestor)).toBeGreaterThan(antesGestor);
    const antesCliente = await naoVistas(cliente);
    await escrever(gestor, `Pode ser às 9h, Mariana. (${marca})`);

    await expect(conversa(cliente).getByText(`Pode ser às 9h, Mariana. (${marca})`)).toBeVisible();
    await expect.poll(() => naoVistas(cliente)).toBeGreaterThan(antesCliente);
    // The bell's drawer lists it and opens the request.
    await cliente.getByRole("button", { name: /^Notificações: / }).click();
    const gaveta = cliente.getByRole("dialog", { name: "Notificações" });
    await expect(gaveta.getByRole("link", { name: /Nova mensagem/ }).first()).toBeVisible();
    await gaveta.getByRole("button", { name: "Marcar todas como vistas" }).click();
    await expect.poll(() => naoVistas(cliente)).toBe(0);
    await cliente.keyboard.press("Escape");
    await expect(gaveta).toBeHidden();
    // Nothing overflows the phone's width.
    const largura = await cliente.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(viewport.width);
  });

test("a page whose live stream opens late shows, once it opens, a message sent while it loaded", async ({
  browser,
}) => {
  const gestor = await signedIn(browser, "gestor@hub.example");
  const id = await idDaSolicitacao(gestor, "2026-900020");
  const cliente = await signedIn(browser, "cliente@hub.example");
  await abrirMensagens(cliente, `/externo/cliente/solicitacoes/${id}`);
  await expect(painel(cliente).getByRole("tab", { name: /Equipe do Hub/ })).toBeVisible();
  // The gestor's stream opens only after the client's message is sent, as on a slow machine or network.
  let liberar!: () => void;
  const enviada = new Promise<void>((resolve) => (liberar = resolve));
  await gestor.route(
    (url) => url.pathname.endsWith("/eventos/stream/"),
    async (route) => {
      await enviada;
      await route.fallback();
    },
  );
  // The conversation is read before the message exists.
  const lida = gestor.waitForResponse((r) => r.url().includes("/mensagem/list/") && r.ok());
  await abrirMensagens(gestor, `/interno/solicitacoes/${id}`);
  await lida;
  const texto = `Enviada enquanto a página do gestor abria (${Date.now()})`;
  await escrever(cliente, texto);
  liberar();
  // Well before the panel's own refresh (every 20 s) would bring it.
  await expect(conversa(gestor).getByText(texto)).toBeVisible({ timeout: 10_000 });
});
