#!/usr/bin/env node
// `npm run demo`: the portal in production mode as one process to stop. It gives the clone its secret, builds
// only when the sources changed since its last build, and runs `next start` as its child, passing SIGINT and
// SIGTERM on so the server closes the database before both exit. package.json runs it through `exec`: no shell
// (which would die and leave the server running) stands between npm, which passes those signals to its child,
// and this process, so signalling npm's PID or this one stops the demo alike.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
// Next's own .env loader (installed with next), so this launcher sees the same settings `next start` will.
import nextEnv from "@next/env";

const NEXT = "node_modules/next/dist/bin/next";
/** Written into .next/ after a build this launcher ran: that build's BUILD_ID and the sources it came from. */
export const FINGERPRINT_FILE = ".next/hub-fingerprint.json";
// Top-level folders that are not inputs of `next build`: dependencies (package-lock.json stands for them),
// outputs, the default database folder and tests. Folders whose names start with a dot (.git, .next,
// .e2e-data) are skipped too.
const NOT_SOURCE = ["node_modules", "data", "tests", "coverage", "test-results", "playwright-report"];
// Files the build never reads, or writes itself (next-env.d.ts), or that typecheck writes (*.tsbuildinfo).
const NOT_SOURCE_FILE = /(\.test\.[cm]?tsx?|\.md|\.tsbuildinfo|^next-env\.d\.ts)$/;

/**
 * A hash of what `next build` reads from the repo (file paths and contents, .env files included) and of the
 * NEXT_PUBLIC_* values it inlines into the browser code. `dataDir` (HUB_DATA_DIR) is left out: a database
 * inside the repo changes at every start.
 */
export function fingerprint(root, env, dataDir = "data") {
  const hash = createHash("sha256");
  const skipped = new Set([...NOT_SOURCE, dataDir].map((d) => path.resolve(root, d)));
  const walk = (dir) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith(".") && !skipped.has(full)) walk(full);
      } else if (entry.isFile() && !NOT_SOURCE_FILE.test(entry.name)) {
        hash
          .update(`${path.relative(root, full)}\0`)
          .update(readFileSync(full))
          .update("\0");
      }
    }
  };
  walk(root);
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith("NEXT_PUBLIC_"))
    .sort())
    hash.update(`${key}=${env[key]}\0`);
  return hash.digest("hex");
}

/** The build in .next is current when this launcher made it (same BUILD_ID) from sources with `print`. */
export function buildIsCurrent(root, print) {
  let stored, buildId;
  try {
    stored = JSON.parse(readFileSync(path.join(root, FINGERPRINT_FILE), "utf8"));
    buildId = readFileSync(path.join(root, ".next/BUILD_ID"), "utf8").trim();
  } catch {
    // No build, or one made by `next build` directly: nothing says which sources it came from.
    return false;
  }
  return stored.buildId === buildId && stored.fingerprint === print;
}

let child = null;
let stopping = false;

/** Runs `next <args>` as the current child; resolves with its exit code (128 + n when a signal ended it). */
function next(args, env) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, [NEXT, ...args], { stdio: "inherit", env });
    child.on("exit", (code, signal) => {
      child = null;
      resolve(code ?? 128 + constants.signals[signal]);
    });
  });
}

async function main() {
  const root = process.cwd();
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      // Ctrl+C in a terminal reaches the child directly too; one signal passed on is enough.
      if (stopping) return;
      stopping = true;
      if (child) child.kill(signal);
      else process.exit(128 + constants.signals[signal]);
    });
  }
  await import("./demo-env.mjs");
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const env = process.env;

  const print = fingerprint(root, env, env.HUB_DATA_DIR || "data");
  if (buildIsCurrent(root, print)) console.log("demo: o build em .next está em dia; reaproveitado.");
  else {
    console.log("demo: o código mudou desde o último build (ou não há build); gerando o build…");
    rmSync(path.join(root, FINGERPRINT_FILE), { force: true });
    const code = await next(["build"], env);
    if (code !== 0 || stopping) process.exit(code);
    const buildId = readFileSync(path.join(root, ".next/BUILD_ID"), "utf8").trim();
    writeFileSync(path.join(root, FINGERPRINT_FILE), JSON.stringify({ buildId, fingerprint: print }));
  }

  // Only this machine by default: the demo has public demo accounts. `npm run demo -- -H 0.0.0.0` opens it.
  const args = process.argv.slice(2);
  const host = args.some((a) => /^(-H|--hostname)(=|$)/.test(a)) ? [] : ["-H", "127.0.0.1"];
  // NEXT_MANUAL_SIG_HANDLE=1: the server's own handlers (server/start.ts) close the database, then exit.
  process.exit(await next(["start", ...host, ...args], { ...env, NEXT_MANUAL_SIG_HANDLE: "1" }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
