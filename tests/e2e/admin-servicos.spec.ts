import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiAs, buscarNoCatalogo, chooseOption, signedIn, VIEWPORTS, violacoes } from "./support";

// Issue 46, item 4: an administrator gives a service two questions from the sizing-question bank, in place of
// the ones it asked; the catalogue's checkout then asks the client exactly those. The service's questions are
// put back after the test, so the next specs find the demo as it was.

const OFERTA = "Fluxo de Caixa Essencial";

/** PUT through the API as the user signed in on `page` (support's apiAs reads and writes only). */
async function escolherPerguntas(page: Page, servico: number, perguntas: number[]) {
  const token = (await page.context().cookies()).find((c) => c.name === "hub-token")?.value;
  const res = await page.request.fetch(`/api/hub/servico/interno/${servico}/perguntas/`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}` },
    data: { perguntas },
  });
  expect(res.ok(), `PUT perguntas: ${res.status()}`).toBe(true);
}

for (const { name, viewport } of VIEWPORTS) {
  test(`at ${name} an admin gives a service two questions from the bank and the checkout asks them`, async ({
    browser,
  }) => {
    const admin = await signedIn(browser, "admin@hub.example");
    await admin.setViewportSize(viewport);
    const [oferta] = (await apiAs(admin, "GET", `/servico/?search=${encodeURIComponent(OFERTA)}`)).results;
    const servico: number = oferta.servico.id;
    const antes: { id: number; pergunta: string }[] = await apiAs(
      admin,
      "GET",
      `/listagem/pergunta/dimensionamento/?servico=${servico}`,
    );
    expect(antes.length).toBeGreaterThan(0);
    const novas = [
      `Quantas lojas a empresa tem (${viewport.width})?`,
      `Quantos caixas a empresa tem (${viewport.width})?`,
    ];
    try {
      // The bank: a question written in its form, another through the API.
      await admin.goto("/admin/perguntas");
      await expect(
        admin.getByRole("heading", { level: 1, name: "Perguntas de dimensionamento" }),
      ).toBeVisible();
      await expect(admin.getByRole("link", { name: /^Editar / }).first()).toBeVisible();
      expect(await violacoes(admin)).toEqual([]);
      await admin.getByRole("link", { name: "Nova pergunta" }).click();
      await admin.getByLabel("Pergunta", { exact: true }).fill(novas[0]);
      await admin.getByLabel("Chave").fill(`lojas_${viewport.width}`);
      await admin.getByLabel("Tipo de resposta").click();
      await admin
        .locator(".ant-select-dropdown:visible .ant-select-item-option")
        .filter({ hasText: "Número" })
        .click();
      await admin.getByRole("button", { name: "Salvar" }).click();
      await expect(admin).toHaveURL(/\/admin\/perguntas\/\d+$/);
      await expect(admin.getByRole("heading", { level: 1, name: novas[0] })).toBeVisible();
      await expect(admin.getByText("Cadastro criado")).toBeVisible();
      expect(await violacoes(admin)).toEqual([]);
      await apiAs(admin, "POST", "/questionario/interno/pergunta/dimensionamento/", {
        body: { chave: `caixas_${viewport.width}`, descricao: novas[1], tipo_resposta: "NUMERO" },
      });

      // The service's page: its questions replaced by the two, in order, and saved.
      await admin.goto("/admin/servicos");
      await expect(admin.getByRole("heading", { level: 1, name: "Serviços" })).toBeVisible();
      expect(await violacoes(admin)).toEqual([]);
      await admin.goto(`/admin/servicos/${servico}`);
      const lista = admin.getByRole("list", { name: "Perguntas do serviço" });
      await expect(lista.getByRole("listitem")).toHaveCount(antes.length);
      for (const p of antes) await admin.getByRole("button", { name: `Retirar ${p.pergunta}` }).click();
      await expect(
        admin.getByText("Nenhuma pergunta: o cliente pede o serviço sem responder nada."),
      ).toBeVisible();
      for (const texto of [...novas].reverse()) {
        await chooseOption(admin, admin.getByLabel("Pergunta a incluir"), texto);
        await admin.getByRole("button", { name: "Incluir pergunta" }).click();
        await expect(lista.getByText(texto)).toBeVisible();
      }
      // Added in the wrong order: the second goes up.
      await admin.getByRole("button", { name: `Subir ${novas[0]}` }).click();
      await expect(lista.getByRole("listitem").first()).toContainText(novas[0]);
      await admin.getByRole("button", { name: "Salvar perguntas" }).click();
      await expect(admin.getByText("Perguntas do serviço salvas.").first()).toBeVisible();
      await expect(admin.getByRole("list", { name: "Prestadores credenciados" })).toBeVisible();
      await expect(
        admin.getByText(new RegExp(`→ Perguntas: lojas_${viewport.width}, caixas_${viewport.width}`)),
      ).toBeVisible();
      expect(await violacoes(admin)).toEqual([]);

      // The client's checkout asks exactly the two, in that order.
      const cliente = await signedIn(browser, "cliente@hub.example");
      await cliente.setViewportSize(viewport);
      await cliente.goto("/");
      await buscarNoCatalogo(cliente, OFERTA);
      await cliente
        .getByTestId("oferta-card")
        .first()
        .getByRole("button", { name: /^Adicionar ao carrinho/ })
        .click();
      await cliente.goto("/carrinho");
      const item = cliente.getByTestId("carrinho-item").first();
      await expect(item.getByRole("spinbutton")).toHaveCount(2);
      await expect(item.getByRole("spinbutton").first()).toHaveAccessibleName(
        new RegExp(novas[0].replace(/[()?]/g, "\\$&")),
      );
      await expect(item.getByRole("spinbutton").nth(1)).toHaveAccessibleName(
        new RegExp(novas[1].replace(/[()?]/g, "\\$&")),
      );
      for (const p of antes) await expect(item.getByText(p.pergunta, { exact: false })).toHaveCount(0);
    } finally {
      await escolherPerguntas(
        admin,
        servico,
        antes.map((p) => p.id),
      );
    }
  });
}
