import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { confirmarAcao, entrarComo, pickOption, VIEWPORTS, violacoes } from "./support";

// Demo data: Vértice Consultoria (prestador@hub.example's) has Juliana Farias, accredited for SRV-001, and
// Marcos Tavares, whose accreditation for SRV-016 waits; Vértice is accredited for SRV-002 too.

const linha = (page: Page, nome: string) => page.locator("tbody tr.tabela-linha").filter({ hasText: nome });

// One new consultant per width, each with its own CPF: the demo database is shared by the whole run.
const NOVOS = [
  { nome: "Paulo", sobrenome: "Werner", cpf: "18609139034" },
  { nome: "Rita", sobrenome: "Schmitt", cpf: "99603082430" },
];

VIEWPORTS.forEach(({ name, viewport }, i) => {
  test.describe(`the provider's consultants at ${name}`, () => {
    test.use({ viewport });

    test("the provider adds a consultant, accredits them for a service and removes them after confirming", async ({
      page,
    }) => {
      const novo = NOVOS[i];
      const nome = `${novo.nome} ${novo.sobrenome}`;
      await entrarComo(page, "prestador@hub.example");
      await page.goto("/externo/prestador/consultores");
      await expect(page.getByRole("heading", { level: 1, name: "Meus consultores" })).toBeVisible();
      await expect(linha(page, "Juliana Farias")).toContainText("SRV-001 · Credenciado");
      await expect(linha(page, "Marcos Tavares")).toContainText("SRV-016 · Solicitado");
      expect(await violacoes(page)).toEqual([]);

      await page.getByRole("button", { name: "Adicionar consultor" }).click();
      const modal = page.getByRole("dialog", { name: "Adicionar consultor" });
      // Each field is checked where it is typed, before anything is sent.
      await modal.getByLabel("CPF").fill("186.091.390-35");
      await modal.getByLabel("E-mail").fill("paulo@");
      await modal.getByRole("button", { name: "Adicionar consultor" }).click();
      await expect(modal.getByText("Campo obrigatório.")).toBeVisible();
      await expect(modal.getByText("CPF inválido.")).toBeVisible();
      await expect(modal.getByText("Informe um e-mail válido.")).toBeVisible();
      await modal.getByLabel("Nome", { exact: true }).fill(novo.nome);
      await modal.getByLabel("Sobrenome").fill(novo.sobrenome);
      await modal.getByLabel("CPF").fill(novo.cpf);
      await modal.getByLabel("E-mail").fill(`${novo.nome.toLowerCase()}@verticeconsultoria.com.br`);
      await modal.getByRole("button", { name: "Adicionar consultor" }).click();
      await expect(modal).toBeHidden();
      await expect(linha(page, nome)).toContainText("Nenhum");

      await linha(page, nome).getByRole("button", { name: "Credenciar" }).click();
      const credenciar = page.getByRole("dialog", { name: `Credenciar ${nome}` });
      await pickOption(page, credenciar, "Serviço", "SRV-002");
      await credenciar.getByRole("button", { name: "Credenciar" }).click();
      await expect(credenciar).toBeHidden();
      await expect(linha(page, nome)).toContainText("SRV-002 · Credenciado");

      // The search lives in the URL.
      await page.getByLabel("Buscar consultores").fill(novo.nome);
      await page.getByLabel("Buscar consultores").press("Enter");
      await expect(page).toHaveURL(new RegExp(`search=${novo.nome}`));
      await expect(page.getByText("1 consultor(es)")).toBeVisible();

      await confirmarAcao(page, linha(page, nome).getByRole("button", { name: `Remover ${nome}` }));
      await expect(page.getByText("Nenhum consultor encontrado.")).toBeVisible();
    });
  });
});
