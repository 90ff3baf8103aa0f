import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { edital, editalArquivo, editalAvaliador, substatus } from "@/server/db/schema";
import { usarApiDeTeste } from "@/tests/setup/api";
import { editalPublicado } from "@/tests/setup/edital";
import { pendenciasDoEdital } from "./service";

const api = usarApiDeTeste();

describe("a tender's creation and what blocks its publication", () => {
  it("writes the stages, groups and documents and publishes a complete tender", async () => {
    const e = await editalPublicado(api.db, "900/2026");
    expect(e.etapas.map((x) => [x.titulo, x.dataInicio])).toEqual([
      ["Habilitação Jurídica e Fiscal", "2026-01-01"],
      ["Capacidade técnica", "2028-01-01"],
    ]);
    expect(e.documentos).toHaveLength(4);
    const [linha] = await api.db
      .select({ codigo: substatus.codigo })
      .from(edital)
      .innerJoin(substatus, eq(substatus.id, edital.substatusId))
      .where(eq(edital.id, e.id));
    expect(linha.codigo).toBe("PUBLICADO");
    expect(await pendenciasDoEdital(api.db, e.id)).toEqual([]);
  });

  it("lists a missing evaluator and notice file", async () => {
    const e = await editalPublicado(api.db, "901/2026");
    await api.db.delete(editalAvaliador).where(eq(editalAvaliador.editalId, e.id));
    await api.db.delete(editalArquivo).where(eq(editalArquivo.editalId, e.id));
    expect(await pendenciasDoEdital(api.db, e.id)).toEqual([
      "o edital não tem avaliadores",
      "o edital não tem o arquivo do edital (PDF)",
    ]);
  });
});
