import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { lerEmail } from "../setup/email";
import { test } from "./fixtures";
import { servidorDe } from "./servidores";
import { entrarComo, idDaSolicitacao, VIEWPORTS, violacoes } from "./support";

// 2026-900018 (Sítio Zanella, cliente@'s) waits for the client's share in the demo data.
const NRO = "2026-900018";

/** The messages the worker's server wrote with the demo's `arquivo` driver (HUB_DATA_DIR/emails). */
async function emailsPara(endereco: string) {
  const pasta = path.join(servidorDe(test.info().parallelIndex).dados, "emails");
  const nomes = await readdir(pasta).catch(() => [] as string[]);
  const lidos = await Promise.all(
    nomes
      .filter((n) => n.endsWith(".eml"))
      .map(async (n) => lerEmail(await readFile(path.join(pasta, n), "utf8"))),
  );
  return lidos.filter((m) => m.para.includes(endereco));
}

for (const { name, viewport } of VIEWPORTS) {
  test(`at ${name} staff send a payment link to an address, which gets it by e-mail`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await (await browser.newContext({ viewport })).newPage();
    await entrarComo(page, "gestor@hub.example");
    // The request's page by its address: the queue's search is the desktop's.
    await page.goto(`/interno/solicitacoes/${await idDaSolicitacao(page, NRO)}`);
    await expect(page.getByRole("heading", { level: 1, name: `Solicitação ${NRO}` })).toBeVisible();
    await page.getByRole("button", { name: "Gerar link de pagamento" }).click();
    const dialogo = page.getByRole("dialog", { name: "Link de pagamento" });
    const campo = dialogo.getByLabel("Enviar por e-mail para");
    // A wrong address is refused on its field, in Portuguese, before anything is sent.
    await campo.fill("pagador@");
    await dialogo.getByRole("button", { name: "Enviar por e-mail" }).click();
    await expect(dialogo.getByText("Informe um e-mail válido.")).toBeVisible();
    const endereco = `pagador-${viewport.width}-${Date.now()}@empresa.example`;
    await campo.fill(endereco);
    await dialogo.getByRole("button", { name: "Enviar por e-mail" }).click();
    await expect(dialogo.getByText(`Link enviado para ${endereco}.`)).toBeVisible();
    // The dialog shows the link just sent.
    const url = await dialogo.getByRole("textbox", { name: "Link de pagamento" }).inputValue();
    expect(url).toContain("/pagamento/");
    expect(await violacoes(page)).toEqual([]);
    // The server's timer sends it within seconds.
    await expect.poll(async () => (await emailsPara(endereco)).length, { timeout: 30_000 }).toBe(1);
    const [m] = await emailsPara(endereco);
    expect(m.assunto).toContain(`Link de pagamento da solicitação ${NRO}`);
    expect(m.texto).toContain(url);
    expect(m.html).toContain(`href="${url}"`);
  });

  test(`at ${name} a user chooses how a kind of notification reaches them by e-mail, and it stays`, async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    await entrarComo(page, "cliente@hub.example");
    await page.goto("/externo/cliente");
    // Reached from the bell's drawer.
    await page.getByRole("button", { name: /^Notificações/ }).click();
    await page.getByRole("link", { name: "Escolher o que recebo por e-mail" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Notificações por e-mail" })).toBeVisible();
    const grupo = page.getByRole("group", { name: "Mensagens" });
    const nenhum = grupo.getByRole("radio", { name: "Não receber" });
    const naHora = grupo.getByRole("radio", { name: "Na hora" });
    // Whatever an earlier run left, this one changes it.
    const alvo = (await nenhum.isChecked()) ? "Na hora" : "Não receber";
    await grupo.getByText(alvo, { exact: true }).click();
    await page.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(page.getByText("Preferências de e-mail salvas.")).toBeVisible();
    await page.reload();
    await expect(alvo === "Na hora" ? naHora : nenhum).toBeChecked();
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await violacoes(page)).toEqual([]);
  });
}
