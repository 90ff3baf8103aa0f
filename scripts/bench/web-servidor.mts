// The production server bench:web measures, its build, and what it compares with: the catalogue saved without
// its scripts, and the framework's floor (a page of Next with nothing of the portal's).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import nextEnv from "@next/env";
// @ts-expect-error: a plain ES module script without type declarations.
import { buildIsCurrent, fingerprint, FINGERPRINT_FILE } from "../demo.mjs";

const NEXT = "node_modules/next/dist/bin/next";
const PRONTO = "o portal já atende";
/** The framework's floor: a Next project of one page (see iniciarPiso). */
export const PISO = "scripts/bench/piso";

/** A port nobody listens on now, from the system. */
export function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function executar(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT, ...args], { stdio: "inherit", env });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`next ${args[0]}: saiu com ${code}`)),
    );
  });
}

/**
 * Builds as `npm run demo` does: a build made from the same sources (the fingerprint demo.mjs writes) is
 * reused, anything else is rebuilt; `reusar` takes whatever .next holds. Says which it was.
 */
export async function garantirBuild(reusar: boolean): Promise<"reaproveitado" | "novo" | "existente"> {
  const root = process.cwd();
  if (reusar) return "existente";
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const print: string = fingerprint(root, process.env, process.env.HUB_DATA_DIR || "data");
  if (buildIsCurrent(root, print)) return "reaproveitado";
  rmSync(path.join(root, FINGERPRINT_FILE), { force: true });
  await executar(["build"], process.env);
  const buildId = readFileSync(path.join(root, ".next/BUILD_ID"), "utf8").trim();
  writeFileSync(path.join(root, FINGERPRINT_FILE), JSON.stringify({ buildId, fingerprint: print }));
  return "novo";
}

export type Servidor = { base: string; parar: () => Promise<void>; pid?: number };

/** `next start` of `args`, ready once its output says `pronto`; `aoParar` runs once it has exited. */
async function iniciarNext(
  args: string[],
  env: NodeJS.ProcessEnv,
  pronto: string,
  aoParar: () => void = () => {},
): Promise<{ parar: Servidor["parar"]; pid: number }> {
  const child: ChildProcess = spawn(process.execPath, [NEXT, "start", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
    env,
  });
  const saiu = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const parar = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await saiu;
    aoParar();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const limite = setTimeout(() => reject(new Error("o servidor não ficou pronto em 180 s")), 180_000);
      child.once("exit", (code) => reject(new Error(`next start saiu com ${code}`)));
      child.stdout!.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes(pronto)) {
          clearTimeout(limite);
          resolve();
        }
      });
    });
  } catch (e) {
    await parar();
    throw e;
  }
  return { parar, pid: child.pid! };
}

/**
 * `next start` on its own fresh embedded database (seeded with the demo data on this first start), ready when
 * the server logs that the database is open, so no measured page waits for the seeding.
 */
export async function iniciarServidor(porta: number): Promise<Servidor> {
  const dados = mkdtempSync(path.join(tmpdir(), "hub-bench-web-"));
  const base = `http://127.0.0.1:${porta}`;
  const env = {
    ...process.env,
    HUB_DATA_DIR: dados,
    NEXTAUTH_URL: base,
    NEXTAUTH_SECRET: randomBytes(32).toString("base64"),
    NEXT_MANUAL_SIG_HANDLE: "1",
  };
  const { parar, pid } = await iniciarNext(["-H", "127.0.0.1", "-p", String(porta)], env, PRONTO, () =>
    rmSync(dados, { recursive: true, force: true }),
  );
  return { base, parar, pid };
}

/**
 * The framework's floor: a page of the same Next and React with nothing of the portal's (scripts/bench/piso: a
 * heading, a paragraph and a link), built apart in seconds (kept with `reusar`) and served by `next start`. What
 * a page scores above it is the portal's to gain; below it, no change to the portal reaches.
 */
export async function iniciarPiso(porta: number, reusar: boolean): Promise<Servidor> {
  if (!reusar || !existsSync(path.join(PISO, ".next/BUILD_ID"))) await executar(["build", PISO], process.env);
  const { parar } = await iniciarNext([PISO, "-H", "127.0.0.1", "-p", String(porta)], process.env, "Ready");
  return { base: `http://127.0.0.1:${porta}`, parar };
}

/** The page's HTML with no script: no inline or external `<script>`, no script preloads. */
export function semScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/**
 * Serves `/` as the visitor's catalogue saved without its scripts, and everything else (styles, fonts,
 * images) from the real server, so the baseline differs from `/` by its JavaScript only.
 */
export async function servirSemJs(
  origem: string,
  porta: number,
): Promise<{ url: string; parar: () => Promise<void> }> {
  const html = semScripts(await (await fetch(`${origem}/`)).text());
  const srv: Server = createServer((req, res) => {
    if (req.url === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
      return;
    }
    fetch(`${origem}${req.url}`)
      .then(async (r) => {
        const tipo = r.headers.get("content-type");
        res.writeHead(r.status, tipo ? { "content-type": tipo } : {}).end(Buffer.from(await r.arrayBuffer()));
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => srv.listen(porta, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${porta}/`,
    parar: () => new Promise<void>((resolve) => srv.close(() => resolve())),
  };
}
