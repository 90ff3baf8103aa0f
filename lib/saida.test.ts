import { signOut } from "next-auth/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readToken, storeToken } from "./token-cookie";
import { sair } from "./saida";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

afterEach(() => {
  vi.mocked(signOut).mockClear();
  vi.unstubAllGlobals();
});

describe("sair", () => {
  it("drops the token and ends the session through next-auth, going to the page asked", async () => {
    storeToken("abc123");
    await sair("/login");
    expect(readToken()).toBeUndefined();
    expect(signOut).toHaveBeenCalledExactlyOnceWith({ callbackUrl: "/login" });
  });

  it("leaves for that page anyway when next-auth cannot reach the server", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    vi.mocked(signOut).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await sair("/login");
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login");
  });
});
