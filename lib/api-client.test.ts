import { AxiosError, type AxiosInstance } from "axios";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { signOut } from "next-auth/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiClient, apiErrorOf, createApiClient } from "@/lib/api-client";
import { MESSAGES } from "@/lib/messages";
import { API, mswServer } from "@/tests/setup/browser-api";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();
let client: AxiosInstance;

beforeEach(() => {
  client = createApiClient(API);
});
afterEach(() => {
  vi.mocked(signOut).mockClear();
  Cookies.remove("hub-token");
});

async function failureOf(request: Promise<unknown>): Promise<AxiosError> {
  const error = await request.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AxiosError);
  return error as AxiosError;
}

describe("apiClient", () => {
  it("uses /api/hub by default", () => {
    expect(apiClient.defaults.baseURL).toBe("/api/hub");
  });

  it("sends the hub-token cookie as a bearer token", async () => {
    let authorization: string | null = "unset";
    server.use(
      http.get(`${API}/auth/me/`, ({ request }) => {
        authorization = request.headers.get("Authorization");
        return HttpResponse.json({ id: 1 });
      }),
    );
    Cookies.set("hub-token", "abc123");
    const response = await client.get("/auth/me/");
    expect(response.data).toEqual({ id: 1 });
    expect(authorization).toBe("Bearer abc123");
  });

  it("sends no Authorization header without the cookie", async () => {
    let authorization: string | null = "unset";
    server.use(
      http.get(`${API}/servico/`, ({ request }) => {
        authorization = request.headers.get("Authorization");
        return HttpResponse.json([]);
      }),
    );
    await client.get("/servico/");
    expect(authorization).toBeNull();
  });

  it("passes an INVALID_LOGIN 401 to the caller without signing out", async () => {
    server.use(
      http.post(`${API}/auth/login/`, () =>
        HttpResponse.json({ type: "INVALID_LOGIN", detail: "Credenciais inválidas." }, { status: 401 }),
      ),
    );
    Cookies.set("hub-token", "abc123");
    const error = await failureOf(client.post("/auth/login/", { username: "a", password: "b" }));
    expect(error.response?.status).toBe(401);
    expect(apiErrorOf(error)).toEqual({
      status: 401,
      type: "INVALID_LOGIN",
      detail: "Credenciais inválidas.",
    });
    expect(signOut).not.toHaveBeenCalled();
    expect(Cookies.get("hub-token")).toBe("abc123");
  });

  it("signs out to /login?redirected=true on any other 401", async () => {
    server.use(
      http.get(`${API}/solicitacao/`, () =>
        HttpResponse.json({ detail: "Sessão expirada." }, { status: 401 }),
      ),
    );
    Cookies.set("hub-token", "expired");
    const error = await failureOf(client.get("/solicitacao/"));
    expect(error.response?.status).toBe(401);
    expect(signOut).toHaveBeenCalledExactlyOnceWith({ callbackUrl: "/login?redirected=true" });
    expect(Cookies.get("hub-token")).toBeUndefined();
  });

  it("signs out only once when parallel calls get 401", async () => {
    server.use(http.get(`${API}/*`, () => new HttpResponse(null, { status: 401 })));
    await Promise.allSettled([client.get("/a/"), client.get("/b/"), client.get("/c/")]);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("signs out to /login?connectionrefused=true when no response arrives", async () => {
    server.use(http.get(`${API}/proposta/`, () => HttpResponse.error()));
    Cookies.set("hub-token", "abc123");
    const error = await failureOf(client.get("/proposta/"));
    expect(error.response).toBeUndefined();
    expect(apiErrorOf(error)).toEqual({ status: null, detail: MESSAGES.generic });
    expect(signOut).toHaveBeenCalledExactlyOnceWith({ callbackUrl: "/login?connectionrefused=true" });
    expect(Cookies.get("hub-token")).toBeUndefined();
  });

  it("still leaves for /login when signOut itself cannot reach the server", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    vi.mocked(signOut).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    server.use(http.get(`${API}/proposta/`, () => HttpResponse.error()));
    try {
      await failureOf(client.get("/proposta/"));
      expect(assign).toHaveBeenCalledExactlyOnceWith("/login?connectionrefused=true");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("does not sign out when the caller cancels a request", async () => {
    server.use(http.get(`${API}/lento/`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const request = client.get("/lento/", { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ code: "ERR_CANCELED" });
    expect(signOut).not.toHaveBeenCalled();
  });

  it.each([400, 403, 404, 409, 500])("passes a %i to the caller without signing out", async (status) => {
    server.use(
      http.patch(`${API}/proposta/1/`, () =>
        HttpResponse.json({ detail: "Falhou.", errors: { valor: ["Obrigatório."] } }, { status }),
      ),
    );
    Cookies.set("hub-token", "abc123");
    const error = await failureOf(client.patch("/proposta/1/", {}));
    expect(error.response?.status).toBe(status);
    expect(signOut).not.toHaveBeenCalled();
    expect(Cookies.get("hub-token")).toBe("abc123");
  });
});

describe("apiErrorOf", () => {
  it("reads the server's error shape", async () => {
    server.use(
      http.post(`${API}/empresa/`, () =>
        HttpResponse.json(
          { detail: "Dados inválidos.", type: "VALIDATION", errors: { cnpj: ["CNPJ inválido."] } },
          { status: 422 },
        ),
      ),
    );
    const error = await failureOf(client.post("/empresa/", {}));
    expect(apiErrorOf(error)).toEqual({
      status: 422,
      detail: "Dados inválidos.",
      type: "VALIDATION",
      errors: { cnpj: ["CNPJ inválido."] },
    });
  });

  it("falls back to the generic text when the body has no usable detail", async () => {
    server.use(
      http.get(`${API}/texto/`, () => new HttpResponse("Internal Server Error", { status: 500 })),
      http.get(`${API}/vazio/`, () => HttpResponse.json({ detail: "", errors: "x" }, { status: 400 })),
    );
    expect(apiErrorOf(await failureOf(client.get("/texto/")))).toEqual({
      status: 500,
      detail: MESSAGES.generic,
    });
    expect(apiErrorOf(await failureOf(client.get("/vazio/")))).toEqual({
      status: 400,
      detail: MESSAGES.generic,
    });
  });

  it("handles errors that did not come from axios", () => {
    expect(apiErrorOf(new Error("boom"))).toEqual({ status: null, detail: MESSAGES.generic });
    expect(apiErrorOf(undefined)).toEqual({ status: null, detail: MESSAGES.generic });
  });
});
