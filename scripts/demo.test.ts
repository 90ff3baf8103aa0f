import { spawn, type ChildProcess } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations.
import { buildIsCurrent, fingerprint, FINGERPRINT_FILE } from "./demo.mjs";

const REPO = path.resolve(__dirname, "..");

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe("npm run demo: is the build in .next current?", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "hub-demo-build-"));
    write(root, "app/page.tsx", "export default 1;");
    write(root, "package-lock.json", "{}");
    write(root, ".env.local", "NEXTAUTH_SECRET=x\n");
    write(root, "data/base/1", "a");
    write(root, "node_modules/x/index.js", "a");
    write(root, "tests/e2e/a.spec.ts", "a");
    write(root, "lib/a.test.ts", "a");
    write(root, "README.md", "a");
    write(root, ".next/BUILD_ID", "build-1");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("changes with the sources, the .env files and NEXT_PUBLIC_* values, not with the database, tests or docs", () => {
    const before = fingerprint(root, { PORT: "3000" });
    for (const file of [
      "data/base/1",
      "node_modules/x/index.js",
      "tests/e2e/a.spec.ts",
      "lib/a.test.ts",
      "README.md",
    ])
      write(root, file, "b");
    write(root, ".next/other", "b");
    expect(fingerprint(root, { PORT: "4000" })).toBe(before);

    expect(fingerprint(root, { NEXT_PUBLIC_SESSION_POLL_SECONDS: "0" })).not.toBe(before);
    write(root, ".env.local", "NEXTAUTH_SECRET=x\nNEXT_PUBLIC_API_URL=/x\n");
    expect(fingerprint(root, {})).not.toBe(before);
    write(root, ".env.local", "NEXTAUTH_SECRET=x\n");
    write(root, "app/page.tsx", "export default 2;");
    expect(fingerprint(root, {})).not.toBe(before);
    write(root, "app/page.tsx", "export default 1;");
    expect(fingerprint(root, {})).toBe(before);
    // HUB_DATA_DIR elsewhere in the repo is skipped too.
    write(root, "db/base/1", "a");
    expect(fingerprint(root, {}, "db")).toBe(before);
  });

  it("reuses only a build this launcher made from the same sources", () => {
    const print = fingerprint(root, {});
    expect(buildIsCurrent(root, print)).toBe(false);
    write(root, FINGERPRINT_FILE, JSON.stringify({ buildId: "build-1", fingerprint: print }));
    expect(buildIsCurrent(root, print)).toBe(true);
    expect(buildIsCurrent(root, fingerprint(root, { NEXT_PUBLIC_X: "1" }))).toBe(false);
    // `next build` run directly (npm run test:e2e) leaves a build whose sources nobody recorded.
    write(root, ".next/BUILD_ID", "build-2");
    expect(buildIsCurrent(root, print)).toBe(false);
  });
});

/**
 * The launcher as `npm run demo` runs it, in a copy of the repo's package.json and scripts whose .next is
 * marked current, so no build runs. `next start` is a stand-in that does what it does for our code: hold the
 * port and run the server's start hook (server/start.ts, as instrumentation.ts loads it) on an embedded
 * database of its own.
 */
