import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { usarApiDeTeste } from "@/tests/setup/api";
import { areaAtuacao } from "@/server/db/schema";
import { AREAS_ATUACAO } from "@/server/demo";

const api = usarApiDeTeste();
let gestor: string;
let cliente: string;

beforeAll(async () => {
  [gestor, cliente] = await Promise.all(["gestor", "cliente"].map((u) => api.login(`${u}@hub.example`)));
});

describe("GET /listagem/area-atuacao/simple/", () => {
  const descricoes = (rows: { id: number; descricao: string }[]) => {
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(["descricao", "id"]);
    return rows.map((r) => r.descricao);
  };

  it("lists the active areas of activity", async () => {
    const areas = descricoes((await api.get("/listagem/area-atuacao/simple/", { token: cliente })).body);
    expect([...areas].sort()).toEqual([...AREAS_ATUACAO].sort());
    expect(areas[0]).toBe("Agronegócio");
    await api.db.update(areaAtuacao).set({ ativo: false }).where(eq(areaAtuacao.descricao, "Turismo"));
    expect(
      descricoes((await api.get("/listagem/area-atuacao/simple/", { token: gestor })).body),
    ).not.toContain("Turismo");
  });
});
