import { http, HttpResponse } from "msw";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { Sino } from "./sino";

const fluxos = vi.hoisted(() => [] as string[]);
vi.mock("eventsource", () => ({
  EventSource: class {
    constructor(url: string) {
      fluxos.push(url);
    }
    addEventListener() {}
    close() {}
  },
}));

const server = mswServer();
let ociosos: IdleRequestCallback[] = [];

beforeEach(() => {
  ociosos = [];
  fluxos.length = 0;
  vi.stubGlobal("requestIdleCallback", (cb: IdleRequestCallback) => ociosos.push(cb));
  vi.stubGlobal("cancelIdleCallback", () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe("Sino", () => {
  it("reads the count and opens the live stream only once the page is idle, saying no number before", async () => {
    let lidas = 0;
    server.use(
      http.get(`${API}/notificacao/mensagem/list/`, () => {
        lidas++;
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [], nao_vistas: 3 });
      }),
    );
    render(<Sino mobile={false} />, { wrapper: queryWrapper() });
    screen.getByRole("button", { name: "Notificações" });
    // Hydrated, but the browser has not been idle yet: nothing read, no stream.
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(lidas).toBe(0);
    expect(fluxos).toHaveLength(0);

    expect(ociosos).toHaveLength(1);
    act(() => ociosos[0]({ didTimeout: false, timeRemaining: () => 50 }));
    await screen.findByRole("button", { name: "Notificações: 3 não vista(s)" });
    expect(lidas).toBe(1);
    // The stream's module loads when it starts.
    await vi.waitFor(() => expect(fluxos).toHaveLength(1));
  });

  it("says the count is unavailable when it could not be read, rather than no number", async () => {
    server.use(
      http.get(`${API}/notificacao/mensagem/list/`, () =>
        HttpResponse.json({ detail: "Falhou." }, { status: 500 }),
      ),
    );
    render(<Sino mobile={false} />, { wrapper: queryWrapper() });
    act(() => ociosos[0]({ didTimeout: false, timeRemaining: () => 50 }));
    await screen.findByRole("button", { name: "Notificações: contagem indisponível" });
  });
});
