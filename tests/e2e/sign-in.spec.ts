import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { confirmarAcao, entrarComo, htmlDe, PASSWORD, signIn } from "./support";

// The form's own tests sign in through it; the others take the worker's shared session (entrarComo), which
// skips the form and the home it leads to. Each test stands alone (a session, a sign-out, a user deactivated
// and reactivated on its own): they spread over the workers instead of holding one for the whole file.
test.describe.configure({ mode: "parallel" });

const ACCOUNTS = [
  {
    email: "cliente@hub.example",
    home: "/externo/cliente",
    heading: "Suas empresas e propriedades",
    sample: "CNPJ",
  },
  {
    email: "prestador@hub.example",
    home: "/externo/prestador",
    heading: "Sua empresa",
    sample: "Serviços credenciados",
  },
  {
    email: "consultor@hub.example",
    home: "/interno/consultor",
    heading: "Unidades de atendimento",
    sample: "Cidades:",
  },
  {
    email: "gestor@hub.example",
    home: "/interno/gestor",
    heading: "Unidades que você gerencia",
    sample: "Cidades:",
  },
  {
    email: "coordenador@hub.example",
    home: "/interno/coordenador",
    heading: "Centros de custo e saldos",
    sample: "CC-2026-001",
  },
  {
    email: "interno@hub.example",
    home: "/interno",
    heading: "Centros de custo e saldos",
    sample: "CC-2026-001",
  },
  { email: "admin@hub.example", home: "/admin", heading: "Usuários por grupo", sample: "Avaliador" },
  {
    email: "avaliador@hub.example",
    home: "/credenciamento/avaliador",
    heading: "O que você pode fazer agora",
    sample: "Avaliador",
  },
];

for (const account of ACCOUNTS) {
  test(`${account.email} signs in, lands on its home with real data and signs out`, async ({
    page,
    context,
  }) => {
    await page.goto("/login");
    await signIn(page, account.email);
    await expect(page).toHaveURL(account.home);
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText(account.heading, { exact: true })).toBeVisible();
    await expect(page.getByText(account.sample).first()).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "hub-token")?.value).toMatch(/^[\w-]{43}$/);
    // The area's frame arrives with who is signed in and their controls: nothing is fetched to show them.
    const html = await htmlDe(page, account.home);
    expect(html).toContain(account.email);
    expect(html).toContain('aria-label="Sair"');

    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login/);
    expect((await context.cookies()).find((c) => c.name === "hub-token")).toBeUndefined();
    await page.goto(account.home);
    await expect(page).toHaveURL(/\/login\?error=SessionRequired/);
  });
}

test("a protected page without a session goes to /login with SessionRequired and comes back after sign-in", async ({
  page,
}) => {
  await page.goto("/interno/gestor");
  await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Finterno%2Fgestor/);
  await expect(page.getByText("Entre com sua conta para acessar esta página.")).toBeVisible();
  await signIn(page, "gestor@hub.example");
  await expect(page).toHaveURL("/interno/gestor");
});

test("a wrong password shows its message and keeps the visitor on /login", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "cliente@hub.example", "senha-errada");
  await expect(page.getByRole("alert").filter({ hasText: "E-mail/CPF ou senha incorretos." })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("/login says on each field what is missing, and sends nothing until both are filled", async ({
  page,
}) => {
  await page.goto("/login");
  const usuario = page.getByLabel("E-mail ou CPF");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Informe o e-mail ou CPF.")).toBeVisible();
  await expect(page.getByText("Informe a senha.")).toBeVisible();
  await expect(usuario).toHaveAttribute("aria-invalid", "true");
  await expect(usuario).toBeFocused();
  // Typing clears that field's message; the other stays until its field is filled.
  await usuario.fill("cliente@hub.example");
  await expect(page.getByText("Informe o e-mail ou CPF.")).toHaveCount(0);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByLabel("Senha")).toBeFocused();
  await expect(page).toHaveURL("/login");
  await page.getByRole("button", { name: "Mostrar os caracteres digitados" }).click();
  await page.getByLabel("Senha").fill("Demo@1234");
  await expect(page.getByLabel("Senha")).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL("/externo/cliente");
});

test("/login explains connectionrefused and redirected", async ({ page }) => {
  await page.goto("/login?connectionrefused=true");
  await expect(
    page.getByRole("alert").filter({ hasText: "Não foi possível conectar ao servidor." }),
  ).toBeVisible();
  await page.goto("/login?redirected=true");
  await expect(
    page.getByRole("alert").filter({ hasText: "Sua sessão expirou ou foi encerrada." }),
  ).toBeVisible();
});

