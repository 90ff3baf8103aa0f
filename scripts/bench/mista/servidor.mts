// `next start` over the bench's PostgreSQL database (bench:mista through HTTP): the production build
// (web-servidor.mts's garantirBuild) serving the same seeded data the in-process run used, ready when the
// server logs that the portal answers.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

const PRONTO = "o portal já atende";

/** Its pid and those of the processes it started (Next's own workers): whose CPU is the server's. */
const familia = (pid: number) => {
  try {
    const filhos = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
    return [pid, ...(filhos ? filhos.split(" ").map(Number) : [])];
  } catch {
    return [pid];
  }
};

export async function iniciarNoBanco(url: string, porta: number) {
  const base = `http://127.0.0.1:${porta}`;
  const filho = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(porta)],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        DATABASE_URL: url,
        HUB_DEMO: "0",
        NEXTAUTH_URL: base,
        NEXTAUTH_SECRET: randomBytes(32).toString("base64"),
        NEXT_MANUAL_SIG_HANDLE: "1",
      },
    },
  );
  const saiu = new Promise<void>((resolve) => filho.once("exit", () => resolve()));
  const parar = async () => {
    if (filho.exitCode === null) filho.kill("SIGTERM");
    await saiu;
  };
  await new Promise<void>((resolve, reject) => {
    const limite = setTimeout(() => reject(new Error("o servidor não ficou pronto em 180 s")), 180_000);
    filho.once("exit", (code) => reject(new Error(`next start saiu com ${code}`)));
    filho.stdout!.on("data", (chunk: Buffer) => {
      if (!chunk.toString().includes(PRONTO)) return;
      clearTimeout(limite);
      resolve();
    });
  }).catch(async (e) => {
    await parar();
    throw e;
  });
  return { base, parar, pids: () => familia(filho.pid!) };
}
