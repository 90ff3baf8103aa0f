import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiAs, chooseOption, signedIn, VIEWPORTS, violacoes } from "./support";

// Issue 46, item 2: an administrator creates a service unit with two cities and a manager; the manager then
// finds the unit's requests in the queue of the requests he answers for, and in the queue's unit filter. The
// demo's Sabor da Ilha (2026-900013's company) lies in Florianópolis, which the demo's Unidade Florianópolis
// serves: it moves to the new unit for the test and back after it, and the unit, no longer serving a request,
// is deleted, so the next specs find the demo as it was.

type Vinculo = { id: number; unidade: { id: number; descricao: string } };

/** DELETE through the API as the user signed in on `page` (support's apiAs reads and writes only). */
async function remover(page: Page, path: string) {
  const token = (await page.context().cookies()).find((c) => c.name === "hub-token")?.value;
  const res = await page.request.fetch(`/api/hub${path}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), `DELETE ${path}: ${res.status()}`).toBe(true);
  return res.status() === 204 ? null : res.json();
}

/** The link of a city to its unit, if it has one. */
async function vinculoDa(admin: Page, cidade: number): Promise<Vinculo | undefined> {
  return (await apiAs(admin, "GET", `/unidade-atendimento/cidade/?cidade=${cidade}`)).results[0];
}

/** The id of a Santa Catarina city by name. */
async function cidadeId(page: Page, nome: string): Promise<number> {
  const cidades = await apiAs(page, "GET", "/listagem/interno/cidades/?estado=SC");
  return cidades.find((c: { nome: string }) => c.nome === nome).id;
}

for (const { name, viewport } of VIEWPORTS) {
  test(`at ${name} an admin creates a unit with two cities and a manager, who finds its requests in the queue`, async ({
    browser,
  }) => {
    // Three sessions and a dozen screens: past the minute on a loaded machine, and a cut-off run would skip
    // the clean-up that gives Florianópolis back to its demo unit.
    test.setTimeout(120_000);
    const admin = await signedIn(browser, "admin@hub.example");
    await admin.setViewportSize(viewport);
    const floripa = await cidadeId(admin, "Florianópolis");
    const demo = (await vinculoDa(admin, floripa))!;
    expect(demo.unidade.descricao).toBe("Unidade Florianópolis");
    await remover(admin, `/unidade-atendimento/cidade/${demo.id}/`);
    const descricao = `Unidade Grande Florianópolis ${viewport.width}`;
    let criada: number | undefined;
    try {
      await admin.goto("/admin/unidades");
      await expect(admin.getByRole("heading", { level: 1, name: "Unidades de atendimento" })).toBeVisible();
      await expect(admin.getByText("Unidade Oeste Catarinense").first()).toBeVisible();
      await admin.getByRole("link", { name: "Nova unidade" }).click();
      await admin.getByLabel("Descrição").fill(descricao);
      await admin.getByRole("button", { name: "Salvar" }).click();
      await expect(admin).toHaveURL(/\/admin\/unidades\/\d+$/);
      criada = Number(admin.url().split("/").pop());
      await expect(admin.getByRole("heading", { level: 1, name: descricao })).toBeVisible();

      for (const cidade of ["Florianópolis", "Tijucas"]) {
        await admin.getByLabel("Estado da cidade").selectOption({ label: "SC" });
        await chooseOption(admin, admin.getByLabel("Cidade a incluir"), cidade);
        await admin.getByRole("button", { name: "Incluir cidade" }).click();
        await expect(
          admin.getByRole("list", { name: "Cidades atendidas" }).getByText(`${cidade}/SC`),
        ).toBeVisible();
      }
      // A city of another unit is refused, naming that unit.
      await admin.getByLabel("Estado da cidade").selectOption({ label: "SC" });
      await chooseOption(admin, admin.getByLabel("Cidade a incluir"), "Palhoça");
      await admin.getByRole("button", { name: "Incluir cidade" }).click();
      await expect(admin.getByText(/Palhoça \(SC\) já pertence à Unidade Florianópolis/)).toBeVisible();

      await chooseOption(admin, admin.getByLabel("Gestor a incluir"), "Gustavo Schneider");
      await admin.getByRole("button", { name: "Incluir gestor" }).click();
      await expect(
        admin.getByRole("list", { name: "Gestores" }).getByText("Gustavo Schneider"),
      ).toBeVisible();

      // The record's history says who did what.
      const historico = admin.getByText("Vínculo incluído");
      await expect(historico).toHaveCount(3);
      await expect(admin.getByText("Cidade: Florianópolis (SC)")).toBeVisible();
      expect(await violacoes(admin)).toEqual([]);

      // The list finds it by one of its cities, with the search in the URL.
      await admin.goto("/admin/unidades");
      await admin.getByLabel("Buscar unidades").fill("Tijucas");
      await admin.getByLabel("Buscar unidades").press("Enter");
      await expect(admin).toHaveURL(/search=Tijucas/);
      await expect(admin.getByText("1 unidade(s)")).toBeVisible();
      await expect(admin.getByRole("link", { name: descricao }).first()).toBeVisible();
      expect(await violacoes(admin)).toEqual([]);

      const manager = await signedIn(browser, "gustavo.schneider@hub.example");
      await manager.setViewportSize(viewport);
      // The unit's manager now answers for its open requests: they are in the queue of his own requests.
      const eu = (await apiAs(manager, "GET", "/auth/me/")).id;
      await manager.goto(`/interno/solicitacoes?gestor=${eu}&search=2026-900013`);
      await expect(manager.getByText("2026-900013").first()).toBeVisible();
      // Before the city moved in, the unit's queue held nothing of it: the manager reaches it through the unit.
      const fila = await apiAs(manager, "GET", `/solicitacao/interno/pendentes/?unidade=${criada}`);
      expect(fila.results.map((s: { nrosolicitacao: string }) => s.nrosolicitacao)).toContain("2026-900013");
    } finally {
      const agora = await vinculoDa(admin, floripa);
      if (agora?.unidade.id !== demo.unidade.id) {
        if (agora) await remover(admin, `/unidade-atendimento/cidade/${agora.id}/`);
        await apiAs(admin, "POST", "/unidade-atendimento/cidade/", {
          body: { unidade: demo.unidade.id, cidade: floripa },
        });
      }
      if (criada) await remover(admin, `/unidade-atendimento/${criada}/`);
    }
  });
}
