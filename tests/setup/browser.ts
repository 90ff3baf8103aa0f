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

// A part loaded with comAntd is drawn in the test's own antd wrapper, without the theme's provider, registry and
// stylesheet: loading those with each file's first dialog took seconds in jsdom (the e2e suite draws them).
vi.mock("@/components/tema/com-antd", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/components/tema/com-antd")>()),
  comAntd: <P>(parte: Promise<P>) => parte,
}));

// Feedback messages (lib/messages.ts) are antd's static ones, drawn outside the test's tree where cleanup
// cannot reach them (one still animating when a file's environment closes throws): a test that checks one
// mocks this module itself, with a function of its own.
vi.mock("@/lib/aviso-avulso", () => ({ avisar: vi.fn() }));

// antd's first render in jsdom takes seconds on a loaded machine; the 1 s default of findBy* then flakes.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
