import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { entrarComo, VIEWPORTS } from "./support";

// Issue 44, items 3 and 4: every list page of every role, and the homes' figures, at desktop and phone widths.
// Money, ids and dates (marked `data-sem-quebra`: a table column's `semQuebra`, or SemQuebra) are whole and on one
// line; on a phone the page does not scroll sideways and each list is cards, the first one's status and primary
// action in view.

/** A role's pages: its lists (`lista`: the demo gives it rows) and the pages showing figures. */
const PAGINAS: { quem: string; caminhos: { caminho: string; lista?: true }[] }[] = [
  {
    quem: "cliente@hub.example",
    caminhos: [
      { caminho: "/externo/cliente" },
      { caminho: "/externo/cliente/solicitacoes", lista: true },
      { caminho: "/externo/cliente/diagnosticos", lista: true },
      { caminho: "/externo/cliente/projetos", lista: true },
    ],
  },
  {
    quem: "prestador@hub.example",
    caminhos: [
      { caminho: "/externo/prestador" },
      { caminho: "/externo/prestador/diagnosticos", lista: true },
      { caminho: "/externo/prestador/propostas", lista: true },
      { caminho: "/externo/prestador/propostas?aba=enviadas", lista: true },
      { caminho: "/externo/prestador/projetos", lista: true },
      { caminho: "/externo/prestador/consultores", lista: true },
    ],
  },
  {
    quem: "gestor@hub.example",
    caminhos: [
      { caminho: "/interno/gestor" },
      { caminho: "/interno/solicitacoes", lista: true },
      // The demo has no drafts: the page is seen, its rows are not asked for.
      { caminho: "/interno/rascunhos" },
      { caminho: "/interno/assinaturas", lista: true },
      { caminho: "/interno/questionarios", lista: true },
      { caminho: "/interno/parceiros", lista: true },
      { caminho: "/interno/empresas", lista: true },
      { caminho: "/interno/centros-custo", lista: true },
      { caminho: "/interno/centros-custo/acompanhamento", lista: true },
      { caminho: "/interno/vinculos-cpf", lista: true },
    ],
  },
  {
    quem: "coordenador@hub.example",
    caminhos: [{ caminho: "/interno/coordenador" }, { caminho: "/interno/solicitacoes", lista: true }],
  },
  {
    quem: "consultor@hub.example",
    caminhos: [
      { caminho: "/interno/consultor" },
      { caminho: "/interno/consultor/projetos", lista: true },
      { caminho: "/interno/consultor/diagnosticos", lista: true },
    ],
  },
  {
    quem: "admin@hub.example",
    caminhos: [
      { caminho: "/admin" },
      { caminho: "/admin/usuarios", lista: true },
      { caminho: "/admin/empresas", lista: true },
      { caminho: "/admin/empresa-usuarios", lista: true },
      { caminho: "/admin/parceiros", lista: true },
      { caminho: "/admin/questionarios", lista: true },
      { caminho: "/admin/centros-custo", lista: true },
      { caminho: "/admin/centros-custo/acompanhamento", lista: true },
      { caminho: "/admin/vinculos-cpf", lista: true },
    ],
  },
  { quem: "avaliador@hub.example", caminhos: [{ caminho: "/credenciamento/avaliador" }] },
];

/** What is wrong with the page as drawn: each marked value cut or on two lines, and on a phone what is off-screen. */
function problemas(page: Page, lista: boolean) {
  return page.evaluate((lista) => {
    const largura = window.innerWidth;
    const celular = largura < 576;
    const achados: string[] = [];
    const visivel = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const marcados = [...document.querySelectorAll<HTMLElement>("[data-sem-quebra]")].filter(visivel);
    for (const el of marcados) {
      const texto = el.textContent?.trim();
      if (!texto) continue;
      if (el.scrollWidth > el.clientWidth + 1) achados.push(`"${texto}" cortado`);
      // On two lines, the text's box is taller than its tallest line box by a line at least.
      const faixa = document.createRange();
      faixa.selectNodeContents(el);
      const caixas = [...faixa.getClientRects()].filter((r) => r.width > 0);
      const linha = Math.max(...caixas.map((r) => r.height));
      if (faixa.getBoundingClientRect().height > linha * 1.5) achados.push(`"${texto}" em mais de uma linha`);
    }
    if (lista) {
      const linhas = document.querySelectorAll(".tabela tr.tabela-linha, .lista-item");
      if (!linhas.length) achados.push("lista sem linhas");
      const tabela = document.querySelector(".tabela tr.tabela-linha");
      if (
        tabela &&
        !tabela.querySelector("[data-sem-quebra]") &&
        !document.querySelector(".tabela [data-cartao]")
      )
        achados.push("tabela sem papéis no cartão nem valores marcados");
      if (tabela && celular) {
        // A card, not a row of a table scrolled sideways in its box.
        if (tabela.getBoundingClientRect().right > largura) achados.push("linha mais larga que a tela");
        const titulo = tabela.querySelector("[data-cartao='titulo']");
        if (!titulo || !visivel(titulo)) achados.push("cartão sem título");
        const dentro = (el: Element | null, nome: string) => {
          if (!el) return;
          const r = el.getBoundingClientRect();
          if (!visivel(el) || r.left < 0 || r.right > largura) achados.push(`${nome} fora da tela`);
        };
        dentro(tabela.querySelector("[data-cartao='status']"), "situação");
        dentro(
          tabela.querySelector("[data-cartao='acao'] :is(a, button)") ?? titulo?.querySelector("a") ?? null,
          "ação",
        );
      }
    }
    if (document.documentElement.scrollWidth > largura)
      achados.push(`a página rola de lado (${document.documentElement.scrollWidth} px)`);
    return achados;
  }, lista);
}

// The pages are only read: the roles' tests spread over the workers.
test.describe.configure({ mode: "parallel" });

for (const largura of VIEWPORTS)
  test.describe(`money, ids and dates whole; lists as cards on a phone, at ${largura.name}`, () => {
    test.use({ viewport: largura.viewport });
    for (const { quem, caminhos } of PAGINAS)
      test(quem, async ({ page }) => {
        await entrarComo(page, quem);
        const falhas: Record<string, string[]> = {};
        for (const { caminho, lista } of caminhos) {
          await page.goto(caminho);
          await expect(page.locator("h1")).toBeVisible();
          if (lista) await expect(page.locator(".tabela tr.tabela-linha, .lista-item").first()).toBeVisible();
          // The figures and lists read in the browser (a home's) have come when no skeleton is left.
          await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
          const achados = await problemas(page, !!lista);
          if (achados.length) falhas[caminho] = achados;
        }
        expect(falhas).toEqual({});
      });
  });
