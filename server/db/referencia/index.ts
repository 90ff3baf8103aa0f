import "server-only";
import type { Conn } from "../client";
import {
  faixaQuilometragem,
  genero,
  grupo,
  modeloHora,
  parametro,
  planoPagamento,
  porte,
  publicoAlvo,
  tipoServico,
} from "../schema";
import {
  FAIXAS_QUILOMETRAGEM,
  GENEROS,
  GRUPOS,
  MODELOS_HORA,
  PARAMETROS,
  PLANOS_PAGAMENTO,
  PORTES,
  PUBLICOS_ALVO,
  TIPOS_SERVICO,
} from "./data/listas";
import { seedLocalidades } from "./localidade";
import { seedStatus } from "./status";

// What the demo's seed and the tests read of the reference data, and the demo's seed its natural-key helpers.
export * from "./data/listas";
export { STATUS } from "./data/status";
export { chunks, idsBy, need } from "./util";

const comDescricao = (list: readonly string[]) => list.map((descricao) => ({ descricao }));

/**
 * Data every installation needs (production included): groups, UFs and municipalities, workflow
 * statuses, company sizes, service types, settings, genders, target audiences, hourly rate models,
 * payment plans and travel allowance bands. Idempotent and cheap on a seeded database,
 * so it runs at every start; rows an administrator changed are never overwritten.
 */
export async function seedReference(db: Conn): Promise<void> {
  await db
    .insert(grupo)
    .values(GRUPOS.map((name) => ({ name })))
    .onConflictDoNothing();
  await seedLocalidades(db);
  await seedStatus(db);
  await db.insert(porte).values(comDescricao(PORTES)).onConflictDoNothing();
  await db.insert(tipoServico).values(comDescricao(TIPOS_SERVICO)).onConflictDoNothing();
  await db.insert(parametro).values(PARAMETROS).onConflictDoNothing();
  await db.insert(genero).values(comDescricao(GENEROS)).onConflictDoNothing();
  await db.insert(publicoAlvo).values(comDescricao(PUBLICOS_ALVO)).onConflictDoNothing();
  await db.insert(modeloHora).values(MODELOS_HORA).onConflictDoNothing();
  await db.insert(planoPagamento).values(PLANOS_PAGAMENTO).onConflictDoNothing();
  await db.insert(faixaQuilometragem).values(FAIXAS_QUILOMETRAGEM).onConflictDoNothing();
}
