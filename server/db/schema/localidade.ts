import { index, integer, pgTable, serial, varchar } from "drizzle-orm/pg-core";

export const estado = pgTable("estado", {
  id: serial("id").primaryKey(),
  sigla: varchar("sigla", { length: 2 }).notNull().unique(),
  nome: varchar("nome", { length: 60 }).notNull(),
});

export const cidade = pgTable(
  "cidade",
  {
    id: serial("id").primaryKey(),
    codigoIbge: varchar("codigo_ibge", { length: 7 }).notNull().unique(),
    nome: varchar("nome", { length: 120 }).notNull(),
    estadoId: integer("estado_id")
      .notNull()
      .references(() => estado.id),
  },
  (t) => [index("cidade_estado_idx").on(t.estadoId, t.nome)],
);
