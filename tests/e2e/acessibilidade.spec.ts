import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { signInAs, VIEWPORTS, violacoes } from "./support";

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
    caminhos: [
      "/interno/gestor",
      "/interno/solicitacoes",
      "/interno/rascunhos",
      "/interno/assinaturas",
      "/interno/questionarios",
      "/interno/parceiros",
      "/interno/empresas",
    ],
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
