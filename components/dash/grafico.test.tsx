import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Grafico } from "./grafico";

vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);

/** An IntersectionObserver the test moves: `entrar()` brings every observed element near the screen. */
function observadorDeTeste() {
  const observados: { aviso: IntersectionObserverCallback; elementos: Element[] }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      elementos: Element[] = [];
      constructor(aviso: IntersectionObserverCallback) {
        observados.push({ aviso, elementos: this.elementos });
      }
      observe(e: Element) {
        this.elementos.push(e);
      }
      disconnect() {}
    },
  );
  return {
    entrar: () =>
      act(() => {
        for (const o of observados)
          o.aviso(
            o.elementos.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

const linhas = [1, 2, 3].map((n) => ({
  chave: n,
  rotulo: `Situação ${n}`,
  valores: { valor: n },
  links: { valor: `/interno/solicitacoes?status=${n}` },
}));

describe("a dashboard chart", () => {
  it("holds its height with a still skeleton until it comes near the screen, and only then draws", async () => {
    const { entrar } = observadorDeTeste();
    const { container } = render(
      <Grafico
        titulo="Sua fila"
        eixo="Situação"
        vazio="Nada."
        formatar={String}
        series={[{ chave: "valor", rotulo: "Solicitações", cor: "#11488f" }]}
        linhas={linhas}
      />,
    );
    // 48 px of axes and 36 px per bar: the chart's height, held before it draws.
    const lugar = container.querySelector<HTMLElement>("figure > div[style*='height: 156px']");
    expect(lugar).not.toBeNull();
    // A still block: nothing loads until it is near, so it tells no one (nor a test's wait) "Carregando…".
    expect(lugar!.querySelector(".esqueleto-parado")).not.toBeNull();
    expect(lugar!.querySelector("[aria-busy]")).toBeNull();
    expect(container.querySelector(".recharts-responsive-container")).toBeNull();

    entrar();
    // The chart's own box (recharts loads on demand: seconds in jsdom on a busy machine).
    await vi.waitFor(() => expect(lugar!.querySelector(":scope > div[aria-hidden='true']")).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(lugar!.querySelector(".esqueleto-parado")).toBeNull();
    expect(screen.getByRole("table", { hidden: true })).toBeDefined();
  });
});
