import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL(".", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // API test files each migrate their own in-memory database; PGlite is CPU-bound, two at a time on two cores.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "browser",
          environment: "jsdom",
          include: ["{lib,stores,hooks,services,components}/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/setup/browser.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          include: ["server/**/*.test.ts", "tests/api/**/*.test.ts"],
          setupFiles: ["tests/setup/server.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
