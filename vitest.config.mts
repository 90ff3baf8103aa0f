import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL(".", import.meta.url)),
  // `server-only` throws outside a React Server bundle; under vitest the server modules run in plain Node.
  "server-only": fileURLToPath(new URL("tests/setup/server-only.ts", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // PGlite is CPU-bound: two test files at a time on two cores.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "browser",
          environment: "jsdom",
          include: ["{lib,stores,hooks,services,components}/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/browser.ts"],
          // jsdom drawing antd is CPU-bound: on a loaded 2-core machine a test that takes 1-2 s alone took
          // 5-14 s (three timed out at the 5 s default in one run beside a browser suite and a build).
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["server/**/*.test.ts", "tests/api/**/*.test.ts", "scripts/**/*.test.ts"],
          // One migrated and seeded template per run; each file clones it (tests/setup/template.ts).
          globalSetup: ["tests/setup/template.ts"],
          // The server modules hold no per-test state (each file builds its own app over its own database),
          // so a worker loads them once for all its files instead of once per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
