import type { Conn } from "@/server/db/client";
import {
  seedCatalogo,
  seedConsultoresUnidade,
  seedEmpresas,
  seedOrganizacao,
  seedPerguntas,
  seedPessoas,
  seedPortalDocumentos,
  seedUsuarios,
} from "@/server/demo";

/**
 * The test seed: who and what the tests act on (the accounts of each group, the organisation and its units' consultants, the catalogue,
 * the companies and their people, the portal's documents), and none of the demo's requests, diagnostics or
 * projects: a test that needs one in some state builds it (construtores.ts), so no test leans on demo rows
 * that happen to fit, and the demo data can change without breaking them.
 */
export async function semearTeste(db: Conn) {
  await seedUsuarios(db);
  await seedOrganizacao(db);
  await seedConsultoresUnidade(db);
  await seedCatalogo(db);
  await seedEmpresas(db);
  await seedPessoas(db);
  await seedPerguntas(db);
  await seedPortalDocumentos(db);
}
