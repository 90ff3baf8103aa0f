import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { confirmarAcao, signedIn, VIEWPORTS, violacoes } from "./support";

// Issue 46, item 3: an administrator registers a user and hands over the password link; the user opens it in a
// browser of its own (no session), sets the password, is signed in and lands on its home; the link then opens
// nothing; deactivated by the administrator, the user is signed out at its next call. The users' list, filtered,
// then exports exactly that user.

const NOVOS = {
  1366: { nome: "Otávio", email: "otavio.ramos@hub.example", cpf: "932.453.316-90" },
  375: { nome: "Yara", email: "yara.ramos@hub.example", cpf: "293.058.148-40" },
} as const;
const SENHA = "Primeira2026";

for (const { name, viewport } of VIEWPORTS) {
  test(`at ${name} an admin registers a user, who sets the password by the link, signs in and is signed out when deactivated`, async ({
    browser,
  }) => {
    const novo = NOVOS[viewport.width as keyof typeof NOVOS];
    const admin = await signedIn(browser, "admin@hub.example");
    await admin.setViewportSize(viewport);
    await admin.goto("/admin/usuarios");
    await expect(admin.getByRole("heading", { level: 1, name: "Usuários" })).toBeVisible();
    await expect(admin.getByRole("link", { name: "Camila Teixeira" }).first()).toBeVisible();
    await admin.getByRole("link", { name: "Novo usuário" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Novo usuário" })).toBeVisible();
    expect(await violacoes(admin)).toEqual([]);

    await admin.getByLabel("Nome", { exact: true }).fill(novo.nome);
    await admin.getByLabel("Sobrenome").fill("Ramos");
    await admin.getByLabel("E-mail").fill(novo.email);
    // A CPF with wrong check digits is refused on its field before anything is sent.
    await admin.getByLabel("CPF").fill("932.453.316-91");
    await admin.getByRole("button", { name: "Cadastrar" }).click();
    await expect(admin.getByText("CPF inválido.")).toBeVisible();
    await admin.getByLabel("CPF").fill(novo.cpf);
    await admin.getByRole("checkbox", { name: "Consultor" }).check();
    await admin.getByRole("button", { name: "Cadastrar" }).click();

    const dialogo = admin.getByRole("dialog", { name: "Link para definir a senha" });
    await expect(dialogo).toBeVisible();
    const url = await dialogo.getByRole("textbox", { name: "Link para definir a senha" }).inputValue();
    expect(url).toMatch(/\/definir-senha\/[\w-]{40,}$/);
    await expect(dialogo.getByText(/Vale uma vez, por 72 horas/)).toBeVisible();
    await dialogo.getByRole("button", { name: /Copiar/ }).click();
    expect(await violacoes(admin)).toEqual([]);
    await dialogo.getByRole("button", { name: /fechar|close/i }).click();
    await expect(dialogo).toBeHidden();
    await admin.getByRole("link", { name: "abrir o cadastro" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: `${novo.nome} Ramos` })).toBeVisible();
    await expect(admin.getByText("Cadastro criado")).toBeVisible();
    expect(await violacoes(admin)).toEqual([]);

    // The user, in a browser of its own with no session.
    const contexto = await browser.newContext({ viewport });
    const usuario = await contexto.newPage();
    const caminho = new URL(url).pathname;
    await usuario.goto(caminho);
    await expect(usuario.getByRole("heading", { level: 1, name: "Definir a sua senha" })).toBeVisible();
    await expect(usuario.getByText(novo.email)).toBeVisible();
    expect(await violacoes(usuario)).toEqual([]);
    await usuario.getByLabel("Nova senha", { exact: true }).fill("curta");
    await usuario.getByLabel("Repita a nova senha").fill("curta");
    await usuario.getByRole("button", { name: "Definir senha e entrar" }).click();
    await expect(usuario.getByText("Use ao menos 8 caracteres.", { exact: true })).toBeVisible();
    await usuario.getByLabel("Nova senha", { exact: true }).fill(SENHA);
    await usuario.getByLabel("Repita a nova senha").fill(SENHA);
    await usuario.getByRole("button", { name: "Definir senha e entrar" }).click();
    await expect(usuario).toHaveURL(/\/interno/);
    await expect(usuario.getByRole("heading", { level: 1 })).toBeVisible();

    // Spent: the link opens nothing any more.
    const outra = await contexto.newPage();
    await outra.goto(caminho);
    await expect(outra.getByRole("heading", { level: 1, name: "Link indisponível" })).toBeVisible();
    await expect(outra.getByText(/expirou ou já foi usado/)).toBeVisible();
    await expect(outra.getByRole("textbox")).toHaveCount(0);
    await outra.close();

    // Deactivated, the user's next call signs it out.
    await confirmarAcao(admin, admin.getByRole("button", { name: "Desativar" }));
    await expect(admin.getByText("Inativo")).toBeVisible();
    await usuario.reload();
    await expect(usuario).toHaveURL(/\/login/);
    await contexto.close();

    // The list, filtered in its URL, exports exactly the rows it shows.
    await admin.goto(`/admin/usuarios?grupos=consultor&search=${encodeURIComponent(novo.email)}`);
    await expect(admin.getByText("1 usuário(s)")).toBeVisible();
    await expect(admin.getByRole("link", { name: `${novo.nome} Ramos` })).toBeVisible();
    expect(await violacoes(admin)).toEqual([]);
    const baixado = admin.waitForEvent("download");
    await admin.getByRole("button", { name: "Exportar planilha" }).click();
    const download = await baixado;
    expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load((await readFile(await download.path())) as never);
    const linhas: unknown[][] = [];
    livro.worksheets[0].eachRow((row) => linhas.push((row.values as unknown[]).slice(1)));
    expect(linhas.map((l) => l.slice(0, 2))).toEqual([
      ["Nome", "E-mail"],
      [`${novo.nome} Ramos`, novo.email],
      ["Total: 1 usuário"],
    ]);
    expect(linhas[1][4]).toBe("Inativo");
  });
}
