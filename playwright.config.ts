import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM } from "./tests/e2e/chromium";

// E2E_PORT lets two checkouts of the repo run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // One retry: CI's slower machine once lost a click in a test that passes alone every time (the payment
  // link's declined card); a test failing twice still fails the run, and the list reports it as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    // An action waiting for an element that never comes fails on its own, not at the test's timeout: the
    // report then names the step (the quotation chain's test allows itself six minutes).
    actionTimeout: 20_000,
    trace: "retain-on-failure",
    launchOptions: CHROMIUM,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // `next start` on a fresh embedded database in its own folder, so every run begins from the demo data
  // (with the yearly request limit lifted: scripts/e2e-banco.mts).
  webServer: {
    command:
      "rm -rf .e2e-data && node --conditions=react-server --import tsx scripts/e2e-banco.mts .e2e-data && npm start",
    url: `${baseURL}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HUB_DATA_DIR: ".e2e-data",
      // tests/e2e/support.ts `adiantarRelogio` writes here to let a deadline pass.
      HUB_RELOGIO_ARQUIVO: ".e2e-data/relogio",
      NEXTAUTH_URL: baseURL,
      NEXTAUTH_SECRET: "e2e-only-secret-not-for-production-0123456789",
      NEXT_PUBLIC_SESSION_POLL_SECONDS: "300",
    },
  },
});
