import { expect, type Locator } from "@playwright/test";
import { test } from "./fixtures";
import { abrirAcao, apiAs, chamadasAoAbrir, entrarComo, htmlDe, idDaSolicitacao, VIEWPORTS } from "./support";
import { pdfEmDisco } from "./cotacao";

/** Money and dates inside `area` that the browser laid out over more than one line. */
const valoresQuebrados = (area: Locator) =>
  area.evaluate((raiz) => {
    const quebrados: string[] = [];
    const walker = document.createTreeWalker(raiz, NodeFilter.SHOW_TEXT);
    for (let no = walker.nextNode(); no; no = walker.nextNode()) {
      for (const m of (no.textContent ?? "").matchAll(/R\$\s[\d.]+,\d{2}|\d{2}\/\d{2}\/\d{4}/g)) {
        const range = document.createRange();
        range.setStart(no, m.index);
        range.setEnd(no, m.index + m[0].length);
        const linhas = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (linhas.size > 1) quebrados.push(m[0]);
      }
    }
    return quebrados;
  });

// Issue 9, items 11, 14 and 15: the request detail for staff and for the client.
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`a request's detail at ${name}`, () => {
    test.use({ viewport });
    const phone = viewport.width <= 576;

    test("staff see the whole title, the main actions with the rest in a menu, and values on one line", async ({
      page,
    }) => {
      await entrarComo(page, "gestor@hub.example");
      const id = await idDaSolicitacao(page, "2026-900003");
      const { versao } = await apiAs(page, "GET", `/solicitacao/interno/detalhe/${id}/`);
      const centros = await apiAs(page, "GET", "/consulta/centrocusto/?search=CC-2026-001");
      await apiAs(page, "PATCH", `/solicitacao/interno/${id}/altera/centrocusto/`, {
        body: { centrocusto: centros.results[0].id },
        versao,
      });

      // The page arrives with the request, its actions, its answers and the status names its history reads
      // (issue 10), not calling for them again.
      const html = await htmlDe(page, `/interno/solicitacoes/${id}`);
      for (const texto of ["Solicitação 2026-900003", "Liberar para prestadores", "CC-2026-001"])
        expect(html).toContain(texto);
      const detalhe = new RegExp(`/api/hub/(solicitacao/interno/detalhe/${id}/|listagem/externo/substatus/)`);
      expect(await chamadasAoAbrir(page, `/interno/solicitacoes/${id}`, detalhe)).toEqual([]);
      const titulo = page.getByRole("heading", { level: 1, name: "Solicitação 2026-900003" });
      await expect(titulo).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await titulo.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);

      const acoes = page.getByRole("group", { name: "Ações da solicitação" });
      await expect(acoes.getByRole("button", { name: "Liberar para prestadores" })).toBeVisible();
      expect(await acoes.getByRole("button").count()).toBeLessThanOrEqual(3);
      await acoes.getByRole("button", { name: "Mais ações" }).click();
      await expect(page.getByRole("menuitem", { name: "Cancelar solicitação" })).toBeVisible();
      await page.getByRole("menuitem", { name: "Editar objetivo" }).click();
      const dialogo = page.getByRole("dialog");
      await expect(dialogo).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialogo).toBeHidden();

      const resumo = page.getByRole("region", { name: "Resumo" });
      await expect(resumo.getByText("CC-2026-001")).toBeVisible();
      if (phone) expect((await resumo.boundingBox())!.y).toBeLessThan(viewport.height);
      expect(await valoresQuebrados(page.locator("main, #conteudo").first())).toEqual([]);
    });

    test("staff reach the menu by keyboard, attach a document from it, and remove it only once they confirm", async ({
      page,
    }) => {
      await entrarComo(page, "gestor@hub.example");
      const id = await idDaSolicitacao(page, "2026-900003");
      await page.goto(`/interno/solicitacoes/${id}`);
      const acoes = page.getByRole("group", { name: "Ações da solicitação" });
      const mais = acoes.getByRole("button", { name: "Mais ações" });
      await mais.focus();
      await page.keyboard.press("ArrowDown");
      const menu = page.getByRole("menu", { name: "Mais ações" });
      await expect(menu.getByRole("menuitem").first()).toBeFocused();
      const caixa = (await menu.boundingBox())!;
      expect(caixa.x).toBeGreaterThanOrEqual(0);
      expect(caixa.x + caixa.width).toBeLessThanOrEqual(viewport.width);
      await page.keyboard.press("End");
      await expect(menu.getByRole("menuitem").last()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(mais).toBeFocused();

      const nome = `ata-${viewport.width}.pdf`;
      await abrirAcao(page, "Anexar documento");
      const dialogo = page.getByRole("dialog");
      await dialogo.locator('input[type="file"]').setInputFiles(await pdfEmDisco(nome.replace(".pdf", "")));
      await dialogo.getByRole("button", { name: "Anexar", exact: true }).click();
      await expect(dialogo).toBeHidden();
      // The removal's toast says the same words: the attachment's must go first, or the two are one locator.
      const exito = page.getByText("A ação foi realizada com êxito.");
      await expect(exito).toBeVisible();
      await expect(exito).toBeHidden();
      const remover = page.getByRole("button", { name: `Remover ${nome}` });
      await expect(page.getByRole("button", { name: `Baixar ${nome}` })).toBeVisible();

      await remover.click();
      const confirmacao = page.getByRole("dialog").filter({ hasText: `Remover ${nome}?` });
      await expect(confirmacao).toContainText("Tem certeza de que deseja continuar com esta ação?");
      await confirmacao.getByRole("button", { name: "Voltar" }).click();
      await expect(confirmacao).toBeHidden();
      await expect(remover).toBeVisible();

      await remover.click();
      await confirmacao.getByRole("button", { name: "Remover", exact: true }).click();
      await expect(exito).toBeVisible();
      await expect(remover).toHaveCount(0);
    });

    test("staff are not offered 'Devolver ao cliente' on an internal hiring with no company", async ({
      page,
    }) => {
      await entrarComo(page, "gestor@hub.example");
      const id = await idDaSolicitacao(page, "2026-900002");
      await page.goto(`/interno/solicitacoes/${id}`);
      const acoes = page.getByRole("group", { name: "Ações da solicitação" });
      await expect(acoes.getByRole("button", { name: "Liberar para prestadores" })).toBeVisible();
      await acoes.getByRole("button", { name: "Mais ações" }).click();
      await expect(page.getByRole("menuitem", { name: "Cancelar solicitação" })).toBeVisible();
      await expect(page.getByText("Devolver ao cliente")).toHaveCount(0);
    });

    test("a missing request shows one not-found message to staff", async ({ page }) => {
      await entrarComo(page, "gestor@hub.example");
      await page.goto("/interno/solicitacoes/999999");
      await expect(page.getByRole("heading", { level: 1, name: "Solicitação não encontrada" })).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator(".aviso-erro")).toHaveCount(0);
    });

    test("the client sees one not-found message for a missing request and for someone else's", async ({
      browser,
      page,
    }) => {
      const gestor = await (await browser.newContext()).newPage();
      await entrarComo(gestor, "gestor@hub.example");
      const alheia = await idDaSolicitacao(gestor, "2026-900002");

      await entrarComo(page, "cliente@hub.example");
      for (const id of [999999, alheia]) {
        await page.goto(`/externo/cliente/solicitacoes/${id}`);
        await expect(
          page.getByRole("heading", { level: 1, name: "Solicitação não encontrada" }),
        ).toBeVisible();
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator(".aviso-erro")).toHaveCount(0);
      }
    });

    test("the client's detail gives the situation of a returned request as its tag does", async ({
      page,
    }) => {
      await entrarComo(page, "cliente@hub.example");
      await page.goto("/externo/cliente/solicitacoes?search=2026-900004");
      await page.getByRole("link", { name: "2026-900004" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Solicitação 2026-900004" })).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      const situacao = page
        .locator("dl.fatos dt", { hasText: /^Situação$/ })
        .locator("xpath=following-sibling::dd[1]");
      await expect(situacao).toContainText("Devolvida ao cliente");
      await expect(situacao).not.toContainText("Em análise");

      // The page arrives with the request, its answers, its stages and the status names its history reads
      // (issue 10), not calling for them again.
      const caminho = new URL(page.url()).pathname;
      const html = await htmlDe(page, caminho);
      for (const texto of ["Solicitação 2026-900004", "Respostas de dimensionamento", "Devolvida ao cliente"])
        expect(html).toContain(texto);
      const chamadas = await chamadasAoAbrir(
        page,
        caminho,
        /\/api\/hub\/(solicitacao\/externo\/(detalhe|etapas)|listagem\/externo\/substatus)\//,
      );
      expect(chamadas).toEqual([]);
    });
  });
}