describe("npm run demo: stopping through its PID", () => {
  let root: string;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "hub-demo-run-"));
    dataDir = path.join(root, "db");
    copyFileSync(path.join(REPO, "package.json"), path.join(root, "package.json"));
    for (const f of ["demo.mjs", "demo-env.mjs"])
      write(root, `scripts/${f}`, readFileSync(path.join(__dirname, f), "utf8"));
    write(root, ".env.local", "NEXTAUTH_SECRET=test-only\n");
    mkdirSync(path.join(root, "node_modules"));
    symlinkSync(path.join(REPO, "node_modules/@next"), path.join(root, "node_modules/@next"));
    write(
      root,
      "node_modules/next/dist/bin/next",
      `const { createServer } = require("node:http");
const [command, , host] = process.argv.slice(2);
console.log("next " + process.argv.slice(2).join(" "));
if (command !== "start") process.exit(1);
createServer((_, res) => res.end("ok")).listen(Number(process.env.PORT), host, () => {
  process.chdir(${JSON.stringify(REPO)});
  void require(${JSON.stringify(path.join(REPO, "server/start.ts"))}).start();
});
`,
    );
    env = {
      // As `next start` runs: production, so the secret the launcher reads from .env.local is required.
      NODE_ENV: "production",
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? root,
      PORT: String(await freePort()),
      HUB_DATA_DIR: dataDir,
      // Reference data only: the demo data would add seconds and test nothing more here.
      HUB_DEMO: "0",
      // What Next gives server code: TypeScript with the repo's paths, and `server-only` allowed.
      NODE_OPTIONS: `--conditions=react-server --import=${pathToFileURL(path.join(REPO, "node_modules/tsx/dist/loader.mjs")).href}`,
      TSX_TSCONFIG_PATH: path.join(REPO, "tsconfig.json"),
    };
    write(root, ".next/BUILD_ID", "test");
    write(
      root,
      FINGERPRINT_FILE,
      JSON.stringify({ buildId: "test", fingerprint: fingerprint(root, env, dataDir) }),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function startAndStop(command: string[], signal: NodeJS.Signals) {
    // Its own process group, so a failed stop leaves nothing behind.
    const proc = spawn(command[0], command.slice(1), {
      cwd: root,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    proc.stdout!.on("data", (d) => (out += d));
    proc.stderr!.on("data", (d) => (out += d));
    let running = true;
    const exited = new Promise<number | null>((ok) =>
      proc.on("exit", (code) => {
        running = false;
        ok(code);
      }),
    );
    try {
      await until(
        () => out.includes("banco de dados pronto"),
        () => running,
        () => out,
      );
      proc.kill(signal);
      return { code: await Promise.race([exited, sleep(5_000).then(() => "still running")]), out };
    } finally {
      kill(proc);
    }
  }

  it("SIGTERM to the PID npm shows closes the database and frees the port", { timeout: 90_000 }, async () => {
    const { code, out } = await startAndStop(["npm", "run", "demo"], "SIGTERM");
    expect(code, out).toBe(0);
    expect(out).toContain("reaproveitado");
    expect(out).toContain("next start -H 127.0.0.1");
    expect(out).toContain("Hub: preparando o banco de dados…");
    expect(out).toContain("Hub: banco de dados fechado.");
    expect(await portIsFree(Number(env.PORT))).toBe(true);
    expect(pgControlState(dataDir)).toBe(DB_SHUTDOWNED);
  });

  it(
    "SIGINT to the launcher's node PID does the same, and the database reopens",
    { timeout: 90_000 },
    async () => {
      const { code, out } = await startAndStop(["node", "scripts/demo.mjs"], "SIGINT");
      expect(code, out).toBe(0);
      expect(out).toContain("Hub: banco de dados fechado.");
      expect(await portIsFree(Number(env.PORT))).toBe(true);
      expect(pgControlState(dataDir)).toBe(DB_SHUTDOWNED);
      const db = await PGlite.create(dataDir);
      try {
        expect(
          (await db.query<{ n: number }>("select count(*)::int as n from grupo")).rows[0].n,
        ).toBeGreaterThan(0);
      } finally {
        await db.close();
      }
    },
  );
});

// PostgreSQL's pg_control keeps the cluster's state at byte 16: 1 after a clean shutdown, 6 while open (what
// a process killed without closing PGlite leaves behind, to be crash-recovered at the next start).
const DB_SHUTDOWNED = 1;
const pgControlState = (dataDir: string) =>
  readFileSync(path.join(dataDir, "global/pg_control")).readInt32LE(16);

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

async function until(ready: () => boolean, running: () => boolean, log: () => string) {
  while (!ready()) {
    if (!running()) throw new Error(`exited before it was ready:\n${log()}`);
    await sleep(100);
  }
}

function kill(proc: ChildProcess) {
  try {
    process.kill(-proc.pid!, "SIGKILL");
  } catch {
    // The whole group already exited.
  }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on("error", fail);
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const server = createServer()
      .once("error", () => ok(false))
      .listen(port, "127.0.0.1", () => server.close(() => ok(true)));
  });
}
