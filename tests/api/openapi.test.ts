import { describe, expect, it, vi } from "vitest";
import { usarApiDeTeste } from "@/tests/setup/api";

const api = usarApiDeTeste();

describe("the OpenAPI document", () => {
  it("is generated at its first call and served from memory after (issue 10)", async () => {
    const gerar = vi.spyOn(api.app, "getOpenAPI31Document");
    // The document is not a path of the contract it describes.
    const primeira = await api.raw("GET", "/openapi.json");
    const segunda = await api.raw("GET", "/openapi.json");
    expect(primeira.status).toBe(200);
    expect(segunda.body).toEqual(primeira.body);
    expect(gerar).toHaveBeenCalledTimes(1);
  });
});
