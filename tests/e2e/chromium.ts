/**
 * Debian's Chromium as the browser tests and bench:web (scripts/bench) start it: headless, with nothing of its
 * own running in the background (updates, sync, QUIC probes) to slow a page or disturb a measurement.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
