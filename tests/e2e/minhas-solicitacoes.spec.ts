import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { apiAs, chamadasAoAbrir, entrarComo, htmlDe, VIEWPORTS } from "./support";

// Issue 10: the client's list of requests arrives with the page its URL asks for.
for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the client's requests at ${name}`, () => {
    test.use({ viewport });

    test("arrive with the page of the URL's search and their filters' options, calling no API for them after hydration", async ({
      page,
    }) => {
      await entrarComo(page, "cliente@hub.example");
      const { results } = await apiAs(page, "GET", "/solicitacao/externo/?page_size=1");
      const nro: string = results[0].nrosolicitacao;
      const caminho = `/externo/cliente/solicitacoes?search=${nro}`;

      const html = await htmlDe(page, caminho);
      expect(html).toContain(nro);
      expect(html).toContain("1 solicitação(ões)");
      expect(html).not.toContain("ant-skeleton");
      // The situation and step filters come filled: the browser's own selects, with their options.
      for (const texto of ["Todas as situações", "Todas as etapas", "Aguardando análise"])
        expect(html).toContain(texto);

      const lista = /\/api\/hub\/(solicitacao\/externo\/\?|listagem\/externo\/(status|substatus)\/)/;
      expect(await chamadasAoAbrir(page, caminho, lista)).toEqual([]);
      const linhas = page.locator("tbody tr.tabela-linha");
      await expect(linhas).toHaveCount(1);
      await expect(linhas.getByRole("link", { name: nro })).toBeVisible();

      // Another search is the server's too: the page the new URL asks for replaces this one.
      await page.getByLabel("Buscar solicitações").fill("nada-que-exista");
      await page.getByLabel("Buscar solicitações").press("Enter");
      await expect(page.getByText("Nenhuma solicitação encontrada.")).toBeVisible();
      await expect(page).toHaveURL(/search=nada-que-exista/);

      // A situation chosen goes into the URL, and its steps are offered.
      await page.getByLabel("Buscar solicitações").fill("");
      await page.getByLabel("Buscar solicitações").press("Enter");
      const situacao = page.getByRole("combobox", { name: "Situação" });
      await situacao.selectOption({ index: 1 });
      await expect(page).toHaveURL(/dash_filter=[A-Z_]+/);
      await expect(page.getByRole("combobox", { name: "Etapa" })).toBeEnabled();
    });
  });
}
