import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { VIEWPORTS, violacoes } from "./support";

// The API reference (issue 47 item 6): public, offline (every request stays on the portal), under its own
// Content-Security-Policy, and its viewer in no other page's JavaScript.

const RESUMO = "Marca todas as notificações como vistas";

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`API reference at ${name}`, () => {
    test.use({ viewport });

    test("opens without a session and finds an operation by its summary", async ({ page, baseURL }) => {
      const fora: string[] = [];
      const bloqueios: string[] = [];
      page.on("request", (r) => {
        if (!/^(data|blob):/.test(r.url()) && new URL(r.url()).origin !== baseURL) fora.push(r.url());
      });
      page.on("console", (m) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) bloqueios.push(m.text());
      });
      const res = await page.goto("/api/hub/docs");
      expect(res!.status()).toBe(200);
      expect(res!.headers()["content-security-policy"]).toContain("script-src 'self'");
      // A fresh server's first call opens its database and generates the document, and the viewer is a
      // large script: on a loaded machine that took over the 15 s default once.
      await expect(page.getByRole("heading", { level: 1, name: "Hub API" })).toBeVisible({ timeout: 60_000 });
      // The viewer speaks Portuguese, and names the domains as the document does.
      if (viewport.width < 600) await page.getByRole("button", { name: "Abrir Menu" }).click();
      await expect(
        page.getByRole("button", { name: "Abrir Grupo - Editais de credenciamento" }),
      ).toBeVisible();
      await page.getByRole("button", { name: /Abrir Busca/ }).click();
      await page.getByRole("combobox").fill(RESUMO);
      await page.getByRole("option", { name: new RegExp(RESUMO) }).click();
      await expect(page).toHaveURL(/#tag\/notificacao\/PUT\/api\/hub\/notificacao\/visto\/todos\/$/);
      await expect(page.getByRole("heading", { name: RESUMO })).toBeInViewport();
      await expect(page.getByText("Permissão: Qualquer usuário com sessão.").first()).toBeVisible();

      // Scalar clips a long answer's description in a scrolling box that takes no focus (axe's
      // scrollable-region-focusable, serious): the viewer's markup, which neither its settings nor styles change.
      expect(await violacoes(page, { excluir: ".response-card-footer" })).toEqual([]);
      expect(fora).toEqual([]);
      expect(bloqueios).toEqual([]);
    });
  });
}

test("the viewer is in no page's JavaScript but the reference's own", async ({ page }) => {
  const estaticos = path.join(".next", "static");
  const arquivos = readdirSync(estaticos, { recursive: true, encoding: "utf8" }).filter((a) =>
    a.endsWith(".js"),
  );
  expect(arquivos.length).toBeGreaterThan(0);
  expect(
    arquivos.filter((a) => readFileSync(path.join(estaticos, a), "utf8").includes("createApiReference")),
  ).toEqual([]);
  const carregados: string[] = [];
  page.on("request", (r) => carregados.push(new URL(r.url()).pathname));
  await page.goto("/");
  await expect(page.locator('a[href^="/servicos/"]').first()).toBeVisible();
  expect(carregados.filter((p) => p.startsWith("/api/hub/docs"))).toEqual([]);
});
