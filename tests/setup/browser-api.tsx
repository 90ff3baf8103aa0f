// Shared by the browser tests that talk to the API through msw and render with TanStack Query.
import type { ReactNode } from "react";
import { setupServer } from "msw/node";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App } from "antd";
import { afterAll, afterEach, beforeAll } from "vitest";

/** Where the API client sends requests in jsdom (base /api/hub on the test page's origin). */
export const API = "http://localhost:3000/api/hub";

/** An msw server for the calling test file; a request nobody answers fails the test. */
export function mswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * Providers for one render: a fresh QueryClient and antd's App (for modal.confirm and messages). Queries
 * would retry three times with back-off by default; the tests want the first answer.
 */
export function queryWrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <App>{children}</App>
      </QueryClientProvider>
    );
  };
}
