import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, scryptCost, verifyPassword } from "./password";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("password hashes", () => {
  it("are made at N=2^15 outside tests, whatever HUB_SCRYPT_N says", () => {
    expect(scryptCost({ NODE_ENV: "production" })).toBe(32_768);
    expect(scryptCost({ NODE_ENV: "production", HUB_SCRYPT_N: "1024" })).toBe(32_768);
    expect(scryptCost({ NODE_ENV: "development", HUB_SCRYPT_N: "1024" })).toBe(32_768);
    expect(scryptCost({ HUB_SCRYPT_N: "1024" })).toBe(32_768);
    expect(scryptCost({ NODE_ENV: "test" })).toBe(32_768);
    expect(scryptCost({ NODE_ENV: "test", HUB_SCRYPT_N: "1024" })).toBe(1024);
  });

  it("carry their cost, so a production hash verifies while tests hash cheaply, and the other way round", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const forte = await hashPassword("Senha@forte1");
    expect(forte).toMatch(/^scrypt\$32768\$8\$1\$/);
    vi.unstubAllEnvs();

    const barato = await hashPassword("Senha@forte1");
    expect(barato).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("Senha@forte1", forte)).toBe(true);
    expect(await verifyPassword("Senha@forte2", forte)).toBe(false);
    expect(await verifyPassword("Senha@forte1", barato)).toBe(true);
    expect(await verifyPassword("Senha@forte2", barato)).toBe(false);
  });
});
