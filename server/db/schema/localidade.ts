import { index, pgTable, varchar } from "drizzle-orm/pg-core";
import { fk, id } from "./colunas";

export const estado = pgTable("estado", {
  id: id(),
  sigla: varchar("sigla", { length: 2 }).notNull().unique(),
  nome: varchar("nome", { length: 60 }).notNull(),
});

export const cidade = pgTable(
  "cidade",
  {
    id: id(),
    codigoIbge: varchar("codigo_ibge", { length: 7 }).notNull().unique(),
    nome: varchar("nome", { length: 120 }).notNull(),
    estadoId: fk("estado_id", () => estado.id),
  },
  (t) => [index("cidade_estado_idx").on(t.estadoId, t.nome)],
);
