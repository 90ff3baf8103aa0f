import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { confirmarAcao, entrarComo } from "./support";

test("a consultant lists their projects and diagnostics, unlinks from a project's request and links again", async ({
  page,
}) => {
  await entrarComo(page, "consultor@hub.example");

  await page.goto("/interno/consultor/projetos");
  const project = page.locator("tbody tr.tabela-linha").filter({ hasText: "2026-900007-P1" });
  await expect(project).toBeVisible();
  await project.getByRole("link", { name: "2026-900007-P1" }).click();
  await expect(page.getByText("Projeto 2026-900007-P1")).toBeVisible();
  await expect(page.getByText("Etapas", { exact: true })).toBeVisible();

  await confirmarAcao(page, page.getByRole("button", { name: "Desvincular-me" }));
  await expect(page.getByRole("button", { name: "Vincular-me" })).toBeVisible();
  await confirmarAcao(page, page.getByRole("button", { name: "Vincular-me" }));
  await expect(page.getByRole("button", { name: "Desvincular-me" })).toBeVisible();

  await page.goto("/interno/consultor/diagnosticos");
  const diagnostic = page.locator("tbody tr.tabela-linha").filter({ hasText: "2026-900005" });
  await expect(diagnostic.getByText("Aguardando aceite")).toBeVisible();
  await diagnostic.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/interno\/consultor\/diagnosticos\/\d+$/);
  await expect(page.getByText(/Adequação à LGPD/i).first()).toBeVisible();
});

test("a consultant's queue holds only the requests they reach", async ({ page }) => {
  await entrarComo(page, "consultor@hub.example");
  // One page holds every request it reaches (the demo data keeps adding ones it follows).
  await page.goto("/interno/solicitacoes?page_size=50");
  const rows = page.locator("tbody tr.tabela-linha");
  await expect(rows.filter({ hasText: "2026-900003" })).toBeVisible();
  // 2026-900001 belongs to another consultant, in a unit this one does not work in.
  await expect(rows.filter({ hasText: "2026-900001" })).toHaveCount(0);
});
