import type { NextConfig } from "next";
import { CABECALHOS_SEGURANCA, CSP_API, HSTS } from "./lib/seguranca";

const nextConfig: NextConfig = {
  // PGlite ships its own WASM and data files; bundling it breaks their relative loading.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // The Hub API contract writes every path with a trailing slash; Next must not redirect it away.
  skipTrailingSlashRedirect: true,
  // `npm run typecheck` checks types once for the whole repo; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Browsers and crawlers ask for /favicon.ico whatever the page links; it is the app's icon (app/icon.svg).
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
  // Pages get their nonce'd policy from proxy.ts; these go on every response, static files included.
  async headers() {
    return [
      { source: "/:path*", headers: CABECALHOS_SEGURANCA },
      // The API reference page (/api/hub/docs) runs a viewer under a policy of its own.
      { source: "/api/:path((?!hub/docs).*)", headers: [{ key: "Content-Security-Policy", value: CSP_API }] },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [HSTS],
      },
    ];
  },
};

export default nextConfig;
