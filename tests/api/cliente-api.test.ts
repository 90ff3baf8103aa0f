// The test API's client is typed by the contract: what it refuses is refused when `npm run typecheck` compiles
// these lines (each @ts-expect-error fails the build once its call typechecks), and the server refuses it too.
import { describe, expect, expectTypeOf, it } from "vitest";
import { DEMO_PASSWORD, usarApiDeTeste } from "@/tests/setup/api";
import type { Erro } from "@/tests/setup/cliente-api";

const api = usarApiDeTeste();

describe("the test API's client", () => {
  it("types a call's answer by its path: the success body, and the error body beside it", async () => {
    const res = await api.post("/auth/login/", {
      body: { username: "gestor@hub.example", password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expectTypeOf(res.body.token).toEqualTypeOf<string>();
    expectTypeOf(res.error).toEqualTypeOf<Erro>();
  });

  it("refuses a path the contract lacks", async () => {
    // @ts-expect-error no such path
    expect((await api.get("/solicitacao/inexistente/")).status).toBe(404);
  });

  it("refuses a body of the wrong type, a missing body and a missing path parameter", async () => {
    // @ts-expect-error the username is text
    expect((await api.post("/auth/login/", { body: { username: 1, password: DEMO_PASSWORD } })).status).toBe(
      400,
    );
    // @ts-expect-error the login takes a body
    expect((await api.post("/auth/login/")).status).toBe(400);
    const token = await api.login("gestor@hub.example");
    // @ts-expect-error the detail names its request
    expect(() => api.get("/solicitacao/interno/detalhe/{id}/", { token })).toThrow("Parâmetro id ausente");
  });
});
