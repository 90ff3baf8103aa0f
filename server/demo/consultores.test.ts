import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { isValidCpf } from "@brazilian-utils/brazilian-utils";
import { openDatabase, type Database } from "../db/client";
import { consultorCredenciamento, consultorPrestador, credenciamento, empresa, servico } from "../db/schema";
import { seedCatalogo } from "./catalogo";
import { seedConsultores } from "./consultores";
import { seedEmpresas } from "./empresas";
import { seedOrganizacao } from "./organizacao";
import { seedReference } from "../db/referencia";
import { seedUsuarios } from "./usuarios";

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  const db = database.db;
  await seedReference(db);
  await seedUsuarios(db);
  await seedOrganizacao(db);
  await seedCatalogo(db);
  await seedEmpresas(db);
  await seedConsultores(db);
  await seedConsultores(db);
});

afterAll(async () => {
  await database?.close();
});

describe("demo consultants", () => {
  it("gives Vértice one consultant accredited for a service and one whose accreditation waits, once", async () => {
    const db = database.db;
    const rows = await db
      .select({
        nome: consultorPrestador.nome,
        cpf: consultorPrestador.cpf,
        empresa: empresa.nomefantasia,
        servico: servico.codigo,
        situacao: consultorCredenciamento.situacao,
      })
      .from(consultorPrestador)
      .innerJoin(empresa, eq(empresa.id, consultorPrestador.empresaId))
      .innerJoin(consultorCredenciamento, eq(consultorCredenciamento.consultorId, consultorPrestador.id))
      .innerJoin(servico, eq(servico.id, consultorCredenciamento.servicoId))
      .orderBy(asc(consultorPrestador.nome));
    expect(rows.map(({ cpf: _, ...r }) => r)).toEqual([
      { nome: "Juliana", empresa: "Vértice Consultoria", servico: "SRV-001", situacao: "CREDENCIADO" },
      { nome: "Marcos", empresa: "Vértice Consultoria", servico: "SRV-016", situacao: "SOLICITADO" },
    ]);
    for (const r of rows) expect(isValidCpf(r.cpf)).toBe(true);
    // The link switched off to ask Marcos's accreditation is back on: Vértice still quotes that service.
    const desligados = await db.select().from(credenciamento).where(eq(credenciamento.ativo, false));
    expect(desligados).toEqual([]);
  });
});
