import { request as httpRequest } from "node:http";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { entrarComo } from "./support";

// The HTTP edge on the real server (DESIGN §3): security headers on pages and API, methods Next does not
// know, next-auth's callback. The pages must still work under their Content-Security-Policy.

const politica = (valor: string | undefined) =>
  Object.fromEntries(
    (valor ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );

/** A raw request, for methods fetch refuses to send (TRACE). */
const bruto = (baseURL: string, method: string, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { method }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });

test("pages carry a nonce'd script policy that their own scripts satisfy, and the other security headers", async ({
  page,
}) => {
  const violacoes: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violacoes.push(m.text());
  });
  const res = await page.goto("/");
  const headers = res!.headers();
  const csp = politica(headers["content-security-policy"]);
  const nonce = csp["script-src"].find((v) => v.startsWith("'nonce-"))!.slice(7, -1);
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"]).toBeUndefined();
  // Every script of the page is nonce'd with this response's nonce, and the page works.
  const scripts = await page
    .locator("script")
    .evaluateAll((s) => s.map((e) => (e as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((n) => n === nonce)).toBe(true);
  await expect(page.locator('a[href^="/servicos/"]').first()).toBeVisible();
  // Another response, another nonce.
  const outra = politica((await page.request.get("/login")).headers()["content-security-policy"]);
  expect(outra["script-src"]).not.toContain(`'nonce-${nonce}'`);
  // A signed-in page with antd's styles and modals works under the policy too.
  await entrarComo(page, "gestor@hub.example");
  await page.goto("/interno/solicitacoes");
  await expect(page.locator(".tabela-linha").first()).toBeVisible();
  expect(violacoes).toEqual([]);
});

test("the API carries a policy that allows nothing, and HSTS comes only over HTTPS", async ({ request }) => {
  const res = await request.get("/api/hub/servico/");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  const https = await request.get("/api/hub/servico/", { headers: { "x-forwarded-proto": "https" } });
  expect(https.headers()["strict-transport-security"]).toContain("max-age=");
});

test("unknown methods get 405 and next-auth's credentials callback by GET a 4xx, never a 500", async ({
  baseURL,
}) => {
  for (const path of ["/api/hub/servico/", "/"]) {
    const trace = await bruto(baseURL!, "TRACE", path);
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body)).toEqual({ detail: "Método não permitido." });
  }
  const callback = await bruto(baseURL!, "GET", "/api/auth/callback/credentials");
  expect(callback.status).toBe(405);
});
