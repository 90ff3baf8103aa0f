import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { abrirAcao, chooseOption, idDaSolicitacao, signedIn } from "./support";

// 2026-900013 (Sabor da Ilha, cliente@'s) has three proposals to compare and the Florianópolis shopkeepers'
// chamber co-funding it in the demo data.

test("at 375 px gestor registers a partner, which co-funds a request and shows in its proposals' subsidy", async ({
  browser,
}) => {
  const gestor = await signedIn(browser, "gestor@hub.example");
  await gestor.setViewportSize({ width: 375, height: 812 });
  await gestor.goto("/interno/parceiros");
  await expect(gestor.getByText("Câmara de Dirigentes Lojistas de Florianópolis")).toBeVisible();
  await gestor.getByRole("button", { name: "Novo parceiro" }).click();
  const modal = gestor.getByRole("dialog", { name: "Novo parceiro" });
  // The name is checked on its field before anything is sent.
  await modal.getByRole("button", { name: "Salvar parceiro" }).click();
  await expect(modal.getByText("Campo obrigatório.")).toBeVisible();
  await modal.getByLabel("Razão social").fill("Fundo Municipal de Inovação de Joinville");
  await modal.getByLabel("Subsídio (%)").fill("5");
  await modal.getByRole("button", { name: "Salvar parceiro" }).click();
  // Closed, not closing: antd gives the focus back to "Novo parceiro" as its dialog finishes closing, and an Enter
  // meant for the search would open the dialog again.
  await expect(modal).toBeHidden();
  await expect(gestor.getByText("Fundo Municipal de Inovação de Joinville")).toBeVisible();

  // The search lives in the URL.
  await gestor.getByLabel("Buscar parceiros").fill("joinville");
  await gestor.getByLabel("Buscar parceiros").press("Enter");
  await expect(gestor).toHaveURL(/search=joinville/);
  await expect(gestor.getByText("1 parceiro(s)")).toBeVisible();

  await gestor.goto(`/interno/solicitacoes/${await idDaSolicitacao(gestor, "2026-900013")}`);
  await expect(gestor.getByText("Câmara de Dirigentes Lojistas de Florianópolis (5%)")).toBeVisible();
  await abrirAcao(gestor, "Definir parceiros");
  const parceiros = gestor.getByRole("dialog", { name: "Parceiros da solicitação 2026-900013" });
  // Chosen until it shows chosen: a click on an option still sliding in can be lost on a loaded machine.
  await chooseOption(gestor, parceiros.getByLabel("Parceiros"), "Fundo Municipal de Inovação de Joinville");
  await parceiros.getByRole("button", { name: "Salvar parceiros" }).click();
  await expect(gestor.getByText(/Fundo Municipal de Inovação de Joinville \(5%\)/)).toBeVisible();

  const cliente = await signedIn(browser, "cliente@hub.example");
  await cliente.goto("/externo/cliente/solicitacoes");
  await cliente.getByRole("link", { name: "2026-900013" }).click();
  await expect(cliente.getByText(/de parceiros\)/).first()).toBeVisible();
});
