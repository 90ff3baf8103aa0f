// Lighthouse runs of bench:web, in one Chromium that Playwright starts and Lighthouse drives through its port.
import { chromium, type Browser, type Cookie } from "@playwright/test";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM } from "@/tests/e2e/chromium";

export type Medida = { score: number; tbt: number; lcp: number; cls: number; js: number };

/** Why a run scored what it did, from Lighthouse's diagnostics: what to look at when a page is out of target. */
export type Porque = {
  /** The largest contentful paint's element (its label or selector). */
  lcp: string;
  /** What moved while the page loaded, with each shift's share of the CLS. */
  deslocamentos: { elemento: string; cls: number }[];
  /** The scripts whose main-thread time was longest (ms), and the ones most loaded but not run (KiB). */
  scripts: { url: string; ms: number }[];
  naoUsado: { url: string; kib: number }[];
};

const METRICAS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];
const DIAGNOSTICOS = [
  "largest-contentful-paint-element",
  "layout-shifts",
  "bootup-time",
  "unused-javascript",
  "resource-summary",
];

type Item = Record<string, unknown> & { node?: { nodeLabel?: string; selector?: string } };
const itens = (details: unknown): Item[] => {
  const d = details as { type?: string; items?: unknown[] } | undefined;
  // A "list" holds tables (the LCP element's first); a table holds rows.
  if (d?.type === "list") return itens(d.items?.[0]);
  return (d?.items ?? []) as Item[];
};
const elemento = (i: Item) => i.node?.nodeLabel || i.node?.selector || "?";
/** A script's address without the origin, so the report reads `/_next/static/chunks/…`. */
const curto = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, "");

export type Navegador = {
  browser: Browser;
  porta: number;
  /** Signs in through the login form as the demo user, and gives the session's cookies. */
  entrar: (base: string, usuario: string, senha: string) => Promise<Cookie[]>;
  /** One Lighthouse performance run of `url` with these cookies in the browser (none: a visitor). */
  medir: (
    url: string,
    cookies: Cookie[],
    desktop: boolean,
  ) => Promise<Medida & { porque: Porque; ms: number }>;
};

export async function abrirNavegador(porta: number): Promise<Navegador> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM.executablePath,
    args: [...CHROMIUM.args, `--remote-debugging-port=${porta}`],
  });
  // Lighthouse opens its tab in the browser's default context: its cookies are set there, per run.
  const cdp = await browser.newBrowserCDPSession();

  async function entrar(base: string, usuario: string, senha: string) {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("E-mail ou CPF").fill(usuario);
    await page.getByLabel("Senha").fill(senha);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    // The API token cookie is written by the page once the session arrives.
    await page.waitForFunction(() => document.cookie.includes("hub-token="));
    const cookies = await context.cookies();
    await context.close();
    return cookies;
  }

  async function medir(url: string, cookies: Cookie[], desktop: boolean) {
    await cdp.send("Storage.clearCookies");
    if (cookies.length)
      await cdp.send("Storage.setCookies", {
        cookies: cookies.map(({ name, value, domain, path, httpOnly, secure, sameSite, expires }) => ({
          ...{ name, value, domain, path, httpOnly, secure, sameSite },
          // -1: a cookie for the session only.
          ...(expires > 0 ? { expires } : {}),
        })),
      });
    const result = await lighthouse(
      url,
      {
        port: porta,
        logLevel: "error",
        // The score's five metrics and the diagnostics the report reads: the rest of the category's audits, and
        // the full-page screenshot, only made each run longer.
        onlyAudits: [...METRICAS, ...DIAGNOSTICOS],
        disableFullPageScreenshot: true,
        // The notification stream (opened once a signed-in page has loaded) stays open for good: Lighthouse,
        // waiting for a quiet network, would wait its 45 s limit on every signed-in page. Refused, the stream
        // retries now and then, as it would after a drop, and the page's load is measured as before.
        blockedUrlPatterns: ["*/api/hub/eventos/stream/*"],
      },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse não mediu ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse em ${url}: ${lhr.runtimeError.message}`);
    const numero = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const recursos = (
      lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: numero("total-blocking-time"),
      lcp: numero("largest-contentful-paint"),
      cls: numero("cumulative-layout-shift"),
      js: recursos?.find((r) => r.resourceType === "script")?.transferSize ?? 0,
      ms: lhr.timing.total,
      porque: {
        lcp: itens(lhr.audits["largest-contentful-paint-element"]?.details).map(elemento)[0] ?? "",
        deslocamentos: itens(lhr.audits["layout-shifts"]?.details)
          .slice(0, 3)
          .map((i) => ({ elemento: elemento(i), cls: Number(i.score) })),
        scripts: itens(lhr.audits["bootup-time"]?.details)
          .slice(0, 3)
          .map((i) => ({ url: curto(i.url), ms: Math.round(Number(i.total)) })),
        naoUsado: itens(lhr.audits["unused-javascript"]?.details)
          .slice(0, 3)
          .map((i) => ({ url: curto(i.url), kib: Math.round(Number(i.wastedBytes) / 1024) })),
      },
    };
  }

  return { browser, porta, entrar, medir };
}

/** The median of each figure on its own (five runs: the middle value). */
export function mediana(runs: Medida[]): Medida {
  const meio = (k: keyof Medida) => {
    const v = runs.map((r) => r[k]).sort((a, b) => a - b);
    const m = Math.floor(v.length / 2);
    return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
  };
  return { score: meio("score"), tbt: meio("tbt"), lcp: meio("lcp"), cls: meio("cls"), js: meio("js") };
}
