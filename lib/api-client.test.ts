import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { signOut } from "next-auth/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiClient, apiErrorOf, createApiClient, FalhaDaApi, type ApiClient } from "@/lib/api-client";
import { MESSAGES } from "@/lib/messages";
import { API, mswServer } from "@/tests/setup/browser-api";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();
let client: ApiClient;

beforeEach(() => {
  client = createApiClient(API);
});
afterEach(() => {
  vi.mocked(signOut).mockClear();
  Cookies.remove("hub-token");
});

async function failureOf(request: Promise<unknown>): Promise<FalhaDaApi> {
  const error = await request.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FalhaDaApi);
  return error as FalhaDaApi;
}

describe("apiClient", () => {
  it("uses /api/hub by default", () => {
    expect(apiClient.baseURL).toBe("/api/hub");
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
    const response = await client.request({ url: "/auth/me/" });
    expect(response.data).toEqual({ id: 1 });
    expect(authorization).toBe("Bearer abc123");
  });

  it("sets no User-Agent, leaving the browser's own", async () => {
    let agente: string | null = "unset";
    server.use(
      http.post(`${API}/contrato/assinar/abc/`, ({ request }) => {
        agente = request.headers.get("User-Agent");
        return HttpResponse.json({});
      }),
    );
    await client.request({ method: "post", url: "/contrato/assinar/abc/", body: {} });
    expect(agente).toBeNull();
  });

  it("sends no Authorization header without the cookie", async () => {
    let authorization: string | null = "unset";
    server.use(
      http.get(`${API}/servico/`, ({ request }) => {
        authorization = request.headers.get("Authorization");
        return HttpResponse.json([]);
      }),
    );
    await client.request({ url: "/servico/" });
    expect(authorization).toBeNull();
  });

  it("sends the query, a JSON body and the headers asked for", async () => {
    let recebido: { url: string; tipo: string | null; chave: string | null; corpo: unknown } | null = null;
    server.use(
      http.post(`${API}/solicitacao/`, async ({ request }) => {
        recebido = {
          url: request.url,
          tipo: request.headers.get("Content-Type"),
          chave: request.headers.get("Idempotency-Key"),
          corpo: await request.json(),
        };
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const resposta = await client.request({
      method: "post",
      url: "/solicitacao/",
      query: { empresa: 3, busca: "café", vazio: undefined },
      body: { itens: [1] },
      headers: { "Idempotency-Key": "k1" },
    });
    expect(resposta).toEqual({ status: 201, data: { id: 9 } });
    expect(recebido).toEqual({
      url: `${API}/solicitacao/?empresa=3&busca=caf%C3%A9`,
      tipo: "application/json",
      chave: "k1",
      corpo: { itens: [1] },
    });
  });

  it("reads a file's bytes, telling the progress", async () => {
    server.use(
      http.get(`${API}/arquivo/`, () =>
        HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3, 4]).buffer, {
          headers: { "Content-Type": "application/pdf" },
        }),
      ),
    );
    const vistos: number[] = [];
    const { data } = await client.request<Blob>({
      url: "/arquivo/",
      formato: "blob",
      progresso: (b) => vistos.push(b),
    });
    expect(data.size).toBe(4);
    expect(data.type).toBe("application/pdf");
    expect(vistos.at(-1)).toBe(4);
  });

  it("keeps a body the server does not call JSON as its text, and an empty one as null", async () => {
    server.use(
      http.get(`${API}/texto/`, () => HttpResponse.text("123")),
      http.delete(`${API}/proposta/1/`, () => new HttpResponse(null, { status: 204 })),
    );
    expect(await client.request({ url: "/texto/" })).toEqual({ status: 200, data: "123" });
    expect(await client.request({ method: "delete", url: "/proposta/1/" })).toEqual({
      status: 204,
      data: null,
    });
  });

  it("sends FormData as multipart with the browser's boundary, and any other body as JSON", async () => {
    const recebidos: { tipo: string | null; corpo: unknown }[] = [];
    server.use(
      http.post(`${API}/anexo/`, async ({ request }) => {
        const tipo = request.headers.get("Content-Type");
        const corpo = tipo?.startsWith("multipart/")
          ? Object.fromEntries(await request.formData())
          : await request.json();
        recebidos.push({ tipo, corpo });
        return HttpResponse.json({});
      }),
    );
    const form = new FormData();
    form.append("descricao", "Contrato");
    await client.request({ method: "post", url: "/anexo/", body: form });
    await client.request({ method: "post", url: "/anexo/", body: "Contrato" });
    expect(recebidos).toEqual([
      { tipo: expect.stringMatching(/^multipart\/form-data; boundary=/), corpo: { descricao: "Contrato" } },
      { tipo: "application/json", corpo: "Contrato" },
    ]);
  });

  it("reads a failed download's error body as any other error's", async () => {
    server.use(
      http.get(`${API}/arquivo/`, () =>
        HttpResponse.json({ detail: "Sem acesso ao arquivo." }, { status: 403 }),
      ),
    );
    const error = await failureOf(client.request({ url: "/arquivo/", formato: "blob" }));
    expect(apiErrorOf(error)).toEqual({ status: 403, detail: "Sem acesso ao arquivo." });
  });

  it("passes an INVALID_LOGIN 401 to the caller without signing out", async () => {
    server.use(
      http.post(`${API}/auth/login/`, () =>
        HttpResponse.json({ type: "INVALID_LOGIN", detail: "Credenciais inválidas." }, { status: 401 }),
      ),
    );
    Cookies.set("hub-token", "abc123");
    const error = await failureOf(
      client.request({ method: "post", url: "/auth/login/", body: { username: "a", password: "b" } }),
    );
    expect(error.status).toBe(401);
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
    const error = await failureOf(client.request({ url: "/solicitacao/" }));
    expect(error.status).toBe(401);
    expect(signOut).toHaveBeenCalledExactlyOnceWith({ callbackUrl: "/login?redirected=true" });
    expect(Cookies.get("hub-token")).toBeUndefined();
  });

  it("signs out only once when parallel calls get 401", async () => {
    server.use(http.get(`${API}/*`, () => new HttpResponse(null, { status: 401 })));
    await Promise.allSettled([
      client.request({ url: "/a/" }),
      client.request({ url: "/b/" }),
      client.request({ url: "/c/" }),
    ]);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("signs out to /login?connectionrefused=true when no response arrives", async () => {
    server.use(http.get(`${API}/proposta/`, () => HttpResponse.error()));
    Cookies.set("hub-token", "abc123");
    const error = await failureOf(client.request({ url: "/proposta/" }));
    expect(error.status).toBeNull();
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
      await failureOf(client.request({ url: "/proposta/" }));
      expect(assign).toHaveBeenCalledExactlyOnceWith("/login?connectionrefused=true");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("does not sign out when the caller cancels a request", async () => {
    server.use(http.get(`${API}/lento/`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const request = client.request({ url: "/lento/", signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: "AbortError" });
    expect(signOut).not.toHaveBeenCalled();
  });

  it("fails a cancelled call with its signal's reason, already cancelled or not", async () => {
    server.use(http.get(`${API}/lento/`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const request = client.request({ url: "/lento/", signal: controller.signal });
    controller.abort("saiu da lista");
    await expect(request).rejects.toBe("saiu da lista");
    await expect(client.request({ url: "/lento/", signal: AbortSignal.abort("antes") })).rejects.toBe(
      "antes",
    );
    expect(signOut).not.toHaveBeenCalled();
  });

  it("signs out to /login?connectionrefused=true when the client's own code cannot load, and loads it on the next call", async () => {
    let chega = false;
    vi.doMock("@/lib/api-client-axios", async (importOriginal) => {
      if (!chega) throw new TypeError("Failed to fetch dynamically imported module");
      return importOriginal();
    });
    server.use(http.get(`${API}/servico/`, () => HttpResponse.json([])));
    Cookies.set("hub-token", "abc123");
    try {
      const error = await failureOf(client.request({ url: "/servico/" }));
      expect(error.status).toBeNull();
      expect(signOut).toHaveBeenCalledExactlyOnceWith({ callbackUrl: "/login?connectionrefused=true" });
      expect(Cookies.get("hub-token")).toBeUndefined();
      chega = true;
      expect(await client.request({ url: "/servico/" })).toEqual({ status: 200, data: [] });
    } finally {
      vi.doUnmock("@/lib/api-client-axios");
    }
  });

  it.each(["beforeunload", "pagehide"])(
    "keeps the session when a call fails because the page is leaving (%s), and not once it is shown again",
    async (evento) => {
      server.use(http.get(`${API}/notificacao/`, () => HttpResponse.error()));
      Cookies.set("hub-token", "abc123");
      window.dispatchEvent(new Event(evento));
      try {
        expect((await failureOf(client.request({ url: "/notificacao/" }))).status).toBeNull();
        expect(signOut).not.toHaveBeenCalled();
        expect(Cookies.get("hub-token")).toBe("abc123");
      } finally {
        window.dispatchEvent(new Event("pageshow"));
      }
      await failureOf(client.request({ url: "/notificacao/" }));
      expect(signOut).toHaveBeenCalledExactlyOnceWith({ callbackUrl: "/login?connectionrefused=true" });
    },
  );

  it.each([400, 403, 404, 409, 500])("passes a %i to the caller without signing out", async (status) => {
    server.use(
      http.patch(`${API}/proposta/1/`, () =>
        HttpResponse.json({ detail: "Falhou.", errors: { valor: ["Obrigatório."] } }, { status }),
      ),
    );
    Cookies.set("hub-token", "abc123");
    const error = await failureOf(client.request({ method: "patch", url: "/proposta/1/", body: {} }));
    expect(error.status).toBe(status);
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
    const error = await failureOf(client.request({ method: "post", url: "/empresa/", body: {} }));
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
    expect(apiErrorOf(await failureOf(client.request({ url: "/texto/" })))).toEqual({
      status: 500,
      detail: MESSAGES.generic,
    });
    expect(apiErrorOf(await failureOf(client.request({ url: "/vazio/" })))).toEqual({
      status: 400,
      detail: MESSAGES.generic,
    });
  });

  it("handles errors that did not come from the client", () => {
    expect(apiErrorOf(new Error("boom"))).toEqual({ status: null, detail: MESSAGES.generic });
    expect(apiErrorOf(undefined)).toEqual({ status: null, detail: MESSAGES.generic });
  });
});
