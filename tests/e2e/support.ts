import path from "node:path";
import { mkdirSync, writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Cookie,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";

import { servidorDe } from "./servidores";

export const PASSWORD = "Demo@1234";

/** The cookie holding the Hub API's token (lib/constants.ts TOKEN_COOKIE). */
const TOKEN_COOKIE = "hub-token";

/** Fills the sign-in form of the current page (/login or a SessionRequired redirect). */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel("E-mail ou CPF").fill(username);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** Opens /login, signs in and waits for the home page, so the session is there for what follows. */
export async function signInAs(page: Page, username: string) {
  await page.goto("/login");
  await signIn(page, username);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The cookies of the sessions this worker signed in through the form, by server and e-mail. */
const sessoes = new Map<string, Cookie[]>();

/**
 * Signs the context of `page` in as `email`, and leaves the page where it is. A worker signs each user in through
 * the form once, in a context of its own, and hands that session's cookies to every context after: the form's
 * page and the home it leads to cost seconds, well over a hundred times a run (the form itself is tested in
 * sign-in.spec, and where it leads with `signInAs`). A session ended since (a sign-out, the server's clock moved
 * past its 12 hours) is signed in anew.
 */
export async function entrarComo(page: Page, email: string) {
  const chave = `${servidorDe(test.info().parallelIndex).url} ${email}`;
  let cookies = sessoes.get(chave);
  if (!cookies || !(await sessaoViva(page, cookies))) {
    const contexto = await page.context().browser()!.newContext();
    try {
      await signInAs(await contexto.newPage(), email);
      cookies = await contexto.cookies();
    } finally {
      await contexto.close();
    }
    sessoes.set(chave, cookies);
  }
  await page.context().addCookies(cookies);
}

/** Whether the API still takes the token of these cookies. */
async function sessaoViva(page: Page, cookies: Cookie[]) {
  const token = cookies.find((c) => c.name === TOKEN_COOKIE)?.value;
  const res = await page.request.get("/api/hub/auth/me/", {
    headers: { Authorization: `Bearer ${token}` },
    maxRetries: RECONEXOES,
  });
  return res.ok();
}

/**
 * Clicks `botao`, whose action asks "Tem certeza…?", and confirms it (with `sim`, "Sim, continuar" unless
 * told). On a slow machine a click during a dialog's opening animation can land nowhere: each click is
 * tried again until what it opens shows.
 */
export async function confirmarAcao(
  page: Page,
  botao: Locator,
  sim = page.getByRole("button", { name: "Sim, continuar" }),
) {
  await expect(async () => {
    if (!(await sim.count())) await botao.click({ timeout: 2_000 });
    await expect(sim).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    if (await sim.count()) await sim.click({ timeout: 2_000 });
    await expect(sim).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Clicks the dialog's `botao` until the dialog closes: on a slow machine a click during its opening animation can
 * land nowhere. A second click comes only after 2 s still open, long after a closing animation would have ended.
 */
export async function enviarDialogo(dialogo: Locator, botao: string) {
  await expect(async () => {
    if (await dialogo.count()) await dialogo.getByRole("button", { name: botao }).click({ timeout: 2_000 });
    await expect(dialogo).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Types into an antd Select and picks the first option that shows the text. Server searches are
 * debounced, so the wait is for the filtered list. A single select takes Enter on its first option; a
 * multiple one stays open, so the match is clicked and Escape closes it (on a single select inside a
 * modal, Escape would close the modal instead).
 */
export async function chooseOption(page: Page, select: Locator, text: string) {
  // A native select (the cart's, drawn without antd): the first option holding the text.
  if (await select.evaluate((el) => el.tagName === "SELECT")) {
    const valor = await select.locator("option").filter({ hasText: text }).first().getAttribute("value");
    await select.selectOption(valor!);
    return;
  }
  await select.click();
  await select.fill(text);
  const pattern = new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");
  const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
  if (await select.evaluate((el) => el.closest(".ant-select-multiple") !== null)) {
    // A click while the list slides in or redraws for the text can miss on a slow machine, and a choice
    // clears the text: the list shows every option again, drawn only as it scrolls. So the choice is checked
    // among the field's tags, and made again, text typed anew, only while it is missing (a second click on
    // a chosen option would undo it).
    const campo = select.locator("xpath=ancestor::*[contains(concat(' ', @class, ' '), ' ant-select ')][1]");
    const tag = campo.locator(".ant-select-selection-item").filter({ hasText: pattern });
    await expect(async () => {
      if (!(await tag.count())) {
        await select.fill(text, { timeout: 2_000 });
        await options.filter({ hasText: pattern }).first().click({ timeout: 2_000 });
      }
      await expect(tag).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await select.press("Escape");
  } else {
    await expect(options.first()).toContainText(pattern);
    await select.press("Enter");
  }
  await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
}

/** Answers every dimensioning question shown in one cart item, whatever its type. */
export async function answerQuestions(item: Locator) {
  // The service's questions arrive after the item: answering before would leave them empty.
  await expect(item.getByTestId("perguntas-carregando")).toHaveCount(0);
  for (const input of await item.getByRole("spinbutton").all()) await input.fill("12");
  for (const sim of await item.getByRole("radio", { name: "Sim" }).all()) await sim.check();
  // The first select is the company's; the others (native) take their first option.
  const selects = item.getByRole("combobox");
  for (let i = 1; i < (await selects.count()); i++) await selects.nth(i).selectOption({ index: 1 });
  for (const area of await item.locator("textarea:not([aria-label^='Objetivo'])").all())
    await area.fill("Sem observações.");
}

/** The desktop and phone widths every screen is tried at (issue 9). */
export const VIEWPORTS = [
  { name: "1366 px", viewport: { width: 1366, height: 768 } },
  { name: "375 px", viewport: { width: 375, height: 812 } },
];

/** Nothing scrolls sideways: the page's table is as wide as its card at most, and the page as the screen. */
export async function esperarTabelaNaTela(page: Page, largura: number) {
  const { tabela, area, pagina } = await page.evaluate(() => ({
    tabela: document.querySelector(".tabela table")!.getBoundingClientRect().width,
    area: document.querySelector(".cartao")!.getBoundingClientRect().width,
    pagina: document.documentElement.scrollWidth,
  }));
  expect(tabela).toBeLessThanOrEqual(area);
  expect(pagina).toBeLessThanOrEqual(largura);
}

/**
 * Reads sent again when their connection is reset (Playwright retries on ECONNRESET only): a kept-alive
 * connection idle for the server's five seconds can be closed just as the next read goes out on it, which
 * failed CI once. A browser resends such a request by itself; a write is not sent twice.
 */
const RECONEXOES = 2;

/** The HTML the server sends for `caminho` to the user signed in on `page`, text parts joined as they show. */
export async function htmlDe(page: Page, caminho: string) {
  // React separates the parts of a text with empty comments.
  return (await (await page.request.get(caminho, { maxRetries: RECONEXOES })).text()).replaceAll(
    "<!-- -->",
    "",
  );
}

/**
 * Opens `caminho` and answers the calls of the API matching `padrao` the page made until it had hydrated (the
 * bell's first read, which every signed-in page makes, and a second more). The live stream is held off: it
 * refreshes whatever its news are about (the demo's, delivered at sign-in), which is not the page's own doing.
 */
export async function chamadasAoAbrir(page: Page, caminho: string, padrao: RegExp) {
  await page.route("**/api/hub/eventos/stream/**", (route) => route.abort());
  const chamadas: string[] = [];
  const anotar = (r: { url: () => string }) => {
    if (padrao.test(r.url())) chamadas.push(r.url());
  };
  page.on("request", anotar);
  const sino = page.waitForResponse(/\/api\/hub\/notificacao\/mensagem\/list\//);
  await page.goto(caminho);
  await sino;
  await page.waitForTimeout(1_000);
  page.off("request", anotar);
  await page.unroute("**/api/hub/eventos/stream/**");
  return chamadas;
}

/** Calls the Hub API as the user signed in on `page` (its hub-token cookie), for set-up the test is not about. */
export async function apiAs(
  page: Page,
  method: "GET" | "PATCH" | "POST" | "PUT",
  path: string,
  { body, versao }: { body?: unknown; versao?: number } = {},
) {
  const token = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE)?.value;
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (versao !== undefined) headers["If-Match"] = `"${versao}"`;
  const res = await page.request.fetch(`/api/hub${path}`, {
    method,
    headers,
    data: body,
    maxRetries: method === "GET" ? RECONEXOES : 0,
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return res.json();
}

/**
 * The paths of the three public link pages, from links the staff member signed in on `gestor` makes: signing a
 * contract awaiting signatures (2026-900017), paying the client's share (2026-900027, not its twin 2026-900018,
 * which the payment spec pays), evaluating a finished service (2026-900025).
 */
export async function linksPublicos(gestor: Page) {
  const id = (nro: string) => idDaSolicitacao(gestor, nro);
  const [contrato] = await apiAs(gestor, "GET", `/contrato/solicitacao/${await id("2026-900017")}/`);
  const assinatura = contrato.assinaturas.find((a: { assinado: boolean }) => !a.assinado);
  const caminho = (link: { url: string }) => new URL(link.url).pathname;
  return {
    assinar: caminho(await apiAs(gestor, "POST", `/contrato/assinatura/${assinatura.id}/link/`)),
    pagar: caminho(
      await apiAs(gestor, "POST", "/pagamento/interno/gera-link/", {
        body: { solicitacao: await id("2026-900027") },
      }),
    ),
    avaliar: caminho(await apiAs(gestor, "POST", `/avaliacao/${await id("2026-900025")}/link/`)),
  };
}

/** Opens a request action from its button or, for the secondary ones, from the "Mais ações" menu. */
export async function abrirAcao(page: Page, acao: string) {
  const acoes = page.getByRole("group", { name: "Ações da solicitação" });
  const dialog = page.getByRole("dialog");
  // A click while the detail re-renders after a refetch, or on a menu still opening, can be lost on a
  // slow machine: try again until the action's dialog is open.
  await expect(async () => {
    if (!(await dialog.count())) {
      const botao = acoes.getByRole("button", { name: acao, exact: true });
      const item = page.getByRole("menuitem", { name: acao });
      if (await botao.count()) await botao.click({ timeout: 2_000 });
      else {
        if (!(await item.isVisible()))
          await acoes.getByRole("button", { name: "Mais ações" }).click({ timeout: 2_000 });
        await item.click({ timeout: 2_000 });
      }
    }
    await expect(dialog.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Picks an option of a Select with no search by clicking it, and checks the form item shows it: a click
 * while the dropdown is still sliding in can miss on a slow machine, so it tries again.
 */
export async function pickOption(page: Page, escopo: Locator, label: string, opcao: string) {
  const item = escopo.locator(".ant-form-item").filter({ hasText: label });
  await expect(async () => {
    if (!(await page.locator(".ant-select-dropdown:visible").count()))
      await item.getByLabel(label).click({ timeout: 2_000 });
    await page
      .locator(".ant-select-dropdown:visible .ant-select-item-option")
      .filter({ hasText: opcao })
      .click({ timeout: 2_000 });
    await expect(item).toContainText(opcao, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The id of a request by its number, through the staff queue of the user signed in on `page`. */
export async function idDaSolicitacao(page: Page, nrosolicitacao: string): Promise<number> {
  const fila = await apiAs(page, "GET", `/solicitacao/interno/pendentes/?search=${nrosolicitacao}`);
  const achada = fila.results.find((s: { nrosolicitacao: string }) => s.nrosolicitacao === nrosolicitacao);
  expect(achada, `solicitação ${nrosolicitacao}`).toBeTruthy();
  return achada.id;
}

/** The contexts `signedIn` opened, with the test that opened each. */
const abertos = new Map<BrowserContext, string>();

/** A blank page of its own browser context, signed in as `email`. */
export async function signedIn(browser: Browser, email: string) {
  const teste = test.info().testId;
  // Playwright closes only the contexts of its own fixtures: these stayed open after their test, each page
  // keeping its notification stream and its polling, and over a run they piled up (47 at the chat spec).
  // A test's sign-in closes those of the tests before it.
  for (const [antigo, deQual] of abertos)
    if (deQual !== teste) {
      abertos.delete(antigo);
      await antigo.close();
    }
  const contexto = await browser.newContext();
  abertos.set(contexto, teste);
  const page = await contexto.newPage();
  relatarSobressaltos(page, email);
  await entrarComo(page, email);
  return page;
}

/**
 * Prints in the run's output what a failure on a slow machine leaves no trace of otherwise: a sign-out the
 * API forced (a 401, or no answer), a server error, an error thrown in the page.
 */
function relatarSobressaltos(page: Page, email: string) {
  const relatar = (o: string) => console.log(`[e2e] ${email}: ${o}`);
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && /\/login\?(redirected|connectionrefused)/.test(frame.url()))
      relatar(`levado a ${frame.url()}`);
  });
  page.on("response", (r) => {
    if (r.status() === 401 || r.status() >= 500)
      relatar(`${r.status()} em ${r.request().method()} ${r.url()}`);
  });
  page.on("pageerror", (e) => relatar(`erro na página: ${e.message}`));
}

/**
 * Searches the catalogue. The server renders the results anew, so until the URL has the search the cards
 * shown are the previous ones: this waits for it.
 */
export async function buscarNoCatalogo(page: Page, termo: string) {
  await page.getByLabel("Buscar serviços").fill(termo);
  await page.getByLabel("Buscar serviços").press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === termo);
}

/**
 * The client sends one request per search from the catalogue, for `empresa` (Sabor da Ilha unless told);
 * returns their numbers.
 */
export async function sendFromCatalogue(page: Page, searches: string[], empresa = "Sabor da Ilha") {
  for (const search of searches) {
    await page.goto("/");
    await buscarNoCatalogo(page, search);
    await page
      .getByTestId("oferta-card")
      .first()
      .getByRole("button", { name: /^Adicionar ao carrinho/ })
      .click();
    await expect(page.getByText("Serviço adicionado ao carrinho.").last()).toBeVisible();
  }
  await page.goto("/carrinho");
  const items = page.getByTestId("carrinho-item");
  await expect(items).toHaveCount(searches.length);
  for (let i = 0; i < searches.length; i++) {
    await chooseOption(page, items.nth(i).getByRole("combobox").first(), empresa);
    await items
      .nth(i)
      .getByLabel(/^Objetivo para/)
      .fill("Organizar as finanças e o controle de custos da loja");
    await answerQuestions(items.nth(i));
  }
  await page.getByRole("button", { name: "Enviar solicitação" }).click();
  await expect(page).toHaveURL("/externo/cliente/solicitacoes");
  const rows = page.locator("tbody tr.tabela-linha");
  const numbers: string[] = [];
  for (let i = 0; i < searches.length; i++)
    numbers.push((await rows.nth(i).textContent())!.match(/\d{4}-\d{6}/)![0]);
  return numbers;
}

/** Opens a request from the staff queue by its number. */
export async function openFromQueue(page: Page, nro: string) {
  await page.goto("/interno/solicitacoes");
  await page.getByLabel("Buscar").fill(nro);
  await page.getByLabel("Buscar").press("Enter");
  const row = page.locator("tbody tr.tabela-linha").filter({ hasText: nro });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: nro }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Solicitação ${nro}` })).toBeVisible();
}

/**
 * Waits until the page has made no call for a while, the notifications' stream aside: it stays open as
 * long as a user is signed in, so Playwright's "networkidle" would never come.
 */
async function semChamadas(page: Page) {
  await page.waitForLoadState("load");
  const abertas = new Set<Request>();
  const inicio = (r: Request) => {
    if (!r.url().includes("/eventos/stream/")) abertas.add(r);
  };
  const fim = (r: Request) => abertas.delete(r);
  page.on("request", inicio);
  page.on("requestfinished", fim);
  page.on("requestfailed", fim);
  try {
    let quieta = 0;
    await expect
      .poll(() => (quieta = abertas.size ? 0 : quieta + 1), { intervals: [250], timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);
  } finally {
    page.off("request", inicio);
    page.off("requestfinished", fim);
    page.off("requestfailed", fim);
  }
}

/**
 * The serious and critical violations of the page as it stands, once its content has loaded; `excluir`, a
 * selector of a transient part axe is not to read (each use says why).
 */
export async function violacoes(page: Page, { excluir }: { excluir?: string } = {}) {
  // Read to its end, as a user would: a part low on the page (a request's messages) loads when it comes into
  // sight. Skeletons and spinners are not what users read: wait for the page to settle. Not for a still
  // skeleton (`Esqueleto parado`: a card scrolled past, which loads nothing). Nor while a message is on screen:
  // it fades out after its 5 s, and axe reads a fading message's colours as too little contrast; waiting only
  // for one already fading raced a message that began to fade while axe ran.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await semChamadas(page);
  await expect(
    page.locator(
      ".ant-skeleton-active, .ant-spin-spinning, :not(.esqueleto-parado) > .esqueleto, .ant-message-notice-wrapper",
    ),
  ).toHaveCount(0, { timeout: 20_000 });
  // Only the violations are gathered node by node: every rule still runs, and the passes, which this reads not,
  // are not collected over every element of the page.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (excluir) axe.exclude(excluir);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")}`);
}

/**
 * Runs the server's clock `ms` ahead of the machine's, so a deadline can pass; `adiantarRelogio(0)` puts it
 * back, and a spec that moves it does so after each test (`test.afterEach`), as every later test shares
 * the server. Sessions are checked against the same clock and last 12 h: past that, sign in again.
 */
export function adiantarRelogio(ms: number) {
  // The file this worker's server reads its clock's advance from (playwright.config.ts: HUB_RELOGIO_ARQUIVO).
  const relogio = path.resolve(__dirname, "../..", servidorDe(test.info().parallelIndex).dados, "relogio");
  mkdirSync(path.dirname(relogio), { recursive: true });
  writeFileSync(relogio, String(Math.max(0, Math.round(ms))));
}

/** The brand's blue (lib/constants.ts BRAND.primary), as the browser reports a background. */
export const AZUL_DA_MARCA = "rgb(17, 72, 143)";

export const fundo = (l: Locator) => l.evaluate((e) => getComputedStyle(e).backgroundColor);

/** The portal's header, with the brand: its name linking to the catalogue, on the brand's blue. */
export async function esperarMarca(page: Page) {
  const cabecalho = page.getByRole("banner");
  await expect(cabecalho.getByRole("link", { name: "Hub", exact: true })).toBeVisible();
  expect(await fundo(cabecalho)).toBe(AZUL_DA_MARCA);
  return cabecalho;
}

/** Nothing scrolls sideways. */
export async function esperarNaLargura(page: Page, largura: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);
}
