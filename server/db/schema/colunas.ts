import { integer, serial, timestamp, type ReferenceConfig } from "drizzle-orm/pg-core";

// Column shapes most tables repeat, written once; each builds the same column as writing it out does, so the
// migrations do not change. Not exported from index.ts: drizzle-kit reads tables there, not helpers.

/** The table's own key. */
export const id = () => serial("id").primaryKey();

/** A required link to another table's row. */
export const fk = <N extends string>(
  nome: N,
  alvo: ReferenceConfig["ref"],
  acoes?: ReferenceConfig["actions"],
) => integer(nome).notNull().references(alvo, acoes);

/** When the row was written. */
export const dtainclusao = () => timestamp("dtainclusao", { withTimezone: true }).notNull().defaultNow();
