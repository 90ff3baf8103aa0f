import { describe, expect, it } from "vitest";
import { GROUPS } from "@/lib/roles";
import { ACOES } from "@/server/authz/acoes";
import { GUARDED_ROUTES } from "@/server/lib/endpoint";
import { usarApiDeTeste } from "@/tests/setup/api";

// The HTTP edge (DESIGN §3): hostile input never reaches a handler as anything but a 400 or a 413.
const api = usarApiDeTeste();

const HOSTIS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];
type Operacao = {
  requestBody?: { content: Record<string, unknown> };
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
};

/**
 * Every route of the OpenAPI document, with a demo user allowed to call it and its ids set to 1 (a parameter
 * that names one of a few things, its first), so the keys are what the route refuses.
 */
async function rotas() {
  // The document is not a path of the contract it describes.
  const doc = (await api.raw("GET", "/openapi.json")).body as {
    paths: Record<string, Record<string, Operacao>>;
  };
  return Object.entries(doc.paths).flatMap(([modelo, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const path = modelo.replace(/^\/api\/hub/, "");
      const acesso = ACOES[GUARDED_ROUTES.get(`${method.toUpperCase()} ${path}`)!];
      const grupo = typeof acesso === "string" ? (acesso === "public" ? null : "cliente") : acesso[0];
      return {
        method: method.toUpperCase(),
        path: path.replace(
          /\{([^}]+)\}/g,
          (_, nome: string) =>
            op.parameters?.find((p) => p.in === "path" && p.name === nome)?.schema?.enum?.[0] ?? "1",
        ),
        grupo,
        json: Boolean(op.requestBody?.content["application/json"]),
      };
    }),
  );
}

async function tokens() {
  const out: Record<string, string> = {};
  for (const grupo of GROUPS) out[grupo] = await api.login(`${grupo}@hub.example`);
  return out;
}

describe("hostile keys", () => {
  it("answers 400 in the error shape, naming the key, for every route's query and JSON body", async () => {
    const token = await tokens();
    const todas = await rotas();
    expect(todas.length).toBeGreaterThan(90);
    const erros: string[] = [];
    for (const rota of todas) {
      const opts = rota.grupo ? { token: token[rota.grupo] } : {};
      for (const chave of HOSTIS) {
        // Every route of the document, with keys no contract allows.
        const query = await api.raw(rota.method, `${rota.path}?${chave}=1`, {
          ...opts,
          body: rota.json ? {} : undefined,
        });
        if (query.status !== 400 || !Object.hasOwn(query.error?.errors ?? {}, chave))
          erros.push(`${rota.method} ${rota.path}?${chave}: ${query.status} ${JSON.stringify(query.error)}`);
        if (!rota.json) continue;
        const corpo = await api.app.request(`/api/hub${rota.path}`, {
          method: rota.method,
          headers: {
            "content-type": "application/json",
            ...(rota.grupo ? { authorization: `Bearer ${token[rota.grupo]}` } : {}),
          },
          body: `{"${chave}": 1}`,
        });
        const resposta = await corpo.json();
        if (corpo.status !== 400 || !Object.hasOwn(resposta.errors ?? {}, chave))
          erros.push(`${rota.method} ${rota.path} {${chave}}: ${corpo.status} ${JSON.stringify(resposta)}`);
      }
    }
    expect(erros).toEqual([]);
  });
});

describe("body limits", () => {
  const MB = 1024 * 1024;
  const login = (corpo: BodyInit, headers: Record<string, string> = {}) =>
    api.app.request("/api/hub/auth/login/", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: corpo,
      duplex: "half",
    } as RequestInit);

  it("refuses a JSON body over 1 MB with 413 from its Content-Length, before reading it", async () => {
    // Signed in: a caller without a session may send a few KB (server/lib/corpo.test.ts).
    const token = await api.login("cliente@hub.example");
    let lidos = 0;
    const corpo = new ReadableStream({
      pull(controller) {
        lidos += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        if (lidos >= 2 * MB) controller.close();
      },
    });
    const res = await login(corpo, { "content-length": String(2 * MB), authorization: `Bearer ${token}` });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "O envio passa do limite de 1 MB." });
    expect(lidos).toBeLessThanOrEqual(128 * 1024);
  });

  it("stops reading a body without Content-Length at the limit", async () => {
    let lidos = 0;
    const corpo = new ReadableStream({
      pull(controller) {
        lidos += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        if (lidos >= 200 * MB) controller.close();
      },
    });
    const res = await login(corpo);
    expect(res.status).toBe(413);
    expect(lidos).toBeLessThan(2 * MB);
  });

  it("still takes a JSON body under the limit", async () => {
    const res = await login(JSON.stringify({ username: "cliente@hub.example", password: "x".repeat(300) }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.password).toBeDefined();
  });

  it("limits an upload to the files its route takes: one file on the avatar, ten on a staff request", async () => {
    const token = await api.login("gestor@hub.example");
    const enviar = (path: string, bytes: number) =>
      api.app.request(`/api/hub${path}`, {
        method: path.includes("avatar") ? "PUT" : "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(bytes),
        },
        body: new Uint8Array(1024),
      });
    expect((await enviar("/auth/me/avatar/", 12 * MB)).status).toBe(413);
    expect((await enviar("/solicitacao/interno/enviar/", 12 * MB)).status).not.toBe(413);
    expect((await enviar("/solicitacao/interno/enviar/", 200 * MB)).status).toBe(413);
  });
});
