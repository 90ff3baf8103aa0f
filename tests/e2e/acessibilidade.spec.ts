import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { entrarComo, esperarMarca, esperarNaLargura, linksPublicos, VIEWPORTS, violacoes } from "./support";

// axe on every page of every role (issue 44's "Done when"; DESIGN §4): no serious or critical violation, one
// <h1> per page, at desktop and phone widths, with one session per role. A detail page is the first
// one its list links to, so it shows the demo's data; the public link pages open with links made in the test.

/** The first page the page at `em` links to whose path matches `detalhe` (a detail page, with its id). */
type Detalhe = { em: string; detalhe: RegExp };
type Pagina = string | Detalhe;

const detalhe = (em: string, caminho: string): Detalhe => ({
  em,
  detalhe: new RegExp(`^${caminho.replace("[id]", "\\d+")}$`),
});

const PAPEIS: { quem: string | null; paginas: Pagina[] }[] = [
  {
    quem: null,
    paginas: ["/", "/servicos/1", "/login", "/carrinho", "/404", "/acesso-negado", "/pagina-que-nao-existe"],
  },
  {
    quem: "cliente@hub.example",
    paginas: [
      "/externo/cliente",
      detalhe("/externo/cliente/solicitacoes", "/externo/cliente/solicitacoes/[id]"),
      detalhe("/externo/cliente/diagnosticos", "/externo/cliente/diagnosticos/[id]"),
      detalhe("/externo/cliente/projetos", "/externo/cliente/projetos/[id]"),
    ],
  },
  {
    quem: "prestador@hub.example",
    paginas: [
      "/externo/prestador",
      "/externo/prestador/consultores",
      "/externo/prestador/empresa",
      detalhe("/externo/prestador/diagnosticos", "/externo/prestador/diagnosticos/[id]"),
      detalhe("/externo/prestador/projetos", "/externo/prestador/projetos/[id]"),
      detalhe("/externo/prestador/propostas", "/externo/prestador/propostas/solicitacao/[id]"),
      detalhe("/externo/prestador/propostas?aba=enviadas", "/externo/prestador/propostas/[id]"),
    ],
  },
  {
    quem: "gestor@hub.example",
    paginas: [
      "/interno/gestor",
      detalhe("/interno/solicitacoes", "/interno/solicitacoes/[id]"),
      "/interno/solicitacoes/nova",
      "/interno/contratacao-interna",
      "/interno/rascunhos",
      "/interno/assinaturas",
      "/interno/questionarios/novo",
      detalhe("/interno/questionarios", "/interno/questionarios/[id]"),
      "/interno/parceiros",
      detalhe("/interno/empresas", "/interno/empresas/[id]"),
      "/interno/centros-custo/acompanhamento",
      detalhe("/interno/centros-custo", "/interno/centros-custo/[id]"),
      "/interno/vinculos-cpf",
    ],
  },
  { quem: "coordenador@hub.example", paginas: ["/interno/coordenador"] },
  { quem: "interno@hub.example", paginas: ["/interno"] },
  {
    quem: "consultor@hub.example",
    paginas: [
      "/interno/consultor",
      detalhe("/interno/consultor/projetos", "/interno/consultor/projetos/[id]"),
      detalhe("/interno/consultor/diagnosticos", "/interno/consultor/diagnosticos/[id]"),
    ],
  },
  { quem: "avaliador@hub.example", paginas: ["/credenciamento/avaliador"] },
  {
    quem: "admin@hub.example",
    paginas: [
      "/admin",
      "/admin/usuarios",
      "/admin/empresa-usuarios",
      "/admin/questionarios/novo",
      detalhe("/admin/questionarios", "/admin/questionarios/[id]"),
      "/admin/parceiros",
      detalhe("/admin/empresas", "/admin/empresas/[id]"),
      "/admin/centros-custo/acompanhamento",
      detalhe("/admin/centros-custo", "/admin/centros-custo/[id]"),
      "/admin/vinculos-cpf",
    ],
  },
];

/** What is wrong with the page open on `page`: axe's serious and critical violations, and <h1>s other than one. */
async function falhasDa(page: Page) {
  const encontradas = await violacoes(page);
  const h1 = await page.locator("h1").count();
  if (h1 !== 1) encontradas.push(`${h1} <h1> na página`);
  return encontradas;
}

/**
 * Opens each page in turn (a detail after its list), and gathers what is wrong with each, by its address;
 * `tambem` checks more on each page while it is open.
 */
async function verificar(page: Page, paginas: Pagina[], tambem?: (page: Page) => Promise<void>) {
  const falhas: Record<string, string[]> = {};
  const anotar = async (caminho: string) => {
    const encontradas = await falhasDa(page);
    if (encontradas.length) falhas[caminho] = encontradas;
    await tambem?.(page);
  };
  for (const pagina of paginas) {
    const lista = typeof pagina === "string" ? pagina : pagina.em;
    await page.goto(lista);
    await anotar(lista);
    if (typeof pagina === "string") continue;
    const enderecos = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const caminho = enderecos.find((e) => pagina.detalhe.test(e));
    expect(caminho, `${lista} leva a ${pagina.detalhe}`).toBeTruthy();
    await page.goto(caminho!);
    await anotar(caminho!);
  }
  return falhas;
}

/** The public link pages, opened with no session from links the manager signed in on `gestor` makes. */
async function paginasDeLink(gestor: Page, browser: Browser) {
  const links = await linksPublicos(gestor);
  const anonimo = await (await browser.newContext({ viewport: gestor.viewportSize()! })).newPage();
  try {
    // Each also shows the portal's header and brand, and nothing scrolls sideways.
    return await verificar(anonimo, Object.values(links), async (pagina) => {
      await esperarMarca(pagina);
      await esperarNaLargura(pagina, gestor.viewportSize()!.width);
    });
  } finally {
    await anonimo.context().close();
  }
}

// The pages are only read (the link pages' links are made on the worker's own server): the roles' tests spread
// over the workers instead of holding one for the whole file. The link pages need the demo's requests as they
// are (a contract to sign, a share to pay, an evaluation to answer): this file comes first in Playwright's
// alphabetical order, before the specs that sign, pay and evaluate them on the same server.
test.describe.configure({ mode: "parallel" });

for (const largura of VIEWPORTS)
  test.describe(`axe at ${largura.name}`, () => {
    test.use({ viewport: largura.viewport });
    for (const { quem, paginas } of PAPEIS)
      test(`${quem ?? "a visitor"}: every page`, async ({ page, browser }) => {
        test.setTimeout(60_000 + 20_000 * paginas.length);
        if (quem) await entrarComo(page, quem);
        const falhas = await verificar(page, paginas);
        if (quem === "gestor@hub.example") Object.assign(falhas, await paginasDeLink(page, browser));
        expect(falhas).toEqual({});
      });
  });
