import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAs, VIEWPORTS } from "./support";

// axe on the main pages of each audience (DESIGN §4): no serious or critical violation, one <h1> per page,
// at desktop and phone widths.

const PAGINAS: { quem: string | null; caminhos: string[] }[] = [
  { quem: null, caminhos: ["/", "/servicos/1", "/login", "/carrinho", "/pagina-que-nao-existe"] },
  {
    quem: "cliente@hub.example",
    caminhos: ["/externo/cliente", "/externo/cliente/solicitacoes", "/externo/cliente/diagnosticos"],
  },
  {
    quem: "gestor@hub.example",
    caminhos: ["/interno/gestor", "/interno/solicitacoes", "/interno/rascunhos"],
  },
  {
    quem: "consultor@hub.example",
    caminhos: ["/interno/consultor/projetos", "/interno/consultor/diagnosticos"],
  },
  {
    quem: "prestador@hub.example",
    caminhos: ["/externo/prestador", "/externo/prestador/diagnosticos", "/externo/prestador/propostas"],
  },
  { quem: "avaliador@hub.example", caminhos: ["/credenciamento/avaliador"] },
  { quem: "admin@hub.example", caminhos: ["/admin/usuarios"] },
];

/** The serious and critical violations of the page as it stands, once its content has loaded. */
async function violacoes(page: Page) {
  // Skeletons and spinners are not what users read: wait for the page to settle.
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".ant-skeleton-active, .ant-spin-spinning")).toHaveCount(0, { timeout: 20_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")}`);
}

for (const largura of VIEWPORTS)
  test.describe(`axe at ${largura.name}`, () => {
    test.use({ viewport: largura.viewport });
    for (const { quem, caminhos } of PAGINAS)
      test(`${quem ?? "a visitor"}: ${caminhos.join(", ")}`, async ({ page }) => {
        if (quem) await signInAs(page, quem);
        const falhas: Record<string, string[]> = {};
        for (const caminho of caminhos) {
          await page.goto(caminho);
          const encontradas = await violacoes(page);
          const h1 = await page.locator("h1").count();
          if (h1 !== 1) encontradas.push(`${h1} <h1> na página`);
          if (encontradas.length) falhas[caminho] = encontradas;
        }
        expect(falhas).toEqual({});
      });
  });
