import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUARDED_ROUTES } from "../lib/route";
import { PERMISSIONS } from "./permissions";
import { createTestApi, type TestApi } from "@/tests/setup/api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const METHODS = ["get", "post", "put", "patch", "delete"];

describe("permission table", () => {
  it("has a rule for every route of the OpenAPI document, and no rule for a route that does not exist", async () => {
    const doc = (await api.call("GET", "/openapi.json")).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => METHODS.includes(m))
        .map((m) => `${m.toUpperCase()} ${path.replace(/^\/api\/hub/, "")}`),
    );
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((key) => !(key in PERMISSIONS))).toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((key) => !served.includes(key))).toEqual([]);
    // A route made with plain createRoute would be in the document and the table yet run unguarded.
    expect(served.filter((key) => !GUARDED_ROUTES.has(key))).toEqual([]);
  });

  it("serves the OpenAPI document without a session", async () => {
    const res = await api.call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.paths["/api/hub/auth/login/"].post).toBeDefined();
  });
});
