import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { estado } from "@/server/db/schema";

const api = usarApiDeTeste();
let cliente: string;

beforeAll(async () => {
  cliente = await api.login("cliente@hub.example");
});

describe("GET /listagem/interno/estados/", () => {
  it("lists the 27 states by name", async () => {
    const res = await api.get("/listagem/interno/estados/", { token: cliente });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(27);
    expect(res.body).toContainEqual({ id: expect.any(Number), sigla: "SC", nome: "Santa Catarina" });
    expect(res.body[0]).toMatchObject({ sigla: "AC", nome: "Acre" });
    expect(res.body.at(-1)).toMatchObject({ sigla: "TO" });
  });

  it("is for any signed-in user, and takes no parameters", async () => {
    expect((await api.get("/listagem/interno/estados/")).status).toBe(401);
    for (const email of ["prestador@hub.example", "gestor@hub.example", "avaliador@hub.example"])
      expect((await api.get("/listagem/interno/estados/", { token: await api.login(email) })).status).toBe(
        200,
      );
    expect((await api.raw("GET", "/listagem/interno/estados/?x=1", { token: cliente })).status).toBe(400);
  });
});

describe("GET /listagem/interno/cidades/", () => {
  it("lists a state's cities by name, the state given by id or by UF", async () => {
    const [sc] = await api.db.select({ id: estado.id }).from(estado).where(eq(estado.sigla, "SC"));
    const byUf = await api.get("/listagem/interno/cidades/", { query: { estado: "SC" }, token: cliente });
    expect(byUf.status).toBe(200);
    expect(byUf.body.length).toBeGreaterThan(250);
    expect(byUf.body).toContainEqual({ id: expect.any(Number), nome: "Florianópolis" });
    expect(byUf.body[0]).toEqual({ id: expect.any(Number), nome: "Abdon Batista" });
    expect(Object.keys(byUf.body[0])).toEqual(["id", "nome"]);
    const byId = await api.get("/listagem/interno/cidades/", { query: { estado: sc.id }, token: cliente });
    expect(byId.body).toEqual(byUf.body);
    expect(
      (await api.get("/listagem/interno/cidades/", { query: { estado: "sc" }, token: cliente })).body,
    ).toEqual(byUf.body);
    const rr = await api.get("/listagem/interno/cidades/", { query: { estado: "RR" }, token: cliente });
    expect(rr.body.map((c) => c.nome)).toContain("Boa Vista");
    expect(rr.body.map((c) => c.nome)).not.toContain("Florianópolis");
  });

  it("refuses a missing or unknown state and callers without a session", async () => {
    // Without the state the contract requires, and with a parameter it lacks, among them.
    for (const query of ["", "?estado=XX", "?estado=999999", "?estado=Santa%20Catarina", "?estado=SC&x=1"]) {
      const res = await api.raw("GET", `/listagem/interno/cidades/${query}`, { token: cliente });
      expect(res.status).toBe(400);
      expect(Object.keys(res.error.errors!)).toEqual([query.includes("x=1") ? "x" : "estado"]);
    }
    const unknown = await api.get("/listagem/interno/cidades/", { query: { estado: "XX" }, token: cliente });
    expect(unknown.error.errors).toEqual({ estado: ["Estado não encontrado."] });
    expect((await api.get("/listagem/interno/cidades/", { query: { estado: "SC" } })).status).toBe(401);
  });
});
