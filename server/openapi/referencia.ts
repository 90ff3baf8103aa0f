import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// The API reference page (/api/hub/docs): Scalar's standalone bundle, served from node_modules by the portal
// itself (no CDN: it works offline) and loaded by this page alone, so no other page's JavaScript grows.
const PACOTE = path.join(process.cwd(), "node_modules", "@scalar", "api-reference");
const BUNDLE = path.join(PACOTE, "dist", "browser", "standalone.js");

const CAMINHO_DA_REFERENCIA = "/api/hub/docs";
const DOCUMENTO = "/api/hub/openapi.json";

/**
 * The page's own policy: the API's (nothing at all) would block the viewer. Its script is the bundle from
 * this origin; Scalar writes its styles inline; it reads the document and sends "try it" calls to this origin
 * only, so nothing leaves the portal (no fonts, telemetry or proxy from outside).
 */
export const CSP_DA_REFERENCIA = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The portal's accent, and text colours that reach WCAG AA (4.5:1) on Scalar's light backgrounds: its own
 * grey for secondary text and its method colours (POST's green, PUT's orange, DELETE's red) fall under it.
 */
const CORES = `.light-mode {
  --scalar-color-accent: #11488f;
  --scalar-color-3: #6b6b6b;
  --scalar-color-green: #007a4d;
  --scalar-color-orange: #b84000;
  --scalar-color-red: #c40000;
  --scalar-color-yellow: #8a6100;
  --scalar-color-blue: #0b5cad;
  --scalar-color-purple: #6b3fa0;
}`;

/** Scalar's settings: in Portuguese, the portal's colours, no outside fonts, telemetry, AI chat or MCP. */
const CONFIGURACAO = {
  localization: { locale: "pt" },
  modelsSectionLabel: "Esquemas",
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  hideDarkModeToggle: true,
  documentDownloadType: "json",
  authentication: { preferredSecurityScheme: "bearer" },
  customCss: CORES,
};

const atributo = (texto: string) =>
  texto.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

let versao: Promise<string> | undefined;
/** Scalar's version, in the bundle's address: a new version is a new address, so browsers keep it for long. */
const versaoDoBundle = () =>
  (versao ??= readFile(path.join(PACOTE, "package.json"), "utf8").then(
    (t) => JSON.parse(t).version as string,
  ));

export const bundleDaReferencia = () => readFile(BUNDLE);

export async function paginaDaReferencia() {
  const bundle = `${CAMINHO_DA_REFERENCIA}/scalar.js?v=${await versaoDoBundle()}`;
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Referência da API · Hub</title>
    <link rel="icon" href="/icon.svg" />
  </head>
  <body>
    <noscript>
      <h1>Referência da API do Hub</h1>
      <p>Esta página precisa de JavaScript. O documento OpenAPI está em <a href="${DOCUMENTO}">${DOCUMENTO}</a>.</p>
    </noscript>
    <script id="api-reference" type="application/json" data-url="${DOCUMENTO}" data-configuration="${atributo(JSON.stringify(CONFIGURACAO))}"></script>
    <script src="${bundle}"></script>
  </body>
</html>
`;
}