test("a signed-in user in another role's area is refused", async ({ page }) => {
  await entrarComo(page, "cliente@hub.example");
  const res = await page.goto("/interno/gestor");
  expect(res?.status()).toBe(403);
  await expect(page.getByText("Acesso negado")).toBeVisible();
});

test("a revoked session is signed out on the next API call", async ({ page, context }) => {
  await page.goto("/login");
  await signIn(page, "interno@hub.example");
  await expect(page).toHaveURL("/interno");
  const token = (await context.cookies()).find((c) => c.name === "hub-token")!.value;
  const out = await page.request.post("/api/hub/auth/logout/", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?redirected=true/);
  await expect(
    page.getByRole("alert").filter({ hasText: "Sua sessão expirou ou foi encerrada." }),
  ).toBeVisible();
});

test("signing out in one tab signs the others out: the cart offers Entrar, a staff page leaves for /login, the token is gone", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  await signIn(page, "gestor@hub.example");
  await expect(page).toHaveURL("/interno/gestor");
  // Each tab's bell starts once its page has loaded: waited for, so that no call of theirs is the one that finds
  // the token gone (the API client would sign out then), and the tabs have only next-auth's message to go by.
  const abrir = async (url: string) => {
    const aba = await context.newPage();
    const sino = aba.waitForResponse(/\/notificacao\/mensagem\/list\//);
    await aba.goto(url);
    await sino;
    return aba;
  };
  const carrinho = await abrir("/carrinho");
  const fila = await abrir("/interno/solicitacoes");
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(carrinho.getByRole("link", { name: "Entrar" })).toBeVisible();
  await expect(carrinho.getByRole("button", { name: "Sair" })).toHaveCount(0);
  await expect(fila).toHaveURL(/\/login\?redirected=true/);
  await expect(
    fila.getByRole("alert").filter({ hasText: "Sua sessão expirou ou foi encerrada." }),
  ).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain("hub-token");
});

/**
 * The bell's list call made by the page at `caminho`: the page being left may still poll (it got a 401 once the
 * token cookie was cleared, which made the test flaky), so the call is told apart by its referrer.
 */
const leituraDoSino = (page: Page, caminho: string) =>
  page.waitForResponse(
    async (r) =>
      r.url().includes("/notificacao/mensagem/list/") &&
      new URL((await r.request().headerValue("referer")) ?? "http://x/nenhum").pathname === caminho,
  );

test("leaving a page while its calls are under way keeps the session", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "cliente@hub.example");
  await expect(page).toHaveURL("/externo/cliente");
  // The bell's next read hangs, as a slow call would, until the page leaves and the browser cancels it.
  const LISTA = "**/api/hub/notificacao/mensagem/list/**";
  let pendente!: () => void;
  const emCurso = new Promise<void>((r) => (pendente = r));
  await page.route(LISTA, async () => {
    pendente();
    await new Promise(() => {});
  });
  await page.reload();
  await emCurso;
  await page.unrouteAll({ behavior: "ignoreErrors" });
  const lida = leituraDoSino(page, "/");
  // The catalogue has no session of its own in the browser: its header's calls take the token as they find it.
  await page.goto("/");
  // That failure, while the old page unloaded, must not have taken the API token: the new page's calls work.
  expect((await lida).status()).toBe(200);
  expect((await page.context().cookies()).map((c) => c.name)).toContain("hub-token");
  await expect(page).toHaveURL("/");
});

test("a session that outlives the browser keeps working on the catalogue: the server writes the API token back", async ({
  page,
}) => {
  await page.goto("/login");
  await signIn(page, "cliente@hub.example");
  await expect(page).toHaveURL("/externo/cliente");
  // A browser that closes drops its session cookies; the portal's session cookie lasts 12 hours. The signed-in
  // page goes first, as with a closed browser: left open, its own calls after the cookie is gone would get the
  // 401 that signs out (the flaky failure this test had).
  await page.goto("about:blank");
  await page.context().clearCookies({ name: "hub-token" });
  const lida = leituraDoSino(page, "/");
  // The catalogue has no session of its own in the browser: its header's calls take the token as they find it.
  await page.goto("/");
  expect((await lida).status()).toBe(200);
  expect((await page.context().cookies()).map((c) => c.name)).toContain("hub-token");
  await expect(page).toHaveURL("/");
});

