import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Stands in for the browser's IntersectionObserver (jsdom has none, and useVisivel then shows a part at once):
 * the part stays out of sight until `entrar()` says it came in. `restaurar()` puts jsdom's globals back.
 */
export function foraDeVista() {
  let avisar: IntersectionObserverCallback = () => {};
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        avisar = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    entrar: () =>
      act(() => avisar([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)),
    restaurar: () => vi.unstubAllGlobals(),
  };
}
