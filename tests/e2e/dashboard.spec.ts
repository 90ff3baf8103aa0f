import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { chamadasAoAbrir, entrarComo, htmlDe, signInAs, VIEWPORTS } from "./support";

// Issue 15, item 5: each role's home shows its dashboard, whose charts draw (an SVG) with their table beside,
// and whose figures open the list they count, filtered so that it shows as many rows, each of the kind
// counted. The specs before this one change the demo data, so the figures are read from the page, never
// assumed: the first of a dashboard's cards with something in it is the one opened.

const painel = (page: Page) => page.getByRole("region", { name: "Seus números" });

/** A part of the dashboard: its card, by its heading. */
const secao = (page: Page, titulo: string) =>
  painel(page)
    .locator(".cartao")
    .filter({ has: page.getByRole("heading", { level: 3, name: titulo, exact: true }) });

/** The number a figure shows ("1.234" reads 1234). */
const valorDe = async (cartao: Locator) =>
  Number((await cartao.locator(".ant-statistic-content-value").innerText()).replace(/\D/g, ""));

/** The first of these figures (by title) with something to count, and how many; null when all are zero. */
async function primeiroComValor(page: Page, titulos: string[]) {
  for (const titulo of titulos) {
    const cartao = painel(page).getByRole("link", { name: new RegExp(`^${titulo}`) });
    await expect(cartao).toBeVisible();
    const valor = await valorDe(cartao);
    if (valor > 0) return { titulo, cartao, valor };
  }
  return null;
}

