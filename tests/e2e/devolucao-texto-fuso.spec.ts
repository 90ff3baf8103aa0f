import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { entrarComo, htmlDe, idDaSolicitacao, signedIn, VIEWPORTS, violacoes } from "./support";

// Issue 44, items 1, 2 and 9: the portal shows what people typed, says on the spot what a returned piece of work
// must fix, and writes São Paulo's dates and times on the server and in the browser alike. This file runs before
// projeto.spec.ts, which takes the demo's returned stages through to evaluation.

/** What a definition list of facts (`Fatos`) says for `rotulo`. */
const fato = (page: Page, rotulo: string) =>
  page
    .locator("dl.fatos dt", { hasText: new RegExp(`^${rotulo}$`) })
    .locator("xpath=following-sibling::dd[1]");

for (const { name, viewport } of VIEWPORTS) {
  const phone = viewport.width <= 576;

  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    // 2026-900009 (Nexo Software, cliente@'s) was typed with its capitals: "Adequação à LGPD para Microempresas".
    test("a request's service and objective read as they were typed, acronyms and all", async ({ page }) => {
      await entrarComo(page, "cliente@hub.example");
      await page.goto("/externo/cliente/solicitacoes?search=2026-900009");
      await page.getByRole("link", { name: "2026-900009" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Solicitação 2026-900009" })).toBeVisible();
      await expect(page.getByText("Adequação à LGPD para Microempresas").first()).toBeVisible();
      await expect(fato(page, "Objetivo")).toHaveText(
        "Mapear os dados pessoais que o software de gestão guarda dos clientes e adequar os contratos à LGPD.",
      );
      await expect(page.getByText(/Lgpd|lgpd/)).toHaveCount(0);
      expect(await violacoes(page)).toEqual([]);
    });

    // 2026-900020 and its twin 2026-900026 (one per width) have stage 1 returned by the client in the demo data.
    test("the provider reads what to fix on the returned stage, beside its resend button", async ({
      browser,
    }) => {
      const prestador = await signedIn(browser, "prestador@hub.example");
      await prestador.setViewportSize(viewport);
      const projeto = phone ? "2026-900026-P1" : "2026-900020-P1";
      await prestador.goto("/externo/prestador/projetos");
      await prestador.getByRole("link", { name: projeto }).click();
      await expect(prestador.getByText(`Projeto ${projeto}`)).toBeVisible();
      const etapa = prestador.locator(".tabela-linha").filter({ hasText: /^1\. / });
      const pedido = etapa.getByRole("alert").filter({ hasText: "Ajustes pedidos pelo cliente" });
      await expect(pedido).toContainText(
        "Inclua a planilha com as categorias de despesa usadas no mapeamento.",
      );
      const reenviar = etapa.getByRole("button", { name: "Reenviar entrega" });
      await reenviar.scrollIntoViewIfNeeded();
      await expect(pedido).toBeInViewport();
      // Right above the button, in the same cell.
      const [caixa, botao] = await Promise.all([pedido.boundingBox(), reenviar.boundingBox()]);
      expect(botao!.y).toBeGreaterThan(caixa!.y + caixa!.height - 1);
      expect(botao!.y - (caixa!.y + caixa!.height)).toBeLessThan(40);
      // Stages that were not returned say nothing of the sort.
      await expect(prestador.getByText("Ajustes pedidos pelo cliente")).toHaveCount(1);
      expect(await violacoes(prestador)).toEqual([]);
    });

    // 2026-900004 (Padaria, cliente@'s) was returned to the client by staff in the demo data.
    test("the client reads what staff asked beside the answer's form", async ({ page }) => {
      await entrarComo(page, "cliente@hub.example");
      await page.goto("/externo/cliente/solicitacoes?search=2026-900004");
      await page.getByRole("link", { name: "2026-900004" }).click();
      const cartao = page
        .locator(".cartao")
        .filter({ has: page.getByRole("button", { name: "Enviar resposta" }) });
      await expect(cartao.getByRole("alert")).toContainText(
        "Detalhe quais linhas de produtos entram na revisão de preços e o faturamento médio mensal.",
      );
      await expect(cartao.getByRole("alert")).toBeInViewport();
      expect(await violacoes(page)).toEqual([]);
    });

    // The server runs in UTC: before, it wrote 22/12 for a deadline of 21/12 23:59 in São Paulo, and the
    // browser in São Paulo wrote 21/12, which React reports as a hydration error (#418).
    test("staff in São Paulo see the server's dates, with no hydration error", async ({ browser }) => {
      const contexto = await browser.newContext({ timezoneId: "America/Sao_Paulo", viewport });
      const page = await contexto.newPage();
      const erros: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") erros.push(m.text());
      });
      page.on("pageerror", (e) => erros.push(e.message));
      await entrarComo(page, "gestor@hub.example");
      const id = await idDaSolicitacao(page, "2026-900009");
      const caminho = `/interno/solicitacoes/${id}`;
      erros.length = 0;
      await page.goto(caminho);
      await expect(fato(page, "Prazo para propostas")).toHaveText("21/12/2026");
      await expect(page.getByText("prazo 04/12/2026")).toBeVisible();
      expect(await violacoes(page)).toEqual([]);
      expect(erros.filter((e) => /#418|#423|#425|hydrat/i.test(e))).toEqual([]);
      // What the server sent says the same.
      expect(await htmlDe(page, caminho)).toContain("21/12/2026");
      await contexto.close();
    });
  });
}
