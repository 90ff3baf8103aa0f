import "server-only";
import type { Conn } from "../client";
import { grupo, parametro, porte, tipoServico } from "../schema";
import { GRUPOS, PARAMETROS, PORTES, TIPOS_SERVICO } from "./data/referencia";
import { seedLocalidades } from "./localidade";
import { seedStatus } from "./status";

/**
 * Data every installation needs (production included): groups, UFs and municipalities, workflow
 * statuses, company sizes, service types and settings. Idempotent and cheap on a seeded database,
 * so it runs at every start; rows an administrator changed are never overwritten.
 */
export async function seedReference(db: Conn): Promise<void> {
  await db
    .insert(grupo)
    .values(GRUPOS.map((name) => ({ name })))
    .onConflictDoNothing();
  await seedLocalidades(db);
  await seedStatus(db);
  await db
    .insert(porte)
    .values(PORTES.map((descricao) => ({ descricao })))
    .onConflictDoNothing();
  await db
    .insert(tipoServico)
    .values(TIPOS_SERVICO.map((descricao) => ({ descricao })))
    .onConflictDoNothing();
  await db.insert(parametro).values(PARAMETROS).onConflictDoNothing();
}