/** The chart of a part draws its bars; its table, shown on request, lists its rows; the chart comes back. */
async function graficoETabela(page: Page, parte: string, tabela: string) {
  const card = secao(page, parte);
  await expect(card.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(card.locator(".recharts-bar-rectangle").first()).toBeAttached();
  const alternar = card.getByRole("checkbox", { name: `Ver como tabela: ${tabela}` });
  await alternar.check();
  const linhas = card.getByRole("table", { name: tabela }).getByRole("row");
  await expect(linhas.nth(1)).toBeVisible();
  expect(await linhas.count()).toBeGreaterThan(1);
  await expect(card.locator("svg.recharts-surface")).toHaveCount(0);
  await alternar.uncheck();
  await expect(card.locator("svg.recharts-surface").first()).toBeVisible();
}

/** The list's total, as its pagination states it ("3 solicitação(ões)"). */
const total = (page: Page, texto: string) => expect(page.locator(".paginacao-total")).toHaveText(texto);

const linhasDaLista = (page: Page) => page.locator("tbody tr.tabela-linha");

/** The page fits the phone's width: nothing scrolls sideways. */
const semRolagemLateral = async (page: Page, largura: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`dashboards at ${name}`, () => {
    test.use({ viewport });

    test("the client's dashboard charts its requests, and a card opens its requests in that step", async ({
      page,
    }) => {
      await signInAs(page, "cliente@hub.example");
      await expect(page).toHaveURL("/externo/cliente");
      await graficoETabela(page, "Suas solicitações", "Suas solicitações por situação");
      await expect(secao(page, "Valores contratados")).toBeVisible();
      await semRolagemLateral(page, viewport.width);

      const etapas: Record<string, string> = {
        "Ajustes pedidos": "Devolvida ao cliente",
        "Propostas para escolher": "Propostas em análise",
        "Contratos em assinatura": "Aguardando assinatura",
        "Pagamentos pendentes": "Aguardando pagamento",
        "Serviços para avaliar": "Aguardando avaliação",
      };
      const escolhido = await primeiroComValor(page, Object.keys(etapas));
      expect(escolhido, "um cartão do cliente com solicitações").not.toBeNull();
      const { titulo, cartao, valor } = escolhido!;
      await cartao.click();
      await expect(page).toHaveURL(/\/externo\/cliente\/solicitacoes\?substatus=[A-Z_]+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Minhas solicitações" })).toBeVisible();
      await total(page, `${valor} solicitação(ões)`);
      await expect(linhasDaLista(page)).toHaveCount(Math.min(valor, 10));
      for (const linha of await linhasDaLista(page).all()) await expect(linha).toContainText(etapas[titulo]);
      await expect(page.getByLabel("Etapa")).toBeVisible();
    });

    test("the provider's dashboard charts its proposals and invoices, and a card opens its filtered opportunities or proposals", async ({
      page,
    }) => {
      await signInAs(page, "prestador@hub.example");
      await expect(page).toHaveURL("/externo/prestador");
      await graficoETabela(page, "Propostas enviadas", "Propostas enviadas por situação");
      await expect(secao(page, "Notas fiscais")).toBeVisible();
      await expect(secao(page, "Projetos")).toBeVisible();
      await semRolagemLateral(page, viewport.width);

      // Each figure with the URL it opens, the total its list states and what each of its rows says.
      const listas: Record<string, { url: RegExp; total: (n: number) => string; linha?: RegExp }> = {
        "Sem proposta": {
          url: /\/externo\/prestador\/propostas\?dash_filter=SEM_PROPOSTA$/,
          total: (n) => `${n} oportunidade(s)`,
          linha: /Não iniciada/,
        },
        "Com rascunho": {
          url: /\/externo\/prestador\/propostas\?dash_filter=RASCUNHO$/,
          total: (n) => `${n} oportunidade(s)`,
          linha: /Rascunho/,
        },
        Ganhas: {
          url: /\/externo\/prestador\/propostas\?aba=enviadas&status=CONTRATADA$/,
          total: (n) => `${n} proposta(s)`,
          linha: /Contratada/,
        },
        "Abertas à sua empresa": {
          url: /\/externo\/prestador\/propostas$/,
          total: (n) => `${n} oportunidade(s)`,
        },
      };
      const escolhido = await primeiroComValor(page, Object.keys(listas));
      expect(escolhido, "um cartão do prestador com algo a contar").not.toBeNull();
      const { titulo, cartao, valor } = escolhido!;
      await cartao.click();
      await expect(page).toHaveURL(listas[titulo].url);
      await expect(page.getByRole("heading", { level: 1, name: "Propostas" })).toBeVisible();
      await total(page, listas[titulo].total(valor));
      await expect(linhasDaLista(page)).toHaveCount(Math.min(valor, 10));
      const linha = listas[titulo].linha;
      if (linha) for (const l of await linhasDaLista(page).all()) await expect(l).toContainText(linha);
    });

    for (const { quem, home, fila, tabela, grupo } of [
      {
        quem: "gestor@hub.example",
        home: "/interno/gestor",
        fila: "Sua fila",
        tabela: "Sua fila: solicitações por situação",
        grupo: null,
      },
      {
        quem: "coordenador@hub.example",
        home: "/interno/coordenador",
        fila: "Fila do programa",
        tabela: "Fila do programa: solicitações por situação",
        grupo: {
          parte: "Por unidade de atendimento",
          tabela: "Por unidade de atendimento: solicitações em andamento por situação",
        },
      },
    ])
      test(`${quem.split("@")[0]}'s dashboard charts the queue, and a figure opens the queue so filtered`, async ({
        page,
      }) => {
        await signInAs(page, quem);
        await expect(page).toHaveURL(home);
        await graficoETabela(page, fila, tabela);
        if (grupo) await graficoETabela(page, grupo.parte, grupo.tabela);
        await semRolagemLateral(page, viewport.width);

        // A deadline card when there is one to open, else the whole queue of the dashboard.
        const prazo = await primeiroComValor(page, ["Vencem até domingo", "Atrasados"]);
        const abrir = secao(page, fila).getByRole("link", { name: /^Abrir a fila \(/ });
        const valor = prazo ? prazo.valor : Number((await abrir.innerText()).replace(/\D/g, ""));
        expect(valor).toBeGreaterThan(0);
        await (prazo ? prazo.cartao : abrir).click();
        await expect(page).toHaveURL(
          prazo ? /\/interno\/solicitacoes\?.*prazo=(semana|atrasado)/ : /\/interno\/solicitacoes/,
        );
        if (quem.startsWith("gestor")) await expect(page).toHaveURL(/gestor=\d+/);
        await expect(page.getByRole("heading", { level: 1, name: "Fila de solicitações" })).toBeVisible();
        await total(page, `${valor} solicitação(ões)`);
        await expect(linhasDaLista(page)).toHaveCount(Math.min(valor, 10));

        // A bar of the chart opens the queue by that status, through its table's link.
        await page.goBack();
        await expect(page).toHaveURL(home);
        await secao(page, fila)
          .getByRole("checkbox", { name: `Ver como tabela: ${tabela}` })
          .check();
        const linhas = secao(page, fila).getByRole("table", { name: tabela }).getByRole("row");
        await expect(linhas.nth(1)).toBeVisible();
        for (const linha of (await linhas.all()).slice(1)) {
          const numero = linha.getByRole("link");
          const n = Number((await numero.innerText()).replace(/\D/g, ""));
          if (!n) continue;
          const situacao = await linha.getByRole("rowheader").innerText();
          await numero.click();
          await expect(page).toHaveURL(/\/interno\/solicitacoes\?.*status=[A-Z_]+/);
          await total(page, `${n} solicitação(ões)`);
          await expect(linhasDaLista(page)).toHaveCount(Math.min(n, 10));
          for (const l of await linhasDaLista(page).all())
            await expect(l.locator(`[title="${situacao}"]`)).toBeVisible();
          break;
        }
      });
  });
}

// Issue 10: a home arrives with its dashboard's figures, read on the server, and does not ask for them again.
for (const { quem, home } of [
  { quem: "cliente@hub.example", home: "/externo/cliente" },
  { quem: "prestador@hub.example", home: "/externo/prestador" },
  { quem: "gestor@hub.example", home: "/interno/gestor" },
  { quem: "coordenador@hub.example", home: "/interno/coordenador" },
])
  test(`${quem}'s home arrives with its dashboard's figures`, async ({ page }) => {
    await entrarComo(page, quem);
    const html = await htmlDe(page, home);
    expect(html).toContain("Seus números");
    expect(html).toContain("ant-statistic-content-value");
    expect(html).not.toContain("Não foi possível carregar os números do painel.");
    expect(await chamadasAoAbrir(page, home, /\/api\/hub\/dash\//)).toEqual([]);
    await expect(painel(page).locator(".ant-statistic-content-value").first()).toBeVisible();
  });
