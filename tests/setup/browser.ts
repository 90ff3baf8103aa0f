import { afterEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// antd measures with ResizeObserver and media queries, which jsdom lacks.
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.matchMedia = (media: string) =>
  ({
    matches: false,
    media,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom fetches no stylesheet, so none ever says it has loaded: a part that waits for antd's
// (components/tema/com-antd.tsx) would wait forever. Each one added says it at once.
new MutationObserver((mudancas) => {
  for (const { addedNodes } of mudancas)
    for (const no of addedNodes)
      if (no instanceof HTMLLinkElement && no.rel === "stylesheet") no.dispatchEvent(new Event("load"));
}).observe(document.head, { childList: true });

// Feedback messages (lib/messages.ts) are antd's static ones, drawn outside the test's tree where cleanup
// cannot reach them (one still animating when a file's environment closes throws): a test that checks one
// mocks this module itself, with a function of its own.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: vi.fn() }));

// antd's first render in jsdom takes seconds on a loaded machine, and a dialog's first load brings antd's
// provider too (components/tema/com-antd.tsx); the 1 s default of findBy* then flakes.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
