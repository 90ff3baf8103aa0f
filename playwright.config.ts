import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM } from "./tests/e2e/chromium";
import { SERVIDORES, TRABALHADORES } from "./tests/e2e/servidores";

/** The demo database a run makes once; each server's folder starts as a copy of it. */
const SEMENTE = ".e2e-data/semente";

export default defineConfig({
  testDir: "tests/e2e",
  // Each worker has its own server and database (tests/e2e/servidores.ts): the spec files spread over the
  // workers as they free up, and the tests of one file run in order, in one worker, on one server.
  fullyParallel: false,
  // A measurement, not a check of behaviour: the whole sale's click count (`npm run bench:cliques`, about 3 to
  // 7 minutes) stays out of the test command, as the other benchmarks do.
  grepInvert: process.env.HUB_MEDIR ? undefined : /@medida/,
  workers: TRABALHADORES,
  // One retry: CI's slower machine once lost a click in a test that passes alone every time (the payment
  // link's declined card); a test failing twice still fails the run, and the list reports it as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    // An action waiting for an element that never comes fails on its own, not at the test's timeout: the
    // report then names the step (the quotation chain's test allows itself six minutes).
    actionTimeout: 20_000,
    trace: "retain-on-failure",
    launchOptions: CHROMIUM,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // Per worker, `next start` on a fresh embedded database in its own folder, so every run begins from the demo
  // data (with the yearly request limit lifted: scripts/e2e-banco.mts). Playwright starts the servers one
  // after the other, each once the one before answers: the first makes the demo database once (SEMENTE), and
  // each server starts on a copy of it, instead of each seeding its own in turn (72 s apiece on a loaded
  // machine).
  webServer: SERVIDORES.map(({ url, porta, dados }, i) => ({
    command: [
      ...(i === 0
        ? [
            `rm -rf ${SEMENTE}`,
            `node --conditions=react-server --import tsx scripts/e2e-banco.mts ${SEMENTE}`,
          ]
        : []),
      `rm -rf ${dados}`,
      `cp -r ${SEMENTE} ${dados}`,
      "npm start",
    ].join(" && "),
    url: `${url}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(porta),
      HUB_DATA_DIR: dados,
      // tests/e2e/support.ts `adiantarRelogio` writes here to let a deadline pass.
      HUB_RELOGIO_ARQUIVO: `${dados}/relogio`,
      NEXTAUTH_URL: url,
      NEXTAUTH_SECRET: "e2e-only-secret-not-for-production-0123456789",
      NEXT_PUBLIC_SESSION_POLL_SECONDS: "300",
    },
  })),
});
