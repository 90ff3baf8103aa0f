import { afterEach, describe, expect, it, vi } from "vitest";
import { demoEnabled, hubServerUrl, parseEnv, publicUrl } from "./env";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("parseEnv", () => {
  it("fills the defaults of DESIGN §7", () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      HUB_DATA_DIR: "data",
      HUB_DEMO: "",
      NEXT_PUBLIC_API_URL: "/api/hub",
      NEXT_PUBLIC_SESSION_POLL_SECONDS: 300,
      HUB_TRUSTED_PROXIES: [],
      HUB_PAGAMENTO: "sandbox",
      HUB_METRICAS: "sandbox",
      HUB_RM: "sandbox",
      HUB_INTEGRACAO_TIMEOUT_MS: 10000,
      HUB_SAS: "local",
      HUB_EMAIL: "arquivo",
      HUB_EMAIL_REMETENTE: "Hub <nao-responda@hub.local>",
      HUB_SMTP_HOST: "localhost",
      HUB_SMTP_PORT: 587,
      HUB_SMTP_TLS: "",
      NODE_ENV: "development",
    });
  });

  it("refuses an integration driver it does not have, so a typo stops the server at start", () => {
    expect(() => parseEnv({ HUB_RM: "local" })).toThrow();
    expect(() => parseEnv({ HUB_SAS: "" })).toThrow();
    // The http drivers need where to send and the secret to sign with.
    expect(() => parseEnv({ HUB_METRICAS: "http", HUB_METRICAS_URL: "https://m.example/" })).toThrow(
      /HUB_METRICAS_SEGREDO/,
    );
    expect(() => parseEnv({ HUB_RM: "http", HUB_RM_SEGREDO: "s" })).toThrow(/HUB_RM_URL/);
    expect(
      parseEnv({ HUB_RM: "http", HUB_RM_URL: "https://rm.example/", HUB_RM_SEGREDO: "s", HUB_SAS: "local" }),
    ).toMatchObject({ HUB_RM: "http", HUB_SAS: "local" });
  });

  it("reads HUB_TRUSTED_PROXIES as a comma-separated list of IP addresses", () => {
    expect(parseEnv({ HUB_TRUSTED_PROXIES: " 10.0.0.1, ::1 ,," }).HUB_TRUSTED_PROXIES).toEqual([
      "10.0.0.1",
      "::1",
    ]);
    expect(() => parseEnv({ HUB_TRUSTED_PROXIES: "proxy.example" })).toThrow();
  });

  it("coerces numbers and treats empty URLs as unset", () => {
    const e = parseEnv({
      PORT: "8080",
      NEXT_PUBLIC_SESSION_POLL_SECONDS: "0",
      DATABASE_URL: "",
      HUB_API_URL: "",
      NEXTAUTH_URL: "",
    });
    expect(e.PORT).toBe(8080);
    expect(e.NEXT_PUBLIC_SESSION_POLL_SECONDS).toBe(0);
    expect(e.DATABASE_URL).toBeUndefined();
    expect(e.HUB_API_URL).toBeUndefined();
    expect(e.NEXTAUTH_URL).toBeUndefined();
  });

  it("rejects bad values", () => {
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow();
    expect(() => parseEnv({ HUB_API_URL: "api.example" })).toThrow();
    expect(() => parseEnv({ PORT: "abc" })).toThrow();
    expect(() => parseEnv({ PORT: "-1" })).toThrow();
    expect(() => parseEnv({ HUB_DEMO: "sim" })).toThrow();
    expect(() => parseEnv({ NEXT_PUBLIC_SESSION_POLL_SECONDS: "-5" })).toThrow();
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow();
  });

  it("accepts a valid DATABASE_URL", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://hub:senha@db:5432/hub" }).DATABASE_URL).toBe(
      "postgres://hub:senha@db:5432/hub",
    );
  });

  it("requires NEXTAUTH_SECRET in production", () => {
    vi.stubEnv("NEXT_PHASE", undefined);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow("NEXTAUTH_SECRET é obrigatório em produção.");
    expect(() => parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "" })).toThrow(/NEXTAUTH_SECRET/);
    expect(parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "s3gredo" }).NEXTAUTH_SECRET).toBe("s3gredo");
    expect(() => parseEnv({ NODE_ENV: "development" })).not.toThrow();
  });

  it("does not require NEXTAUTH_SECRET during next build", () => {
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    expect(parseEnv({ NODE_ENV: "production" }).NODE_ENV).toBe("production");
    vi.stubEnv("NEXT_PHASE", "phase-production-server");
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET/);
  });
});

describe("demoEnabled", () => {
  const pg = "postgres://hub@localhost:5432/hub";

  it("is on by default for the embedded database", () => {
    expect(demoEnabled(parseEnv({}))).toBe(true);
    expect(demoEnabled(parseEnv({ HUB_DEMO: "1" }))).toBe(true);
  });

  it("is off for PostgreSQL unless HUB_DEMO=1", () => {
    expect(demoEnabled(parseEnv({ DATABASE_URL: pg }))).toBe(false);
    expect(demoEnabled(parseEnv({ DATABASE_URL: pg, HUB_DEMO: "" }))).toBe(false);
    expect(demoEnabled(parseEnv({ DATABASE_URL: pg, HUB_DEMO: "1" }))).toBe(true);
  });

  it("is off with HUB_DEMO=0", () => {
    expect(demoEnabled(parseEnv({ HUB_DEMO: "0" }))).toBe(false);
    expect(demoEnabled(parseEnv({ DATABASE_URL: pg, HUB_DEMO: "0" }))).toBe(false);
  });
});

describe("publicUrl", () => {
  it("is NEXTAUTH_URL, else this machine on PORT, so PORT alone brings sign-out back to its port", () => {
    expect(publicUrl(parseEnv({ NEXTAUTH_URL: "https://portal.example/", PORT: "4000" }))).toBe(
      "https://portal.example",
    );
    expect(publicUrl(parseEnv({ PORT: "4321" }))).toBe("http://localhost:4321");
    expect(publicUrl(parseEnv({ PORT: "4321", NEXTAUTH_URL: "" }))).toBe("http://localhost:4321");
  });
});

describe("hubServerUrl", () => {
  it("prefers HUB_API_URL, without the trailing slash", () => {
    const e = parseEnv({
      HUB_API_URL: "https://api.hub.example/v1/",
      NEXTAUTH_URL: "https://portal.example",
    });
    expect(hubServerUrl(e)).toBe("https://api.hub.example/v1");
    expect(hubServerUrl(parseEnv({ HUB_API_URL: "https://api.hub.example/v1" }))).toBe(
      "https://api.hub.example/v1",
    );
  });

  it("else uses NEXTAUTH_URL + /api/hub", () => {
    expect(hubServerUrl(parseEnv({ NEXTAUTH_URL: "https://portal.example", PORT: "4000" }))).toBe(
      "https://portal.example/api/hub",
    );
  });

  it("else this app on localhost:PORT", () => {
    expect(hubServerUrl(parseEnv({}))).toBe("http://localhost:3000/api/hub");
    expect(hubServerUrl(parseEnv({ PORT: "4321" }))).toBe("http://localhost:4321/api/hub");
  });
});