test("an unknown page shows the 404 page", async ({ page }) => {
  const res = await page.goto("/nao-existe");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Página não encontrada")).toBeVisible();
  await page.goto("/404");
  await expect(page.getByText("Página não encontrada")).toBeVisible();
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a 375 px viewport shows the drawer menu", async ({ page }) => {
    await entrarComo(page, "admin@hub.example");
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: "Usuários", exact: true })).toBeVisible();
    await drawer.getByRole("link", { name: "Usuários", exact: true }).click();
    await expect(page).toHaveURL("/admin/usuarios");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("an admin deactivates a user after confirming, which blocks its sign-in, and reactivates it", async ({
  page,
}) => {
  await entrarComo(page, "admin@hub.example");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Usuários", exact: true }).click();
  await expect(page).toHaveURL("/admin/usuarios");
  await page.getByLabel("Buscar por nome ou e-mail").fill("avaliador@hub");
  await page.getByLabel("Buscar por nome ou e-mail").press("Enter");
  const row = page.getByRole("row", { name: /avaliador@hub\.example/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Ativo")).toBeVisible();
  await confirmarAcao(page, row.getByRole("button", { name: "Desativar" }));
  await expect(row.getByText("Inativo")).toBeVisible();
  await expect(page.getByText("A ação foi realizada com êxito.")).toBeVisible();

  const denied = await page.request.post("/api/hub/auth/login/", {
    data: { username: "avaliador@hub.example", password: PASSWORD },
  });
  expect(denied.status()).toBe(401);

  await confirmarAcao(page, row.getByRole("button", { name: "Reativar" }));
  await expect(row.getByText("Ativo", { exact: true })).toBeVisible();
});

test("a user sends a profile picture through the avatar modal, and a non-image is refused", async ({
  page,
}) => {
  await entrarComo(page, "prestador@hub.example");
  await page.goto("/externo/prestador");
  await page.getByRole("button", { name: "Alterar foto de perfil" }).click();
  const dialog = page.getByRole("dialog", { name: "Foto de perfil" });
  await dialog.locator("input[type=file]").setInputFiles({
    name: "foto.png",
    mimeType: "image/png",
    buffer: Buffer.from("isto não é uma imagem"),
  });
  await expect(dialog.getByText("Tipo de arquivo não aceito")).toBeVisible();
  await dialog.locator("input[type=file]").setInputFiles({
    name: "foto.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    ),
  });
  await expect(page.getByText("A ação foi realizada com êxito.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Foto de perfil" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Alterar foto de perfil" }).locator("img")).toHaveAttribute(
    "src",
    /^blob:/,
  );
});

test("a browser that signed in before gets in while its account is flooded with wrong passwords; a new one is told to wait", async ({
  page,
  browser,
}) => {
  // An account no other browser test signs in to: the flood holds back its unknown devices for a while.
  const conta = "larissa.bauer@hub.example";
  await page.goto("/login");
  await signIn(page, conta);
  await expect(page).toHaveURL("/interno/consultor");
  const dispositivo = (await page.context().cookies()).find((c) => c.name === "hub-dispositivo");
  expect(dispositivo).toMatchObject({ httpOnly: true, path: "/api/auth" });
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login/);

  // Guesses from many addresses (the test runs on loopback, whose X-Forwarded-For the API believes).
  const palpite = (i: number) =>
    page.request.post("/api/hub/auth/login/", {
      data: { username: conta, password: "senha-errada" },
      headers: { "x-forwarded-for": `198.51.100.${i}` },
    });
  const enxurrada = Array.from({ length: 12 }, (_, i) => palpite(i));
  // The account's queue is full: an unknown device is refused.
  await expect.poll(async () => (await palpite(99)).status()).toBe(429);
  // A browser the account has never seen is held back too, and told so (not that the server is down).
  const novo = await (await browser.newContext()).newPage();
  await novo.goto("/login");
  await signIn(novo, conta);
  await expect(
    novo.getByRole("alert").filter({ hasText: "Muitas tentativas de acesso a esta conta." }),
  ).toHaveText("Muitas tentativas de acesso a esta conta. Aguarde alguns minutos e tente de novo.");
  await novo.context().close();

  await signIn(page, conta);
  await expect(page).toHaveURL("/interno/consultor");
  expect(new Set((await Promise.all(enxurrada)).map((r) => r.status()))).toEqual(new Set([401, 429]));
});
