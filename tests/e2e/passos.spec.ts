import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { abrirOportunidade } from "./cotacao";
import { apiAs, entrarComo, idDaSolicitacao, VIEWPORTS, violacoes } from "./support";

// Issue 44 items 3 and 5: every party's request page starts with what is asked of them now (the button that
// does it) and shows the request's steps, the current one marked, with who acts and until when.
// Demo data: 2026-900027 waits for the client's share (2026-900018's twin, which the payment spec pays),
// 2026-900013 for the client's choice of proposals, 2026-900012 for proposals until 21/12/2026, 2026-900020
// is in execution (project 2026-900020-P1).

/** The id of one of the client's requests by its number. */
async function idDoCliente(page: Page, nro: string): Promise<number> {
  const { results } = await apiAs(page, "GET", `/solicitacao/externo/?search=${nro}`);
  const achada = results.find((s: { nrosolicitacao: string }) => s.nrosolicitacao === nro);
  expect(achada, `solicitação ${nro}`).toBeTruthy();
  return achada.id;
}

const passos = (page: Page) => page.getByRole("region", { name: "Etapas da solicitação" });
const passoAtual = (page: Page) => passos(page).locator('[aria-current="step"]');
const banner = (page: Page) => page.getByRole("region", { name: "Próximo passo" });

/** Whether the whole of `alvo` lies within the screen as it is scrolled now. */
async function naPrimeiraTela(page: Page, alvo: ReturnType<Page["locator"]>) {
  const caixa = await alvo.boundingBox();
  const altura = page.viewportSize()!.height;
  return !!caixa && caixa.y >= 0 && caixa.y + caixa.height <= altura;
}

