import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Handler = typeof import("@/server/handler");

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

/** A real upstream Hub API: echoes what it received, refuses bad logins like the real one. */
function startUpstream(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = req.url ?? "";
    if (url.startsWith("/auth/login/")) {
      const creds = body ? (JSON.parse(body) as { password?: string }) : {};
      if (creds.password !== "Demo@1234") {
        res.writeHead(401, { "content-type": "application/json", "x-upstream": "sim" });
        res.end(JSON.stringify({ type: "INVALID_LOGIN", detail: "Usuário ou senha inválidos." }));
        return;
      }
    }
    if (url === "/redirect/") {
      res.writeHead(302, { location: "/outro/" });
      res.end();
      return;
    }
    const echo = JSON.stringify({
      method: req.method,
      url,
      authorization: req.headers.authorization ?? null,
      contentType: req.headers["content-type"] ?? null,
      custom: req.headers["x-custom"] ?? null,
      host: req.headers.host,
      body,
    });
    if (url === "/gzip/") {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(gzipSync(echo));
      return;
    }
    res.writeHead(201, { "content-type": "application/json", "x-upstream": "sim" });
    res.end(echo);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let upstream: Server;
let base: string;
let handler: Handler;

beforeAll(async () => {
  upstream = await startUpstream();
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  // Set before the import, so lib/env sees an external API and no embedded app is created. The api
  // project shares modules between files (isolate: false): another file may have loaded them already.
  vi.stubEnv("HUB_API_URL", base);
  vi.resetModules();
  handler = await import("@/server/handler");
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const loginRequest = (password: string) =>
  new Request("http://localhost/api/hub/auth/login/?x=1", {
    method: "POST",
    headers: {
      authorization: "Bearer abc123",
      "content-type": "application/json",
      "x-custom": "valor",
    },
    body: JSON.stringify({ username: "cliente@hub.example", password }),
  });

describe("passThrough", () => {
  it("forwards method, path without /api/hub, query, headers and body, and returns status and body", async () => {
    const res = await handler.passThrough(loginRequest("Demo@1234"), base);
    expect(res.status).toBe(201);
    expect(res.headers.get("x-upstream")).toBe("sim");
    const echo = await res.json();
    expect(echo).toEqual({
      method: "POST",
      url: "/auth/login/?x=1",
      authorization: "Bearer abc123",
      contentType: "application/json",
      custom: "valor",
      host: new URL(base).host,
      body: JSON.stringify({ username: "cliente@hub.example", password: "Demo@1234" }),
    });
  });

  it("passes a 401 INVALID_LOGIN through unchanged", async () => {
    const res = await handler.passThrough(loginRequest("errada"), base);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(await res.json()).toEqual({ type: "INVALID_LOGIN", detail: "Usuário ou senha inválidos." });
  });

  it("sends no body for GET and accepts a base with a trailing slash or a path", async () => {
    const req = new Request("http://localhost/api/hub/solicitacao/?page=2&search=a%20b", {
      headers: { authorization: "Bearer t" },
    });
    const res = await handler.passThrough(req, `${base}/`);
    expect(await res.json()).toMatchObject({
      method: "GET",
      url: "/solicitacao/?page=2&search=a%20b",
      authorization: "Bearer t",
      body: "",
    });

    const prefixed = await handler.passThrough(
      new Request("http://localhost/api/hub/servico/1/", { method: "DELETE" }),
      `${base}/api/v1/`,
    );
    expect(await prefixed.json()).toMatchObject({ method: "DELETE", url: "/api/v1/servico/1/" });
  });

  it("returns redirects instead of following them", async () => {
    const res = await handler.passThrough(new Request("http://localhost/api/hub/redirect/"), base);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/outro/");
  });

  it("drops content-encoding after fetch has decoded a gzip body", async () => {
    const res = await handler.passThrough(new Request("http://localhost/api/hub/gzip/"), base);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toMatchObject({ method: "GET", url: "/gzip/" });
  });

  it("answers 502 with a pt-BR detail when the upstream is unreachable", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const res = await handler.passThrough(loginRequest("Demo@1234"), `http://127.0.0.1:${port}`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      detail: "A API do Hub não respondeu. Tente novamente em instantes.",
    });
  });
});

describe("handleHub with HUB_API_URL", () => {
  it("sends calls to the external API", async () => {
    const res = await handler.handleHub(loginRequest("errada"));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ type: "INVALID_LOGIN" });

    const ok = await handler.handleHub(loginRequest("Demo@1234"));
    expect(await ok.json()).toMatchObject({ url: "/auth/login/?x=1", authorization: "Bearer abc123" });
  });
});
