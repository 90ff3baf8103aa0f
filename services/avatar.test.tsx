import { beforeEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { renderHook, waitFor } from "@testing-library/react";
import { API, mswServer, queryWrapper } from "@/tests/setup/browser-api";
import { useAvatarUrl } from "./avatar";

const server = mswServer();
// jsdom has no object URLs: these stand in for the browser's, and say which picture each was made of.
const criadas: Blob[] = [];
beforeEach(() => {
  criadas.length = 0;
  URL.createObjectURL = (b: Blob) => (criadas.push(b), `blob:foto-${criadas.length}`);
  URL.revokeObjectURL = vi.fn();
});

describe("useAvatarUrl", () => {
  it("gives no URL for a user without a picture (204), and makes none of the empty answer", async () => {
    let lidas = 0;
    server.use(
      http.get(`${API}/auth/me/avatar/`, () => {
        lidas++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { result } = renderHook(() => useAvatarUrl(true), { wrapper: queryWrapper() });
    await waitFor(() => expect(lidas).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toBeNull();
    expect(criadas).toHaveLength(0);
  });

  it("gives an object URL of the picture the API sends", async () => {
    server.use(
      http.get(`${API}/auth/me/avatar/`, () =>
        HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
          headers: { "Content-Type": "image/png" },
        }),
      ),
    );
    const { result } = renderHook(() => useAvatarUrl(true), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current).toBe("blob:foto-1"));
    expect(criadas[0].type).toBe("image/png");
    expect(criadas[0].size).toBe(4);
  });
});
