// Shared by the browser tests whose component reads the page's address or moves through Next's router. A test
// file opts in with
//   vi.mock("next/navigation", async () => (await import("@/tests/setup/navegacao")).nextNavigation);
// and reads or sets what the page shows through `navegacao`.
import type { useRouter } from "next/navigation";
import { beforeEach, vi } from "vitest";

type Router = ReturnType<typeof useRouter>;

/**
 * The page the fake next/navigation shows and the router calls it records, for the calling test file (vitest
 * loads this module anew for each file): a test sets `url` before it renders and checks `push` and `replace`.
 */
export const navegacao = {
  pathname: "/",
  url: new URLSearchParams(),
  push: vi.fn<Router["push"]>(),
  replace: vi.fn<Router["replace"]>(),
};

/**
 * Before each test of the calling file, the page is at `pathname` (for a component that reads it) with an empty
 * query, and the router keeps no call, nor a behaviour a test gave it, from the test before.
 */
export function usarNavegacao(pathname = "/") {
  beforeEach(() => {
    navegacao.pathname = pathname;
    navegacao.url = new URLSearchParams();
    navegacao.push.mockReset();
    navegacao.replace.mockReset();
  });
}

// One object for the page's life, as Next's router is: a component that depends on it does not re-run each render.
const router = { push: navegacao.push, replace: navegacao.replace };

/** The fake next/navigation for vi.mock: the router, the path and the query of `navegacao`. */
export const nextNavigation = {
  useRouter: () => router,
  usePathname: () => navegacao.pathname,
  useSearchParams: () => navegacao.url,
};
