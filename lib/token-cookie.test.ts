import { afterEach, describe, expect, it } from "vitest";
import { clearToken, readToken, storeToken } from "./token-cookie";

const apagar = (nome: string) =>
  (document.cookie = `${nome}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);

afterEach(() => {
  for (const nome of ["hub-token", "xhub-token", "next-auth.session-token", "hub-token-antigo"]) apagar(nome);
});

describe("the token cookie", () => {
  it("reads the token by its exact name, among the page's other cookies", () => {
    document.cookie = "xhub-token=outro; path=/";
    document.cookie = "hub-token-antigo=velho; path=/";
    document.cookie = "next-auth.session-token=eyJhbGciOi.longo; path=/";
    expect(readToken()).toBeUndefined();
    storeToken("abc123");
    expect(readToken()).toBe("abc123");
  });

  it("gives back what it stored, characters the cookie encodes included", () => {
    storeToken("a b;c=d/é");
    expect(readToken()).toBe("a b;c=d/é");
  });

  it("has none once cleared", () => {
    storeToken("abc123");
    clearToken();
    expect(readToken()).toBeUndefined();
  });
});
