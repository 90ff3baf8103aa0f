import { act, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { signOut } from "next-auth/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Session } from "next-auth";
import { readToken, storeToken } from "@/lib/token-cookie";
import { mswServer } from "@/tests/setup/browser-api";
import { SessaoProvider, useSessao } from "./use-sessao";

vi.mock("next-auth/react", () => ({ signOut: vi.fn(() => Promise.resolve()) }));

const server = mswServer();
const SESSAO = "http://localhost:3000/api/auth/session";

const ana = {
  user: { id: 4, nome: "Ana" },
  hubToken: "token-da-ana",
  expires: "2099-01-01T00:00:00.000Z",
} as unknown as Session;

function Quem() {
  const sessao = useSessao();
  return <p>{sessao ? `Sessão de ${sessao.user.nome}` : "Ninguém"}</p>;
}

const desenhar = (session: Session | null, exigida = false) =>
  render(
    <SessaoProvider session={session} exigida={exigida}>
      <Quem />
    </SessaoProvider>,
  );

function mostrarAba() {
  act(() => document.dispatchEvent(new Event("visibilitychange")));
}

afterEach(() => {
  vi.mocked(signOut).mockClear();
  vi.useRealTimers();
  document.cookie = "hub-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

describe("SessaoProvider", () => {
  it("gives the server's session at once and keeps its token in the cookie", () => {
    desenhar(ana);
    expect(screen.getByText("Sessão de Ana")).toBeTruthy();
    expect(readToken()).toBe("token-da-ana");
  });

  it("a visitor has no session and no token", () => {
    storeToken("esquecido");
    desenhar(null);
    expect(screen.getByText("Ninguém")).toBeTruthy();
    expect(readToken()).toBeUndefined();
  });

  it("reads the session again when the tab is shown, and drops the token of one that ended", async () => {
    server.use(http.get(SESSAO, () => HttpResponse.json({})));
    desenhar(ana);
    mostrarAba();
    expect(await screen.findByText("Ninguém")).toBeTruthy();
    await waitFor(() => expect(readToken()).toBeUndefined());
  });

  it("keeps the session when the endpoint does not answer", async () => {
    const lida = vi.fn(() => HttpResponse.error());
    server.use(http.get(SESSAO, lida));
    desenhar(ana);
    mostrarAba();
    await waitFor(() => expect(lida).toHaveBeenCalled());
    expect(screen.getByText("Sessão de Ana")).toBeTruthy();
    expect(readToken()).toBe("token-da-ana");
  });

  it("signs out of a session the API revoked", async () => {
    server.use(http.get(SESSAO, () => HttpResponse.json({ ...ana, error: "RevokedToken" })));
    desenhar(ana);
    mostrarAba();
    await waitFor(() =>
      expect(signOut).toHaveBeenCalledExactlyOnceWith({ callbackUrl: "/login?redirected=true" }),
    );
    expect(readToken()).toBeUndefined();
  });

  it("reads it again when another tab signs out", async () => {
    const lida = vi.fn(() => HttpResponse.json({}));
    server.use(http.get(SESSAO, lida));
    desenhar(ana);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "hub-shopping-cart" }));
      window.dispatchEvent(new StorageEvent("storage", { key: "nextauth.message" }));
    });
    expect(await screen.findByText("Ninguém")).toBeTruthy();
    expect(lida).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
  });

  it("readers asking at the same moment share one request", async () => {
    const lida = vi.fn(() => HttpResponse.json({}));
    server.use(http.get(SESSAO, lida));
    render(
      <>
        <SessaoProvider session={ana}>
          <Quem />
        </SessaoProvider>
        <SessaoProvider session={ana}>
          <Quem />
        </SessaoProvider>
      </>,
    );
    mostrarAba();
    await waitFor(() => expect(screen.getAllByText("Ninguém")).toHaveLength(2));
    expect(lida).toHaveBeenCalledTimes(1);
  });

  it("in an area, whose pages are only for someone signed in, a session that ended elsewhere leaves for /login", async () => {
    server.use(http.get(SESSAO, () => HttpResponse.json({})));
    desenhar(ana, true);
    expect(signOut).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: "nextauth.message" })));
    await waitFor(() =>
      expect(signOut).toHaveBeenCalledExactlyOnceWith({ callbackUrl: "/login?redirected=true" }),
    );
    expect(readToken()).toBeUndefined();
  });

  it("reads it again every NEXT_PUBLIC_SESSION_POLL_SECONDS (300 by default)", async () => {
    vi.useFakeTimers({ toFake: ["setInterval"] });
    const renovada = { ...ana, user: { id: 4, nome: "Ana Maria" } };
    const lida = vi.fn(() => HttpResponse.json(renovada));
    server.use(http.get(SESSAO, lida));
    desenhar(ana);
    act(() => vi.advanceTimersByTime(299_000));
    expect(lida).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(await screen.findByText("Sessão de Ana Maria")).toBeTruthy();
  });

  it("useSessao outside the provider is a mistake, said at once", () => {
    const erro = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Quem />)).toThrow("useSessao outside SessaoProvider");
    erro.mockRestore();
  });
});
