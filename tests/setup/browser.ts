import { afterEach } from "vitest";
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

// antd's first render in jsdom takes seconds on a loaded machine; the 1 s default of findBy* then flakes.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