// The requests are only read (the payment dialog is opened and closed): the tests spread over the workers.
test.describe.configure({ mode: "parallel" });

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`a request's steps and next step at ${name}`, () => {
    test.use({ viewport });

    test("the client is asked to pay, and the banner's Pagar, on the first screen, opens the payment", async ({
      page,
    }) => {
      await entrarComo(page, "cliente@hub.example");
      await page.goto(`/externo/cliente/solicitacoes/${await idDoCliente(page, "2026-900027")}`);
      await expect(passoAtual(page)).toHaveCount(1);
      await expect(passoAtual(page)).toContainText("Pagamento");
      await expect(passoAtual(page)).toContainText("agora: você");
      // Compra to Contrato are done, and the current one is the sixth of nine.
      await expect(passos(page).locator("li")).toHaveCount(9);
      await expect(passos(page).locator("li").nth(5)).toHaveAttribute("aria-current", "step");
      await expect(passos(page).getByText("(concluída)")).toHaveCount(5);
      await expect(banner(page)).toContainText(/Próximo passo: pagar R\$\s[\d.]+,\d{2}\./);
      const pagar = banner(page).getByRole("button", { name: "Pagar", exact: true });
      await expect(pagar).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await naPrimeiraTela(page, pagar)).toBe(true);
      await pagar.click();
      await expect(page.getByRole("dialog", { name: /^Pagar R\$/ })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: /^Pagar R\$/ })).toHaveCount(0);
      expect(await violacoes(page)).toEqual([]);
    });

    test("staff see the same step with the client acting, and their request's actions under the banner", async ({
      page,
    }) => {
      await entrarComo(page, "gestor@hub.example");
      await page.goto(`/interno/solicitacoes/${await idDaSolicitacao(page, "2026-900027")}`);
      await expect(passoAtual(page)).toContainText("Pagamento");
      await expect(passoAtual(page)).toContainText("agora: o cliente");
      await expect(banner(page)).toContainText("Agora: aguardando o cliente pagar a sua parte.");
      await expect(banner(page).getByRole("group", { name: "Ações da solicitação" })).toBeVisible();

      // A request waiting for staff: the banner asks them, with its release button.
      await page.goto(`/interno/solicitacoes/${await idDaSolicitacao(page, "2026-900003")}`);
      await expect(passoAtual(page)).toContainText("Triagem");
      await expect(banner(page)).toContainText(
        "Próximo passo: analisar a solicitação e liberá-la aos prestadores.",
      );
      await expect(banner(page).getByRole("button", { name: "Liberar para prestadores" })).toBeVisible();
      expect(await violacoes(page)).toEqual([]);
    });

    test("the client choosing proposals sees them above the history and messages, and the banner leads there", async ({
      page,
    }) => {
      await entrarComo(page, "cliente@hub.example");
      await page.goto(`/externo/cliente/solicitacoes/${await idDoCliente(page, "2026-900013")}`);
      await expect(passoAtual(page)).toContainText("Propostas");
      await expect(banner(page)).toContainText("Próximo passo: escolher uma proposta.");
      const propostas = page.locator("#secao-propostas");
      await expect(propostas.locator(".cartao").first()).toBeVisible();
      const historico = page.getByText("Histórico", { exact: true });
      const yPropostas = (await propostas.boundingBox())!.y;
      expect(yPropostas).toBeLessThan((await historico.boundingBox())!.y);
      await banner(page).getByRole("button", { name: "Ver as propostas" }).click();
      await expect(propostas).toBeFocused();
      expect(await violacoes(page)).toEqual([]);
    });

    test("while the round is open the client is told when the proposals become visible", async ({ page }) => {
      await entrarComo(page, "cliente@hub.example");
      const { results } = await apiAs(page, "GET", "/solicitacao/externo/?substatus=AGUARDANDO_PROPOSTAS");
      expect(results.length, "a request of the client's with its round open").toBeGreaterThan(0);
      await page.goto(`/externo/cliente/solicitacoes/${results[0].id}`);
      await expect(passoAtual(page)).toContainText("Propostas");
      await expect(passoAtual(page)).toContainText(/agora: o prestador · até \d{2}\/\d{2}\/\d{4}/);
      await expect(
        page.getByText(
          /^As propostas ficam visíveis para você quando a rodada terminar, em \d{2}\/\d{2}\/\d{4}\.$/,
        ),
      ).toBeVisible();
      await expect(banner(page)).toContainText(
        /Agora: aguardando o prestador enviar a proposta, até \d{2}\/\d{2}\/\d{4}\./,
      );
    });

    test("the provider quoting a request sees its step and is asked for its proposal, the button leading to the form", async ({
      page,
    }) => {
      await entrarComo(page, "prestador@hub.example");
      await abrirOportunidade(page, "2026-900012");
      await expect(passoAtual(page)).toContainText("Propostas");
      await expect(passoAtual(page)).toContainText("agora: você · até 21/12/2026");
      await expect(banner(page)).toContainText("Próximo passo: enviar a sua proposta, até 21/12/2026.");
      await banner(page).getByRole("button", { name: "Preencher a proposta" }).click();
      await expect(page.locator("#secao-proposta")).toBeFocused();
      expect(await violacoes(page)).toEqual([]);
    });

    test("a request in execution links to its project, and the project back to the request", async ({
      page,
    }) => {
      await entrarComo(page, "cliente@hub.example");
      const id = await idDoCliente(page, "2026-900020");
      await page.goto(`/externo/cliente/solicitacoes/${id}`);
      await expect(passoAtual(page)).toContainText("Execução");
      await expect(passoAtual(page)).toContainText(/agora: o prestador · até \d{2}\/\d{2}\/\d{4}/);
      await page.getByRole("link", { name: "Abrir o projeto" }).click();
      await expect(page.getByText("Projeto 2026-900020-P1")).toBeVisible();
      await expect(banner(page)).toBeVisible();
      await page.getByRole("link", { name: "2026-900020", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/externo/cliente/solicitacoes/${id}$`));
      await expect(page.getByRole("heading", { name: "Solicitação 2026-900020" })).toBeVisible();
    });
  });
}
