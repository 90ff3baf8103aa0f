import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships its own WASM and data files; bundling it breaks their relative loading.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // The Hub API contract writes every path with a trailing slash; Next must not redirect it away.
  skipTrailingSlashRedirect: true,
  // `npm run typecheck` checks types once for the whole repo; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
